import {
  FACILITIES,
  FACILITY_TYPES,
  RATE_COMMENTS,
  standInDestination,
  standInHotel,
  STAND_IN_DESTINATIONS,
  STAND_IN_HOTELS,
  type StandInHotel,
} from './catalog';
import { apiError, auditData, ok, type StandInReply } from './replies';

/**
 * The Content API's hotels, hotel details, destinations and types, in Hotelbeds' JSON shapes:
 * - hotels list (GET /hotels): flat codes (`countryCode`, `destinationCode`, `categoryCode`, images'
 *   `imageTypeCode`) and facilities by code only, no description (names are in types/facilities);
 *   published sample: github.com/rishabhchaudhary0210/CodSoft travel-partner/src/Pages/Hotel/Data/Content.js
 * - hotel details (GET /hotels/{code}/details): `country`, `destination`, `category` and image `type`
 *   nested as objects, facilities with descriptions and `indLogic`/`indYesOrNo` (false: the hotel does
 *   not have it); sample: the same repository's travel-partner/src/Pages/Hotel/Data/UniContent.js
 * - types/facilities: `{ code, facilityGroupCode, facilityTypologyCode, description: { languageCode, content } }`;
 *   sample: github.com/Ash000es/finalproject src/components/assets/Facilites.js
 * - types/ratecommentdetails (`code` = an availability rate's `rateCommentsId`, `date` = check-in):
 *   https://developer.hotelbeds.com/documentation/hotels/content-api/use-rate-comments
 * Docs: https://developer.hotelbeds.com/documentation/hotels/content-api/
 */

const DESCRIPTION: Record<string, (hotel: StandInHotel, city: string) => string> = {
  ENG: (hotel, city) => `${hotel.name} is a ${hotel.category}-star hotel in ${city}, close to the main sights.`,
  POR: (hotel, city) => `O ${hotel.name} é um hotel ${hotel.category} estrelas em ${city}, perto das principais atrações.`,
  CAS: (hotel, city) => `${hotel.name} es un hotel de ${hotel.category} estrellas en ${city}, cerca de los principales lugares.`,
};

const folderOf = (hotel: StandInHotel) => `${String(hotel.code).slice(0, 2)}/${String(hotel.code).padStart(6, '0')}`;

const IMAGES = (hotel: StandInHotel) => [
  {
    imageTypeCode: 'HAB',
    path: `${folderOf(hotel)}/${hotel.code}a_hb_ro_002.jpg`,
    roomCode: hotel.rooms[0]!.code,
    order: 2,
    visualOrder: 1,
  },
  { imageTypeCode: 'GEN', path: `${folderOf(hotel)}/${hotel.code}a_hb_a_001.jpg`, order: 1, visualOrder: 0 },
  { imageTypeCode: 'RES', path: `${folderOf(hotel)}/${hotel.code}a_hb_r_003.jpg`, order: 3, visualOrder: 2 },
];

const IMAGE_TYPES: Record<string, string> = { HAB: 'Room', GEN: 'General view', RES: 'Restaurant' };

/** A facility as a hotel lists it: present (`indYesOrNo: true`) unless the catalogue says it is absent. */
const listedFacility = (facility: (typeof FACILITIES)[number], order: number) => ({
  facilityCode: facility.facilityCode,
  facilityGroupCode: facility.facilityGroupCode,
  order,
  ...('indLogic' in facility ? { indLogic: facility.indLogic } : { indYesOrNo: true }),
  voucher: false,
});

/** A hotel as the hotels list gives it: codes, no facility names. */
function contentHotel(hotel: StandInHotel, language: string) {
  const destination = standInDestination(hotel.destination)!;
  return {
    code: hotel.code,
    name: { content: hotel.name },
    description: { content: (DESCRIPTION[language] ?? DESCRIPTION.ENG!)(hotel, destination.name) },
    countryCode: destination.countryCode,
    stateCode: destination.code,
    destinationCode: destination.code,
    zoneCode: 1,
    coordinates: { longitude: hotel.longitude, latitude: hotel.latitude },
    categoryCode: `${hotel.category}EST`,
    categoryGroupCode: `GRUPO${hotel.category}`,
    accommodationTypeCode: 'HOTEL',
    boardCodes: [...hotel.boards],
    address: { content: hotel.address, street: hotel.address, number: '' },
    postalCode: '00000',
    city: { content: destination.name.toUpperCase() },
    email: `reservas@${hotel.code}.example`,
    phones: [{ phoneNumber: hotel.phone, phoneType: 'PHONEBOOKING' }],
    images: IMAGES(hotel),
    facilities: FACILITIES.map((facility, i) => listedFacility(facility, i + 1)),
  };
}

/** A hotel as its details give it: codes nested as objects, facilities described. */
function hotelDetails(hotel: StandInHotel, language: string) {
  const { countryCode, destinationCode, categoryCode, images, facilities, ...rest } = contentHotel(hotel, language);
  const destination = standInDestination(hotel.destination)!;
  return {
    ...rest,
    country: { code: countryCode, isoCode: countryCode, description: { content: countryCode } },
    destination: { code: destinationCode, name: { content: destination.name }, countryCode },
    category: { code: categoryCode, description: { content: `${hotel.category} STARS` } },
    images: images.map(({ imageTypeCode, ...image }) => ({
      type: { code: imageTypeCode, description: { content: IMAGE_TYPES[imageTypeCode] } },
      ...image,
    })),
    facilities: facilities.map((facility, i) => ({ ...facility, description: { content: FACILITIES[i]!.description } })),
  };
}

/** 1-based inclusive `from`/`to`, at most 1000 a page, as Hotelbeds pages its lists. */
function page(query: URLSearchParams, now: Date): { from: number; to: number } | StandInReply {
  const from = Number(query.get('from') ?? 1);
  const to = Number(query.get('to') ?? 100);
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to < from || to - from >= 1000) {
    return apiError(400, 'INVALID_REQUEST', 'from/to must be 1-based with at most 1000 items', now);
  }
  return { from, to };
}

export function contentHotels(query: URLSearchParams, now: Date): StandInReply {
  const range = page(query, now);
  if ('status' in range) return range;
  const codes = query.get('codes')?.split(',').map(Number);
  const all = STAND_IN_HOTELS.filter((hotel) => !codes || codes.includes(hotel.code));
  const hotels = all.slice(range.from - 1, range.to).map((hotel) => contentHotel(hotel, query.get('language') ?? 'ENG'));
  return ok({ from: range.from, to: range.to, total: all.length, auditData: auditData(now), hotels });
}

export function contentHotelDetails(code: string, query: URLSearchParams, now: Date): StandInReply {
  const hotel = standInHotel(Number(code));
  if (!hotel) return apiError(404, 'INVALID_DATA', `Hotel ${code} not found`, now);
  return ok({ auditData: auditData(now), hotel: hotelDetails(hotel, query.get('language') ?? 'ENG') });
}

export function destinations(query: URLSearchParams, now: Date): StandInReply {
  const range = page(query, now);
  if ('status' in range) return range;
  const list = STAND_IN_DESTINATIONS.slice(range.from - 1, range.to).map((destination) => ({
    code: destination.code,
    name: { content: destination.name },
    countryCode: destination.countryCode,
    isoCode: destination.countryCode,
    zones: [{ zoneCode: 1, name: 'Centro', description: { content: 'Centro' } }],
    groupZones: [],
  }));
  return ok({ from: range.from, to: range.to, total: STAND_IN_DESTINATIONS.length, auditData: auditData(now), destinations: list });
}

export function facilityTypes(query: URLSearchParams, now: Date): StandInReply {
  const range = page(query, now);
  if ('status' in range) return range;
  const languageCode = query.get('language') ?? 'ENG';
  const facilities = FACILITY_TYPES.slice(range.from - 1, range.to).map((facility) => ({
    code: facility.code,
    facilityGroupCode: facility.facilityGroupCode,
    facilityTypologyCode: 3,
    description: { languageCode, content: facility.description },
  }));
  return ok({ from: range.from, to: range.to, total: FACILITY_TYPES.length, auditData: auditData(now), facilities });
}

/** The stand-in's rateCommentsId is `102|<hotel code>|<1 NOR, 2 NRF>`. */
export function rateCommentDetails(query: URLSearchParams, now: Date): StandInReply {
  const code = query.get('code') ?? '';
  const date = query.get('date') ?? '';
  const match = /^102\|(\d+)\|([12])$/.exec(code);
  if (!match || !standInHotel(Number(match[1])) || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    return apiError(400, 'INVALID_REQUEST', 'code and date (YYYY-MM-DD) of a rate comment are required', now);
  }
  const description = RATE_COMMENTS[match[2] === '2' ? 'NRF' : 'NOR'];
  return ok({ auditData: auditData(now), code, date, rateComments: [{ dateStart: date, dateEnd: date, description }] });
}
