import { formatIsoDate, parseIsoDate } from '../../lib/dates';
import { centsToReais } from '../../lib/money';
import type { HotelDetails, HotelDetailsQuery } from '../port';
import { categoryCodeOf, contentHotelDetails, destinationCodeOf, facilityNames, imageUrls, starsOf } from './content';
import type { FacilityTypes } from './facility-types';
import type { HotelbedsAccount } from './http';
import type { PricedRate, PricedRates } from './offers';
import { fromSearchCode } from './search-code';
import type { HotelbedsHttp } from './timeouts';
import { checkRate } from './valuation';

/**
 * Hotel content (Content API) with the chosen rate's price. Hotelbeds prices the stay as a whole, so
 * the per-night breakdown spreads the total evenly, the odd cents on the first nights.
 */
export async function hotelbedsDetails(
  http: HotelbedsHttp,
  account: HotelbedsAccount,
  priced: PricedRates,
  facilities: FacilityTypes,
  query: HotelDetailsQuery,
  signal?: AbortSignal,
): Promise<HotelDetails> {
  const { rateKey } = fromSearchCode(query.hotelSearchCode);
  const rate = priced.get(rateKey) ?? priced.remember(await checkRate(http, account, rateKey, query.language, signal));
  const hotel = await contentHotelDetails(http, account, rate.hotelId, query.language, signal);
  // Details carry facility descriptions; the catalogue (kept a day) names any they leave out.
  const unnamed = (hotel.facilities ?? []).some((facility) => !facility.description?.content);
  const names = unnamed ? await facilities.names(http, account, query.language, signal).catch(() => undefined) : undefined;
  return {
    hotel_name: hotel.name.content,
    hotel_id: rate.hotelId,
    address: hotel.address?.content ?? '',
    city_code: destinationCodeOf(hotel) ?? '',
    phone: hotel.phones?.[0]?.phoneNumber ?? '',
    stars: starsOf(categoryCodeOf(hotel)),
    description: hotel.description?.content ?? '',
    facilities: facilityNames(hotel, false, names),
    room_facilities: facilityNames(hotel, true, names),
    pictures: imageUrls(hotel),
    coordinates: hotel.coordinates ? { latitude: hotel.coordinates.latitude, longitude: hotel.coordinates.longitude } : null,
    price_breakdown: priceBreakdown(rate),
  };
}

function priceBreakdown(rate: PricedRate): HotelDetails['price_breakdown'] {
  const first = parseIsoDate(rate.checkIn) ?? 0;
  const nights = Math.max(1, (parseIsoDate(rate.checkOut) ?? first + 1) - first);
  const base = Math.floor(rate.netCents / nights);
  const extra = rate.netCents - base * nights;
  return {
    HotelName: rate.hotelName,
    Room: {
      RoomBasis: rate.roomBasis,
      Rooms: [...rate.roomNames],
      Adults: rate.adults,
      Children: rate.children,
      Currency: rate.currency,
      Nights: Array.from({ length: nights }, (_, i) => ({
        Date: formatIsoDate(first + i),
        NetPrice: centsToReais(base + (i < extra ? 1 : 0)),
      })),
      TotalNetPrice: centsToReais(rate.netCents),
    },
    CheckIn: rate.checkIn,
    CheckOut: rate.checkOut,
    NonRefundable: rate.nonRefundable,
    CancellationDeadline: rate.cancellationDeadline,
  };
}
