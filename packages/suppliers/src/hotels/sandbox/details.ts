import { formatIsoDate } from '../../lib/dates';
import { SupplierError } from '../../lib/errors';
import { centsToReais } from '../../lib/money';
import type { HotelDetails, HotelLanguage } from '../port';
import { findHotel, type CatalogHotel } from './catalog';
import { longDescription } from './descriptions';
import { hotelImageUrls } from './images';
import { findSpec } from './pricing';
import { priceRate, roomNames, SANDBOX_CURRENCY, type PricedRate } from './rates';
import { decodeSearchCode } from './search-code';
import type { Stay } from './stay';
import { FACILITIES, ROOM_FACILITIES } from './vocabulary';

export interface ResolvedOffer {
  hotel: CatalogHotel;
  stay: Stay;
  rate: PricedRate;
}

/** Everything a hotelSearchCode stands for, priced as of `today`. */
export function resolveSearchCode(code: string, today: number): ResolvedOffer {
  const decoded = decodeSearchCode(code);
  const hotel = decoded && findHotel(decoded.hotelId);
  const spec = hotel && decoded && findSpec(hotel, decoded.rateKey);
  if (!decoded || !hotel || !spec) throw new SupplierError('Hotel offer not found', 'not_found');
  return { hotel, stay: decoded.stay, rate: priceRate(hotel, spec, decoded.stay, today) };
}

export function hotelDetails(code: string, language: HotelLanguage, today: number): HotelDetails {
  const { hotel, stay, rate } = resolveSearchCode(code, today);
  return {
    hotel_name: hotel.name,
    hotel_id: hotel.hotelId,
    address: hotel.address,
    city_code: hotel.city.code,
    phone: hotel.phone,
    stars: hotel.stars,
    description: longDescription(hotel, language),
    facilities: hotel.facilities.map((facility) => FACILITIES[facility][language]),
    room_facilities: hotel.roomFacilities.map((facility) => ROOM_FACILITIES[facility][language]),
    pictures: hotelImageUrls(hotel.hotelId, hotel.pictureCount),
    coordinates: { latitude: hotel.latitude, longitude: hotel.longitude },
    price_breakdown: {
      HotelName: hotel.name,
      Room: {
        RoomBasis: rate.spec.basis,
        Rooms: roomNames(rate.spec, stay, language),
        Adults: stay.adults,
        Children: stay.children,
        Currency: SANDBOX_CURRENCY,
        Nights: rate.nightCents.map((cents, n) => ({ Date: formatIsoDate(stay.checkInDay + n), NetPrice: centsToReais(cents) })),
        TotalNetPrice: centsToReais(rate.totalCents),
      },
      CheckIn: formatIsoDate(stay.checkInDay),
      CheckOut: formatIsoDate(stay.checkInDay + stay.nights),
      NonRefundable: rate.nonRefundable,
      CancellationDeadline: rate.deadlineDay === null ? null : formatIsoDate(rate.deadlineDay),
    },
  };
}
