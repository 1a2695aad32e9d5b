import { toCents } from '../lib/money';

/**
 * The team's markup on a net price, in integer cents: totalPrice = netPrice * (1 + m/100), rounded
 * half up to the cent. Percent is taken to basis points so 12.5% stays exact.
 */
export function withMarkupCents(netCents: number, markupPercent: number): number {
  const basisPoints = Math.round(markupPercent * 100);
  return Math.round((netCents * (10_000 + basisPoints)) / 10_000);
}

export function withMarkup(netPrice: number, markupPercent: number): number {
  return withMarkupCents(toCents(netPrice), markupPercent) / 100;
}
