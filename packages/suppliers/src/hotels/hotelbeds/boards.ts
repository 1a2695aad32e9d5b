import type { RoomBasis } from '../port';

/**
 * Hotelbeds board codes mapped to the contract's five bases. Breakfast variants are BB, half-board
 * variants HB, and so on; self catering is room only. A code not listed is judged by its name, and
 * when that says nothing it is RO: the contract never promises a meal the hotel does not serve.
 */
const BOARD_BASIS: Record<string, RoomBasis> = {
  RO: 'RO',
  SC: 'RO',
  SA: 'RO',
  OB: 'RO',
  BB: 'BB',
  AB: 'BB',
  CB: 'BB',
  DB: 'BB',
  IB: 'BB',
  GB: 'BB',
  QB: 'BB',
  SB: 'BB',
  LB: 'BB',
  BF: 'BB',
  CE: 'BB',
  HB: 'HB',
  MB: 'HB',
  HL: 'HB',
  HD: 'HB',
  BH: 'HB',
  HR: 'HB',
  HS: 'HB',
  MP: 'HB',
  DD: 'HB',
  FB: 'FB',
  PC: 'FB',
  FL: 'FB',
  FH: 'FB',
  FS: 'FB',
  FR: 'FB',
  PB: 'FB',
  AI: 'AI',
  TI: 'AI',
  AS: 'AI',
  AL: 'AI',
  TL: 'AI',
  PI: 'AI',
};

const BY_NAME: readonly [RegExp, RoomBasis][] = [
  [/all[\s-]*inclusive|todo inclu/i, 'AI'],
  [/full[\s-]*board|pension completa|pens[aã]o completa/i, 'FB'],
  [/half[\s-]*board|media pension|meia[\s-]*pens[aã]o/i, 'HB'],
  [/breakfast|desayuno|caf[eé] da manh[aã]/i, 'BB'],
];

export function roomBasisOf(boardCode: string, boardName?: string): RoomBasis {
  const known = BOARD_BASIS[boardCode.trim().toUpperCase()];
  if (known) return known;
  for (const [pattern, basis] of BY_NAME) if (boardName && pattern.test(boardName)) return basis;
  return 'RO';
}
