import { LRUCache } from 'lru-cache';
import type { HotelLanguage } from '../port';
import type { FacilityNames } from './facility-types';
import { hotelbedsCall, type HotelbedsAccount } from './http';
import { hotelbedsLanguage } from './language';
import { ZContentHotelDetailsAnswer, ZContentHotelsAnswer, type TContentHotel } from './schemas';
import { timeoutOf, type HotelbedsHttp } from './timeouts';

/** Hotelbeds serves every picture under this base plus the Content API's `path`, over https. */
export const HOTELBEDS_PHOTOS_BASE = 'https://photos.hotelbeds.com/giata/';

/** Room facilities are Hotelbeds facility group 60; the rest describe the hotel. */
const ROOM_FACILITY_GROUP = 60;

const CONTENT_FIELDS = 'code,name,description,countryCode,destinationCode,categoryCode,coordinates,address,city,phones,images,facilities';

/** Content of the hotels an availability answer named, in one call. */
export async function contentHotels(
  http: HotelbedsHttp,
  account: HotelbedsAccount,
  codes: string[],
  language: HotelLanguage | undefined,
  signal?: AbortSignal,
): Promise<Map<string, TContentHotel>> {
  if (codes.length === 0) return new Map();
  const query = new URLSearchParams({
    codes: codes.join(','),
    fields: CONTENT_FIELDS,
    language: hotelbedsLanguage(language),
    from: '1',
    to: String(codes.length),
    useSecondaryLanguage: 'false',
  });
  const answer = await hotelbedsCall(http, account, {
    method: 'GET',
    path: `/hotel-content-api/1.0/hotels?${query}`,
    schema: ZContentHotelsAnswer,
    signal,
    timeoutMs: timeoutOf(http, 'content'),
  });
  return new Map((answer.hotels ?? []).map((hotel) => [String(hotel.code), hotel]));
}

/**
 * Hotel content (names, pictures, facilities) changes rarely, and Hotelbeds asks integrations to keep
 * it rather than fetch it on every availability: a search asks the Content API only for the hotels it
 * has not seen in the last hours. Bounded, per account adapter; a hotel missing from an answer is asked
 * again next time.
 */
export class HotelContentCache {
  readonly #hotels = new LRUCache<string, TContentHotel>({ max: 20_000, ttl: 12 * 3_600_000 });

  async hotels(
    http: HotelbedsHttp,
    account: HotelbedsAccount,
    codes: string[],
    language: HotelLanguage | undefined,
    signal?: AbortSignal,
  ): Promise<Map<string, TContentHotel>> {
    const key = (code: string) => `${hotelbedsLanguage(language)}:${code}`;
    const found = new Map<string, TContentHotel>();
    const missing: string[] = [];
    for (const code of codes) {
      const hit = this.#hotels.get(key(code));
      if (hit) found.set(code, hit);
      else missing.push(code);
    }
    if (missing.length === 0) return found;
    for (const [code, hotel] of await contentHotels(http, account, missing, language, signal)) {
      this.#hotels.set(key(code), hotel);
      found.set(code, hotel);
    }
    return found;
  }
}

export async function contentHotelDetails(
  http: HotelbedsHttp,
  account: HotelbedsAccount,
  code: string,
  language: HotelLanguage | undefined,
  signal?: AbortSignal,
): Promise<TContentHotel> {
  const query = new URLSearchParams({ language: hotelbedsLanguage(language), useSecondaryLanguage: 'false' });
  const path = `/hotel-content-api/1.0/hotels/${encodeURIComponent(code)}/details?${query}`;
  const answer = await hotelbedsCall(http, account, {
    method: 'GET',
    path,
    schema: ZContentHotelDetailsAnswer,
    signal,
    timeoutMs: timeoutOf(http, 'content'),
  });
  return answer.hotel;
}

/** The hotel list gives `categoryCode`, `destinationCode`, `countryCode`; hotel details nest them as objects. */
export const categoryCodeOf = (hotel: TContentHotel | undefined) => hotel?.categoryCode ?? hotel?.category?.code;
export const destinationCodeOf = (hotel: TContentHotel | undefined) => hotel?.destinationCode ?? hotel?.destination?.code;
export const countryCodeOf = (hotel: TContentHotel | undefined) => hotel?.countryCode ?? hotel?.country?.code;

const GENERAL_IMAGE = 'GEN';
const imageType = (image: NonNullable<TContentHotel['images']>[number]) => image.imageTypeCode ?? image.type?.code;

/** Picture URLs (https), general pictures first, in Hotelbeds' visual order. */
export function imageUrls(hotel: TContentHotel | undefined): string[] {
  const images = [...(hotel?.images ?? [])].sort(
    (a, b) =>
      Number(imageType(b) === GENERAL_IMAGE) - Number(imageType(a) === GENERAL_IMAGE) ||
      (a.visualOrder ?? a.order ?? 0) - (b.visualOrder ?? b.order ?? 0),
  );
  return images.map((image) => `${HOTELBEDS_PHOTOS_BASE}${image.path.replace(/^\/+/, '')}`);
}

/**
 * The facilities a hotel HAS, by name. The hotel list carries only codes: names come from the
 * types/facilities catalogue (`names`), else from a description the answer carries (hotel details).
 * A facility with `indLogic` or `indYesOrNo` false is listed to say the hotel does NOT have it.
 */
export function facilityNames(hotel: TContentHotel | undefined, rooms: boolean, names?: FacilityNames): string[] {
  const found = (hotel?.facilities ?? [])
    .filter((facility) => (facility.facilityGroupCode === ROOM_FACILITY_GROUP) === rooms)
    .filter((facility) => facility.indLogic !== false && facility.indYesOrNo !== false)
    .map((facility) => names?.get(facility.facilityGroupCode, facility.facilityCode) ?? facility.description?.content)
    .filter((name): name is string => !!name);
  return [...new Set(found)];
}

/** `4EST` -> 4, `3LL` -> 3; categories without a number (hostels, apartments) have 0 stars. */
export function starsOf(categoryCode: string | undefined): number {
  const stars = Number.parseInt(categoryCode ?? '', 10);
  return Number.isFinite(stars) && stars >= 1 && stars <= 5 ? stars : 0;
}
