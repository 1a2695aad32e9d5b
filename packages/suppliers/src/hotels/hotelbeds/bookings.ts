import { SupplierError } from '../../lib/errors';
import { centsToReais } from '../../lib/money';
import type { HotelBookingRecord, HotelBookRequest, HotelBookResult, HotelCancelResult } from '../port';
import { amountToCents } from './amounts';
import { hotelbedsCall, type HotelbedsAccount, type HotelbedsHttpOptions } from './http';
import { formatIsoDate, todayInBrazil } from '../../lib/dates';
import { ZBookingAnswer, ZBookingListAnswer, type TBooking } from './schemas';

/** Hotelbeds keeps at most 20 characters of our reference and 50 of each name. */
export const clientReferenceOf = (reference: string) =>
  reference
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 20)
    .toUpperCase();
const name50 = (value: string) => value.trim().slice(0, 50);

/** Rooms of a rate, from the rateKey's occupancy field (`...|1~2~0|...`: rooms~adults~children). */
export function roomsInRateKey(rateKey: string): number {
  const rooms = Number(rateKey.split('|')[9]?.split('~')[0]);
  return Number.isSafeInteger(rooms) && rooms > 0 ? rooms : 1;
}

const bookingPath = (locator: string) => `/hotel-api/1.0/bookings/${encodeURIComponent(locator)}`;

/**
 * Hotelbeds does not deduplicate bookings, so a retry after a lost answer (timeout, 5xx) would book
 * twice: first look for a confirmed booking made under the same reference in the last week.
 */
async function bookedBefore(
  http: HotelbedsHttpOptions,
  account: HotelbedsAccount,
  clientReference: string,
  signal?: AbortSignal,
): Promise<TBooking | undefined> {
  const today = todayInBrazil(http.now());
  const query = new URLSearchParams({
    start: formatIsoDate(today - 7),
    end: formatIsoDate(today + 1),
    filterType: 'CREATION',
    status: 'CONFIRMED',
    clientReference,
    from: '1',
    to: '5',
  });
  const answer = await hotelbedsCall(http, account, {
    method: 'GET',
    path: `/hotel-api/1.0/bookings?${query}`,
    schema: ZBookingListAnswer,
    signal,
  });
  return answer.bookings.bookings?.find((booking) => booking.clientReference === clientReference && booking.status === 'CONFIRMED');
}

const toBookResult = (booking: TBooking): HotelBookResult => ({
  locator: booking.reference,
  status: 'confirmed',
  netPrice: centsToReais(amountToCents(booking.totalNet)),
  currency: booking.currency,
  supplierStatus: booking.status,
});

/** The first guest holds the booking; every guest is named, spread over the rooms (one adult name per room at least). */
export async function bookHotelbeds(
  http: HotelbedsHttpOptions,
  account: HotelbedsAccount,
  request: HotelBookRequest,
  signal?: AbortSignal,
): Promise<HotelBookResult> {
  const [holder] = request.guests;
  if (!holder) throw new SupplierError('At least one guest is required', 'invalid_request');
  const clientReference = clientReferenceOf(request.reference);
  const earlier = await bookedBefore(http, account, clientReference, signal);
  if (earlier) return toBookResult(earlier);
  const rooms = roomsInRateKey(request.hotelSearchCode);
  const paxes = request.guests.map((guest, i) => ({
    roomId: (i % rooms) + 1,
    type: 'AD',
    name: name50(guest.firstName),
    surname: name50(guest.lastName),
  }));
  const body = {
    holder: { name: name50(holder.firstName), surname: name50(holder.lastName) },
    rooms: [{ rateKey: request.hotelSearchCode, paxes }],
    clientReference,
    ...(request.specialRequests ? { remark: request.specialRequests.slice(0, 2000) } : {}),
  };
  const { booking } = await hotelbedsCall(http, account, {
    method: 'POST',
    path: '/hotel-api/1.0/bookings',
    body,
    schema: ZBookingAnswer,
    signal,
  });
  if (booking.status !== 'CONFIRMED')
    throw new SupplierError(`Hotelbeds did not confirm the reservation (${booking.status})`, 'unavailable');
  return toBookResult(booking);
}

export async function getHotelbedsBooking(
  http: HotelbedsHttpOptions,
  account: HotelbedsAccount,
  locator: string,
  signal?: AbortSignal,
): Promise<HotelBookingRecord> {
  const { booking } = await hotelbedsCall(http, account, { method: 'GET', path: bookingPath(locator), schema: ZBookingAnswer, signal });
  return toRecord(booking);
}

/** A real cancellation (cancellationFlag=CANCELLATION, not SIMULATION); the answer says what Hotelbeds keeps. */
export async function cancelHotelbeds(
  http: HotelbedsHttpOptions,
  account: HotelbedsAccount,
  locator: string,
  signal?: AbortSignal,
): Promise<HotelCancelResult> {
  const path = `${bookingPath(locator)}?cancellationFlag=CANCELLATION`;
  const { booking } = await hotelbedsCall(http, account, { method: 'DELETE', path, schema: ZBookingAnswer, signal });
  if (booking.status !== 'CANCELLED')
    throw new SupplierError(`Hotelbeds did not cancel the reservation (${booking.status})`, 'unavailable');
  const amount = booking.hotel.cancellationAmount;
  return {
    locator: booking.reference,
    status: 'cancelled',
    ...(amount === undefined ? {} : { cancellationAmount: centsToReais(amountToCents(amount)), currency: booking.currency }),
    supplierStatus: booking.status,
  };
}

function toRecord(booking: TBooking): HotelBookingRecord {
  return {
    locator: booking.reference,
    status: booking.status === 'CANCELLED' ? 'cancelled' : 'confirmed',
    supplierStatus: booking.status,
    clientReference: booking.clientReference ?? null,
    hotelId: String(booking.hotel.code),
    hotelName: booking.hotel.name,
    checkIn: booking.hotel.checkIn,
    checkOut: booking.hotel.checkOut,
    netPrice: centsToReais(amountToCents(booking.totalNet)),
    currency: booking.currency,
  };
}
