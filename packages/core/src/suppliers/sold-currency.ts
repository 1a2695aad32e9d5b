/**
 * Our money is BRL: agencies charge their customers in reais (the payment gateway takes nothing else)
 * and every price we answer is reais. An offer a supplier prices in another currency (a Hotelbeds
 * account contracted in EUR, a Duffel offer in USD) is converted at the agency's exchange rate
 * (exchange/rates-in-force.ts) and sold in reais; when that currency has no rate in force it is left
 * out of search and refused at prebook, never sold as if it were reais.
 */
export const SOLD_CURRENCY = 'BRL';
