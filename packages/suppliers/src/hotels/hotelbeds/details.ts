import { formatIsoDate, parseIsoDate } from '../../lib/dates';
import { centsToReais } from '../../lib/money';
import type { HotelDetails, HotelDetailsQuery } from '../port';
import { contentHotelDetails, facilityNames, imageUrls, starsOf } from './content';
import type { HotelbedsAccount, HotelbedsHttpOptions } from './http';
import type { PricedRate, PricedRates } from './offers';
import { checkRate } from './valuation';

/**
 * Hotel content (Content API) with the chosen rate's price. Hotelbeds prices the stay as a whole, so
 * the per-night breakdown spreads the total evenly, the odd cents on the first nights.
 */
export async function hotelbedsDetails(
  http: HotelbedsHttpOptions,
  account: HotelbedsAccount,
  priced: PricedRates,
  query: HotelDetailsQuery,
  signal?: AbortSignal,
): Promise<HotelDetails> {
  const rate =
    priced.get(query.hotelSearchCode) ?? priced.remember(await checkRate(http, account, query.hotelSearchCode, query.language, signal));
  const hotel = await contentHotelDetails(http, account, rate.hotelId, query.language, signal);
  return {
    hotel_name: hotel.name.content,
    hotel_id: rate.hotelId,
    address: hotel.address?.content ?? '',
    city_code: hotel.destinationCode ?? '',
    phone: hotel.phones?.[0]?.phoneNumber ?? '',
    stars: starsOf(hotel.categoryCode),
    description: hotel.description?.content ?? '',
    facilities: facilityNames(hotel, false),
    room_facilities: facilityNames(hotel, true),
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
