import type { HotelSearchResult } from '@tas/suppliers';
import { SOLD_CURRENCY } from '../suppliers/sold-currency';

export interface SoldHotels {
  result: HotelSearchResult;
  /** Offers left out for their currency. */
  excluded: number;
}

/**
 * A supplier's answer with only the offers priced in BRL (suppliers/sold-currency.ts); a hotel left
 * without offers goes too. An answer all in BRL (the sandbox's, cached) is returned as it is, so its
 * serialised listing is reused (search-listing.ts).
 */
export function soldHotels(result: HotelSearchResult): SoldHotels {
  let sold = judged.get(result);
  if (!sold) judged.set(result, (sold = judge(result)));
  return sold;
}

// Supplier answers are cached, frozen objects (the sandbox's): each is judged once.
const judged = new WeakMap<HotelSearchResult, SoldHotels>();

function judge(result: HotelSearchResult): SoldHotels {
  let excluded = 0;
  for (const hotel of result.hotels) for (const offer of hotel.offers) if (offer.currency !== SOLD_CURRENCY) excluded += 1;
  if (excluded === 0) return { result, excluded };
  const hotels = result.hotels.flatMap((hotel) => {
    const offers = hotel.offers.filter((offer) => offer.currency === SOLD_CURRENCY);
    return offers.length > 0 ? [{ ...hotel, offers }] : [];
  });
  return { result: { ...result, hotels, currency: SOLD_CURRENCY }, excluded };
}
