import type { HotelOffer, HotelSearchResult, SupplierHotel } from '@tas/suppliers';
import { exchangeRateUsed, type TExchangeRateUsed } from '../exchange/offer-fields';
import type { SellingRate } from '../exchange/rates-in-force';
import { converterToReais, toCents, toMinor } from '../lib/money';
import { SOLD_CURRENCY } from '../suppliers/sold-currency';
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
export function hotelListing(
  result: HotelSearchResult,
  provider: string,
  stay: StayDates,
  markupPercent: number,
  selling: ReadonlyMap<string, SellingRate>,
): Listing {
  let byKey = listings.get(result);
  if (!byKey) listings.set(result, (byKey = new Map<string, Listing>()));
  let key = `${markupPercent}|${stay.checkIn}|${stay.checkOut}`;
  for (const [currency, rate] of selling) key += `|${currency}=${rate.applied}`;
  let listing = byKey.get(key);
  if (!listing) {
    // A hotel without an offer cannot be prebooked: it is not a result.
    const inReais = reaisOf(selling);
    const hotels = result.hotels
      .filter((hotel) => hotel.offers.length > 0)
      .map((hotel) => toHotel(hotel, provider, stay, markupPercent, result.searchSessionId, inReais));
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

/** A supplier's net in reais cents, and the additive fields saying from what it was converted. */
type InReais = (offer: HotelOffer) => {
  netCents: number;
  foreign?: { supplierPrice: TOffer['supplierPrice']; exchangeRate: TExchangeRateUsed };
};

/** Converts each foreign currency at its applied rate (parsed once per listing: the hot path). */
function reaisOf(selling: ReadonlyMap<string, SellingRate>): InReais {
  const converters = new Map(
    [...selling].map(([currency, rate]) => [currency, { convert: converterToReais(currency, rate.applied), used: exchangeRateUsed(rate) }]),
  );
  return (offer) => {
    if (offer.currency === SOLD_CURRENCY) return { netCents: toCents(offer.netPrice) };
    const converter = converters.get(offer.currency);
    // sold-offers.ts keeps only the currencies it has a rate for.
    if (!converter) throw new Error(`no rate for ${offer.currency}`);
    return {
      netCents: converter.convert(toMinor(offer.netPrice, offer.currency)),
      foreign: { supplierPrice: { amount: offer.netPrice, currency: offer.currency }, exchangeRate: converter.used },
    };
  };
}

function toOffer(offer: HotelOffer, markupPercent: number, inReais: InReais): TOffer & { totalCents: number } {
  const { netCents, foreign } = inReais(offer);
  const totalCents = withMarkupCents(netCents, markupPercent);
  return {
    hotelSearchCode: offer.hotelSearchCode,
    roomBasis: offer.roomBasis,
    rooms: [...offer.rooms],
    totalPrice: totalCents / 100,
    netPrice: netCents / 100,
    currency: SOLD_CURRENCY,
    nonRefundable: offer.nonRefundable,
    cancellationDeadline: offer.cancellationDeadline,
    ...foreign,
    totalCents,
  };
}

/** Offers come sorted by net price, so the first is the best with any markup. */
function toHotel(
  hotel: SupplierHotel,
  provider: string,
  stay: StayDates,
  markupPercent: number,
  searchSessionId: string,
  inReais: InReais,
): THotel {
  const priced = hotel.offers.map((offer) => toOffer(offer, markupPercent, inReais));
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
