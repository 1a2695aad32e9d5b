import type { HotelOffer, HotelSearchResult, SupplierHotel } from '@tas/suppliers';
import { toCents } from '../lib/money';
import { publicUrl } from '../rest/public-url';
import { withMarkupCents } from './markup';
import type { THotel, TOffer } from './response-schemas';

export interface StayDates {
  checkIn: string;
  checkOut: string;
  nights: number;
}

/** The stay-and-markup part of a search answer: the hotels as UTF-8 JSON, and the price range. */
export interface Listing {
  hotelsJson: Buffer;
  totalResults: number;
  minPrice: number;
  maxPrice: number;
}

// Supplier answers are cached, frozen objects: one listing per answer, markup and stay, dropped with
// the answer (the supplier keeps a bounded number of answers). At most a few markups per answer are
// kept (the oldest goes first): each listing is about 1 MB plus its gzip (rest/compress.ts).
const listings = new WeakMap<HotelSearchResult, Map<string, Listing>>();
const LISTINGS_PER_ANSWER = 4;

/** The contract's Hotel[] for a supplier answer, serialised once (about 1 MB for a 300-hotel city). */
export function hotelListing(result: HotelSearchResult, provider: string, stay: StayDates, markupPercent: number): Listing {
  let byKey = listings.get(result);
  if (!byKey) listings.set(result, (byKey = new Map<string, Listing>()));
  const key = `${markupPercent}|${stay.checkIn}|${stay.checkOut}`;
  let listing = byKey.get(key);
  if (!listing) {
    // A hotel without an offer cannot be prebooked: it is not a result.
    const hotels = result.hotels
      .filter((hotel) => hotel.offers.length > 0)
      .map((hotel) => toHotel(hotel, provider, stay, markupPercent, result.searchSessionId));
    const perNight = hotels.map((hotel) => hotel.price.amount);
    listing = {
      hotelsJson: Buffer.from(JSON.stringify(hotels), 'utf8'),
      totalResults: hotels.length,
      minPrice: perNight.length > 0 ? Math.min(...perNight) : 0,
      maxPrice: perNight.length > 0 ? Math.max(...perNight) : 0,
    };
    if (byKey.size >= LISTINGS_PER_ANSWER) byKey.delete(byKey.keys().next().value!);
    byKey.set(key, listing);
  }
  return listing;
}

function toOffer(offer: HotelOffer, markupPercent: number): TOffer & { totalCents: number } {
  const totalCents = withMarkupCents(toCents(offer.netPrice), markupPercent);
  return {
    hotelSearchCode: offer.hotelSearchCode,
    roomBasis: offer.roomBasis,
    rooms: [...offer.rooms],
    totalPrice: totalCents / 100,
    netPrice: offer.netPrice,
    currency: offer.currency,
    nonRefundable: offer.nonRefundable,
    cancellationDeadline: offer.cancellationDeadline,
    totalCents,
  };
}

/** Offers come sorted by net price, so the first is the best with any markup. */
function toHotel(hotel: SupplierHotel, provider: string, stay: StayDates, markupPercent: number, searchSessionId: string): THotel {
  const priced = hotel.offers.map((offer) => toOffer(offer, markupPercent));
  const offers = priced.map(({ totalCents: _, ...offer }) => offer);
  const best = priced[0]!;
  const { location } = hotel;
  return {
    id: `${provider}:${hotel.hotelId}`,
    name: hotel.name,
    hotelId: hotel.hotelId,
    hotelSearchCode: best.hotelSearchCode,
    location: { ...location, coordinates: { ...location.coordinates } },
    rating: hotel.rating,
    stars: hotel.stars,
    // Sandbox pictures are served by the app itself: absolute, so integrators can use them as they are.
    images: hotel.images.map(publicUrl),
    amenities: [...hotel.amenities],
    price: {
      amount: Math.round(best.totalCents / stay.nights) / 100,
      currency: best.currency,
      perNight: true,
      total: best.totalCents / 100,
    },
    availability: { checkIn: stay.checkIn, checkOut: stay.checkOut, nights: stay.nights, roomsAvailable: offers.length },
    description: hotel.description,
    provider,
    offersCount: offers.length,
    offers,
    searchSessionId,
    netPrice: best.netPrice,
  };
}
