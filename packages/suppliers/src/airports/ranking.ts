/**
 * Display priority of the airports agencies sell most; the data has no such
 * notion. Others rank by size and service (see `basePriority`), always below these.
 */
export const HUB_PRIORITY: Readonly<Record<string, number>> = {
  // Brazil
  GRU: 100, CGH: 98, GIG: 97, BSB: 96, SDU: 93, CNF: 92, VCP: 91, SSA: 90, REC: 90, FOR: 89, POA: 89,
  CWB: 88, FLN: 88, BEL: 86, MAO: 86, NAT: 85, MCZ: 85, IGU: 84, BPS: 84, JPA: 84, GYN: 83, VIX: 83,
  SLZ: 82, CGB: 82, CGR: 80, AJU: 80, THE: 79, NVT: 79, JJD: 78, FEN: 78, PLU: 76,
  // Americas
  JFK: 95, MIA: 94, MCO: 93, EZE: 93, LAX: 92, SCL: 92, EWR: 90, ATL: 90, AEP: 90, LIM: 90, BOG: 90,
  MEX: 90, CUN: 90, LGA: 88, DFW: 88, ORD: 88, PTY: 88, FLL: 85, IAH: 86, MVD: 86, PUJ: 86, BRC: 84,
  // Europe, Middle East
  LIS: 95, CDG: 95, LHR: 95, MAD: 95, FCO: 93, FRA: 92, AMS: 92, BCN: 90, IST: 90, DXB: 90, OPO: 88,
  ORY: 88, LGW: 88, MXP: 88, MUC: 88, DOH: 88, ZRH: 86,
};

export function basePriority(size: 'large' | 'medium', scheduled: boolean, international: boolean): number {
  return (size === 'large' ? 50 : 30) + (scheduled ? 10 : 0) + (international ? 5 : 0);
}

/** Names Brazilian agents type that the data lacks: Portuguese names, nicknames, metropolitan codes. */
export const CITY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'São Paulo': ['Sampa', 'SAO'],
  'Rio de Janeiro': ['RIO'],
  'Belo Horizonte': ['BH', 'BHZ'],
  'Florianópolis': ['Floripa'],
  'Foz do Iguaçu': ['Iguaçu', 'Cataratas'],
  Cruz: ['Jeri', 'Jericoacoara'],
  'New York': ['Nova York', 'Nova Iorque'],
  London: ['Londres'],
  Rome: ['Roma'],
  Lisbon: ['Lisboa'],
  Madrid: ['Madri'],
  Munich: ['Munique'],
  Geneva: ['Genebra'],
  Zurich: ['Zurique'],
  Milan: ['Milão'],
  Venice: ['Veneza'],
  Florence: ['Florença'],
  Amsterdam: ['Amsterdã'],
  Brussels: ['Bruxelas'],
  Vienna: ['Viena'],
  Athens: ['Atenas'],
  Istanbul: ['Istambul'],
  Tokyo: ['Tóquio'],
  Beijing: ['Pequim'],
  Shanghai: ['Xangai'],
  Moscow: ['Moscou'],
  'Mexico City': ['Cidade do México'],
  'Ciudad de Cancún': ['Cancún'],
  'Cape Town': ['Cidade do Cabo'],
  Edinburgh: ['Edimburgo'],
  Seville: ['Sevilha'],
  Copenhagen: ['Copenhague'],
  Prague: ['Praga'],
  Warsaw: ['Varsóvia'],
};
