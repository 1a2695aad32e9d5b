/**
 * Our money is BRL: agencies charge their customers in reais (the payment gateway takes nothing else)
 * and every price we answer is read as reais. An offer a supplier prices in another currency (a
 * Hotelbeds account contracted in EUR, a Duffel account in USD) is left out of search and refused at
 * prebook, never sold as if it were reais; `meta.suppliers[].note` says how many were left out.
 */
export const SOLD_CURRENCY = 'BRL';

export function leftOutNote(excluded: number): string {
  return `${excluded} offers not priced in ${SOLD_CURRENCY} left out`;
}
