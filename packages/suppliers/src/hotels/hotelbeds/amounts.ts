import { SupplierError } from '../../lib/errors';

/**
 * Hotelbeds' decimal amounts ("123.45", 123.45) as integer cents, read from the digits so no float
 * rounding enters; a third decimal rounds half up.
 */
export function amountToCents(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(3) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new SupplierError('Hotelbeds sent an unreadable amount', 'unavailable');
  const [, sign, whole, fraction = ''] = match;
  const padded = `${fraction}000`;
  let cents = Number(whole) * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  return sign ? -cents : cents;
}
