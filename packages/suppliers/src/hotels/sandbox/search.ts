import { hashString } from '../../lib/prng';
import { SupplierError } from '../../lib/errors';
import { deepFreeze, RecentAnswers } from '../../lib/freeze';
import { SANDBOX_FAILING_CITY_CODE } from '../../lib/magic';
import type { HotelLanguage, HotelOffer, HotelSearchQuery, HotelSearchResult, SupplierHotel } from '../port';
import { cityHotels, findHotel, type CatalogHotel } from './catalog';
import { findCity } from './cities';
import { shortDescription } from './descriptions';
import { hotelImageUrls } from './images';
import { offerBuilder, priceRates, SANDBOX_CURRENCY } from './rates';
import { toStay } from './stay';
import { FACILITIES } from './vocabulary';

export const MAX_HOTEL_IDS = 500;
// The same question gives the same answer all day, so recent answers are kept (frozen: callers must not mutate).
const results = new RecentAnswers<HotelSearchResult>(32);

export function searchHotels(query: HotelSearchQuery, today: number): HotelSearchResult {
  if (query.cityCode === SANDBOX_FAILING_CITY_CODE) throw new SupplierError('Hotel supplier unavailable', 'unavailable');
  if (!query.cityCode && !query.hotelIds?.length) throw new SupplierError('cityCode or hotelIds is required', 'invalid_request');
  if ((query.hotelIds?.length ?? 0) > MAX_HOTEL_IDS) throw new SupplierError(`At most ${MAX_HOTEL_IDS} hotelIds`, 'invalid_request');
  const stay = toStay(query);
  if (stay.checkInDay < today) throw new SupplierError('checkIn must not be in the past', 'invalid_request');
  const language = query.language ?? 'pt';
  const key = [
    today,
    query.cityCode ?? '',
    query.hotelIds?.join(',') ?? '',
    query.checkIn,
    stay.nights,
    stay.adults,
    stay.children,
    stay.rooms,
    language,
  ].join('|');
  const cached = results.get(key);
  if (cached) return cached;

  const toOffer = offerBuilder(stay, language);
  const hotels = selectHotels(query).map((hotel): SupplierHotel => {
    const offers = priceRates(hotel, stay, today).map((rate) => Object.freeze(toOffer(hotel, rate)));
    return Object.freeze({ ...hotelCard(hotel, language), offers: Object.freeze(offers) as HotelOffer[] });
  });
  const result = Object.freeze({
    hotels: Object.freeze(hotels) as SupplierHotel[],
    searchSessionId: `sbx_${hashString(key).toString(36)}`,
    currency: SANDBOX_CURRENCY,
  });
  return results.set(key, result);
}

/** A city's hotels, or the listed ones (unknown ids are skipped, as suppliers do). */
function selectHotels(query: HotelSearchQuery): readonly CatalogHotel[] {
  const wanted = query.hotelIds?.length ? new Set(query.hotelIds) : null;
  if (query.cityCode) {
    const city = findCity(query.cityCode);
    if (!city) return [];
    const hotels = cityHotels(city);
    return wanted ? hotels.filter((hotel) => wanted.has(hotel.hotelId)) : hotels;
  }
  return [...(wanted ?? [])].map(findHotel).filter((hotel): hotel is CatalogHotel => hotel !== undefined);
}

type HotelCard = Omit<SupplierHotel, 'offers'>;
const cards = new Map<string, HotelCard>();

/** The stay-independent part of a search result, built once per hotel and language. */
function hotelCard(hotel: CatalogHotel, language: HotelLanguage): HotelCard {
  const key = `${hotel.hotelId}:${language}`;
  let card = cards.get(key);
  if (!card) {
    card = {
      hotelId: hotel.hotelId,
      name: hotel.name,
      stars: hotel.stars,
      rating: hotel.stars,
      location: {
        address: hotel.address,
        city: hotel.city.name,
        country: hotel.city.country,
        countryCode: hotel.city.countryCode,
        coordinates: { latitude: hotel.latitude, longitude: hotel.longitude },
      },
      images: hotelImageUrls(hotel.hotelId, 2),
      amenities: hotel.facilities.slice(0, 6).map((facility) => FACILITIES[facility][language]),
      description: shortDescription(hotel, language),
    };
    deepFreeze(card);
    cards.set(key, card);
  }
  return card;
}
