import type { FlightOffer, FlightPrice } from '@tas/suppliers';
import { exchangeRateUsed, type TExchangeRateUsed } from '../exchange/offer-fields';
import type { SellingRate } from '../exchange/rates-in-force';
import { converterToReais, roundHalfUp, toMinor } from '../lib/money';
import { SOLD_CURRENCY } from '../suppliers/sold-currency';

/** A flight offer as sold: its price in reais and, when the supplier priced it abroad, its own price and the rate. */
export type SoldFlightOffer = FlightOffer & { supplierPrice?: FlightPrice; exchangeRate?: TExchangeRateUsed };

/**
 * A foreign offer in reais: base fare and taxes converted at the applied rate (each rounded once, half
 * up), then the team's DU on the base in reais, as on an offer priced in BRL. The supplier's own price
 * (with the commission it added in its currency) stays beside it: Duffel is paid in its currency.
 */
export function offerInReais(offer: FlightOffer, selling: SellingRate, duPercent: number): SoldFlightOffer {
  const { price } = offer;
  const cents = reaisCentsOf(
    { baseMinor: toMinor(price.base, price.currency), taxesMinor: toMinor(price.taxes, price.currency), currency: price.currency },
    selling.applied,
    duPercent,
  );
  return {
    ...offer,
    price: {
      total: cents.totalCents / 100,
      base: cents.baseCents / 100,
      taxes: cents.taxesCents / 100,
      commission: cents.duCents / 100,
      currency: SOLD_CURRENCY,
    },
    supplierPrice: { ...price },
    exchangeRate: exchangeRateUsed(selling),
  };
}

/** The reais of a supplier's base fare and taxes at an applied rate, with the DU on the base in reais. */
export function reaisCentsOf(supplier: { baseMinor: number; taxesMinor: number; currency: string }, applied: string, duPercent: number) {
  const convert = converterToReais(supplier.currency, applied);
  const baseCents = convert(supplier.baseMinor);
  const taxesCents = convert(supplier.taxesMinor);
  const duCents = Number(roundHalfUp(BigInt(baseCents) * BigInt(Math.round(duPercent * 100)), 10_000n));
  return { baseCents, taxesCents, duCents, totalCents: baseCents + taxesCents + duCents };
}
