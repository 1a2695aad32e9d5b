import { randomUUID } from 'node:crypto';
import { SupplierError } from '../../lib/errors';
import type { HotelSearchQuery, HotelSearchResult, SupplierHotel } from '../port';
import { categoryCodeOf, countryCodeOf, facilityNames, imageUrls, starsOf, type HotelContentCache } from './content';
import type { FacilityNames, FacilityTypes } from './facility-types';
import { hotelbedsCall, type HotelbedsAccount } from './http';
import { countryName } from './language';
import { pricedRates, toOffer, type PricedRates } from './offers';
import { occupancy } from './occupancy';
import { ZAvailabilityAnswer, type TAvailabilityHotel, type TContentHotel } from './schemas';
import { timeoutOf, type HotelbedsHttp } from './timeouts';

/** What a search reads besides availability: the hotels' content and the facility names, both kept by the adapter. */
export interface SearchContent {
  hotels: HotelContentCache;
  facilities: FacilityTypes;
}

/**
 * Availability (Booking API), then the content of the named hotels not seen lately (Content API, one
 * more call; content.ts keeps it). Rates
 * paid at the hotel (AT_HOTEL) are left out: booking them needs card data on Hotelbeds' secure
 * endpoint, and the agency is paid through its own gateway.
 */
export async function searchHotelbeds(
  http: HotelbedsHttp,
  account: HotelbedsAccount,
  query: HotelSearchQuery,
  priced: PricedRates,
  content: SearchContent,
  signal?: AbortSignal,
): Promise<HotelSearchResult> {
  const hotelCodes = (query.hotelIds ?? []).map(Number).filter((code) => Number.isSafeInteger(code) && code > 0);
  if (!query.cityCode && hotelCodes.length === 0)
    throw new SupplierError('Give a destination code or Hotelbeds hotel codes', 'invalid_request');
  const body = {
    stay: { checkIn: query.checkIn, checkOut: query.checkOut },
    occupancies: [occupancy(query)],
    ...(hotelCodes.length > 0 ? { hotels: { hotel: hotelCodes } } : { destination: { code: query.cityCode } }),
  };
  const answer = await hotelbedsCall(http, account, {
    method: 'POST',
    path: '/hotel-api/1.0/hotels',
    body,
    schema: ZAvailabilityAnswer,
    signal,
    timeoutMs: timeoutOf(http, 'availability'),
  });
  const found = answer.hotels.hotels ?? [];
  const codes = found.map((hotel) => String(hotel.code));
  const described = await contentOrNothing(
    () => content.hotels.hotels(http, account, codes, query.language, signal),
    new Map<string, TContentHotel>(),
  );
  // The list names facilities by code: their names come from the types catalogue, read once a day.
  const names =
    found.length === 0
      ? undefined
      : await contentOrNothing(() => content.facilities.names(http, account, query.language, signal), undefined);
  const now = http.now();
  const hotels = found
    .map((hotel) => toSupplierHotel(hotel, described.get(String(hotel.code)), names, query, priced, now))
    .filter((hotel) => hotel.offers.length > 0);
  return { hotels, searchSessionId: randomUUID(), currency: hotels[0]?.offers[0]?.currency ?? found[0]?.currency ?? 'EUR' };
}

// Pictures and descriptions are worth a retry, not a lost sale: without them the hotels still sell.
async function contentOrNothing<T, F>(load: () => Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof SupplierError && error.kind === 'unavailable') return fallback;
    throw error;
  }
}

function toSupplierHotel(
  hotel: TAvailabilityHotel,
  content: TContentHotel | undefined,
  names: FacilityNames | undefined,
  query: HotelSearchQuery,
  priced: PricedRates,
  now: Date,
): SupplierHotel {
  const rates = pricedRates(hotel, query, now)
    .filter(
      (rate) =>
        rate.paymentType !== 'AT_HOTEL' && rate.rooms === query.rooms && rate.adults === query.adults && rate.children === query.children,
    )
    .sort((a, b) => a.netCents - b.netCents);
  for (const rate of rates) priced.remember(rate);
  const countryCode = countryCodeOf(content) ?? '';
  return {
    hotelId: String(hotel.code),
    name: hotel.name,
    stars: starsOf(hotel.categoryCode ?? categoryCodeOf(content)),
    rating: starsOf(hotel.categoryCode ?? categoryCodeOf(content)),
    location: {
      address: content?.address?.content ?? '',
      city: content?.city?.content ?? hotel.destinationName ?? '',
      country: countryCode ? countryName(countryCode, query.language) : '',
      countryCode,
      coordinates: {
        latitude: hotel.latitude ?? content?.coordinates?.latitude ?? 0,
        longitude: hotel.longitude ?? content?.coordinates?.longitude ?? 0,
      },
    },
    images: imageUrls(content).slice(0, 2),
    amenities: facilityNames(content, false, names).slice(0, 12),
    description: content?.description?.content ?? '',
    offers: rates.map(toOffer),
  };
}
