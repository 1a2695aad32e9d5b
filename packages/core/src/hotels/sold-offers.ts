import type { HotelSearchResult } from '@tas/suppliers';
import { UnsoldOffers } from '../exchange/offer-fields';
import type { RateInForce, SellingRate } from '../exchange/rates-in-force';
import { SOLD_CURRENCY } from '../suppliers/sold-currency';

export interface SoldHotels {
  /** The offers that sell: in BRL, or in a currency with a rate in force (converted in search-listing.ts). */
  result: HotelSearchResult;
  /** The rate of each foreign currency kept. */
  selling: ReadonlyMap<string, SellingRate>;
  /** Offers left out for a currency without a rate in force, with why. */
  unsold: UnsoldOffers | null;
}

const NO_RATES: ReadonlyMap<string, SellingRate> = new Map();

// Supplier answers are cached, frozen objects (the sandbox's): an answer all in BRL is judged once and
// returned as it is, so its serialised listing is reused (search-listing.ts).
const allInReais = new WeakMap<HotelSearchResult, boolean>();

/** Whether an answer has any offer priced in another currency than BRL. */
export function pricedAbroad(result: HotelSearchResult): boolean {
  let judged = allInReais.get(result);
  if (judged === undefined) {
    judged = result.hotels.every((hotel) => hotel.offers.every((offer) => offer.currency === SOLD_CURRENCY));
    allInReais.set(result, judged);
  }
  return !judged;
}

/**
 * A supplier's answer with only the offers that can be sold in reais now; a hotel left without offers
 * goes too. `inForce` (the team's rates) is needed only for an answer priced abroad.
 */
export function soldHotels(result: HotelSearchResult, inForce: ((currency: string) => RateInForce) | null): SoldHotels {
  if (!pricedAbroad(result)) return { result, selling: NO_RATES, unsold: null };
  // Never sold as if it were reais.
  if (!inForce) throw new Error('an answer priced abroad needs the team rates');
  const rates = new Map<string, RateInForce>();
  const selling = new Map<string, SellingRate>();
  const unsold = new UnsoldOffers();
  const hotels = result.hotels.flatMap((hotel) => {
    const offers = hotel.offers.filter((offer) => {
      if (offer.currency === SOLD_CURRENCY) return true;
      let rate = rates.get(offer.currency);
      if (!rate) rates.set(offer.currency, (rate = inForce(offer.currency)));
      if (rate.sells) selling.set(offer.currency, rate.selling);
      else unsold.add(rate);
      return rate.sells;
    });
    return offers.length > 0 ? [{ ...hotel, offers }] : [];
  });
  return { result: { ...result, hotels }, selling, unsold: unsold.count > 0 ? unsold : null };
}
