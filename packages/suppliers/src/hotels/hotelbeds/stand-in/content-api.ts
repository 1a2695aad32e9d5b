import { FACILITIES, standInDestination, standInHotel, STAND_IN_DESTINATIONS, STAND_IN_HOTELS, type StandInHotel } from './catalog';
import { apiError, auditData, ok, type StandInReply } from './replies';

/** The Content API's hotels, hotel details and destinations, in Hotelbeds' JSON shapes. */

const DESCRIPTION: Record<string, (hotel: StandInHotel, city: string) => string> = {
  ENG: (hotel, city) => `${hotel.name} is a ${hotel.category}-star hotel in ${city}, close to the main sights.`,
  POR: (hotel, city) => `O ${hotel.name} é um hotel ${hotel.category} estrelas em ${city}, perto das principais atrações.`,
  CAS: (hotel, city) => `${hotel.name} es un hotel de ${hotel.category} estrellas en ${city}, cerca de los principales lugares.`,
};

function contentHotel(hotel: StandInHotel, language: string) {
  const destination = standInDestination(hotel.destination)!;
  const folder = `${String(hotel.code).slice(0, 2)}/${String(hotel.code).padStart(6, '0')}`;
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
    images: [
      { imageTypeCode: 'HAB', path: `${folder}/${hotel.code}a_hb_ro_002.jpg`, roomCode: hotel.rooms[0]!.code, order: 2, visualOrder: 1 },
      { imageTypeCode: 'GEN', path: `${folder}/${hotel.code}a_hb_a_001.jpg`, order: 1, visualOrder: 0 },
      { imageTypeCode: 'RES', path: `${folder}/${hotel.code}a_hb_r_003.jpg`, order: 3, visualOrder: 2 },
    ],
    facilities: FACILITIES.map((facility, i) => ({
      ...facility,
      description: { content: facility.description },
      order: i + 1,
      indYesOrNo: true,
      voucher: false,
    })),
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
  return ok({ auditData: auditData(now), hotel: contentHotel(hotel, query.get('language') ?? 'ENG') });
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
