import { formatDate } from '../../lib/format';

/** The rate an offer was sold at, as offers (camelCase) and prebooks (snake_case) carry it. */
export interface RateUsed {
  rate: string;
  source: 'ptax' | 'agency';
  date: string;
  appliedRate?: string;
  applied_rate?: string;
  spreadPercent?: string;
  spread_percent?: string;
}

/** A decimal string as Brazilians read it: "5.8123" -> "5,8123" (every digit kept: never a float). */
export function decimalText(value: string): string {
  return value.replace('.', ',');
}

export function appliedRate(used: RateUsed): string {
  return used.appliedRate ?? used.applied_rate ?? used.rate;
}

/** "R$ 5,9285 por EUR: PTAX de venda de 27/11/2026 (R$ 5,8123 + 2%)" */
export function rateText(used: RateUsed, currency: string): string {
  const source = used.source === 'ptax' ? `PTAX de venda de ${formatDate(used.date)}` : `Taxa da agência de ${formatDate(used.date)}`;
  const spread = used.spreadPercent ?? used.spread_percent ?? '0';
  const applied = appliedRate(used);
  const spreadText = /^0+(\.0+)?$/.test(spread) ? '' : ` (R$ ${decimalText(used.rate)} + ${decimalText(spread)}%)`;
  return `R$ ${decimalText(applied)} por ${currency}: ${source}${spreadText}`;
}
