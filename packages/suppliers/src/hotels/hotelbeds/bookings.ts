import { SupplierError } from '../../lib/errors';
import { centsToReais } from '../../lib/money';
import type { HotelBookingRecord, HotelBookRequest, HotelBookResult, HotelCancelResult } from '../port';
import { amountToCents } from './amounts';
import { LRUCache } from 'lru-cache';
import { formatIsoDate, todayInBrazil } from '../../lib/dates';
import { hotelbedsCall, type HotelbedsAccount } from './http';
import { bookingPaxes } from './occupancy';
import { ZBookingAnswer, ZBookingListAnswer, type TBooking } from './schemas';
import { fromSearchCode } from './search-code';
import { timeoutOf, type HotelbedsHttp } from './timeouts';

/** Hotelbeds keeps at most 20 characters of our reference and 50 of each name. */
export const clientReferenceOf = (reference: string) =>
  reference
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 20)
    .toUpperCase();
const name50 = (value: string) => value.trim().slice(0, 50);

const bookingPath = (locator: string) => `/hotel-api/1.0/bookings/${encodeURIComponent(locator)}`;

/** Hotelbeds' words for a booking made: PRECONFIRMED is made too, the hotel's own confirmation to follow. */
const BOOKED = new Set(['CONFIRMED', 'PRECONFIRMED']);

/**
 * Client references whose booking call may have reached Hotelbeds without our knowing the outcome
 * (a timeout, a dropped connection, a 5xx, an unreadable answer) or which it confirmed: the next book
 * under one of them looks the booking up first. Hotelbeds does not deduplicate bookings, and asks for
 * no BookingList before a booking otherwise (evaluation keys allow about 50 calls a day).
 */
export class BookingAttempts {
  readonly #references = new LRUCache<string, true>({ max: 10_000, ttl: 7 * 24 * 3_600_000 });
  touched = (clientReference: string) => this.#references.has(clientReference);
  remember = (clientReference: string) => void this.#references.set(clientReference, true);
}

/** An outcome that does not say whether Hotelbeds booked: a refusal (4xx) says it did not. */
function uncertain(error: unknown): boolean {
  if (!(error instanceof SupplierError)) return true;
  if (error.kind === 'timeout') return true;
  const status = error.details.status;
  return error.kind === 'unavailable' && (status === undefined || status >= 500);
}

/** The booking made under our reference in the last week, if any (BookingList by clientReference). */
async function bookedBefore(
  http: HotelbedsHttp,
  account: HotelbedsAccount,
  clientReference: string,
  signal?: AbortSignal,
): Promise<TBooking | undefined> {
  const today = todayInBrazil(http.now());
  const query = new URLSearchParams({
    start: formatIsoDate(today - 7),
    end: formatIsoDate(today + 1),
    filterType: 'CREATION',
    status: 'ALL',
    clientReference,
    from: '1',
    to: '5',
  });
  const answer = await hotelbedsCall(http, account, {
    method: 'GET',
    path: `/hotel-api/1.0/bookings?${query}`,
    schema: ZBookingListAnswer,
    signal,
    timeoutMs: timeoutOf(http, 'list'),
  });
  return answer.bookings.bookings?.find((booking) => booking.clientReference === clientReference && BOOKED.has(booking.status));
}

const toBookResult = (booking: TBooking): HotelBookResult => ({
  locator: booking.reference,
  status: 'confirmed',
  netPrice: centsToReais(amountToCents(booking.totalNet)),
  currency: booking.currency,
  supplierStatus: booking.status,
  voucher: voucherFacts(booking),
});

/** What Hotelbeds requires on the voucher, from its booking answer. */
function voucherFacts(booking: TBooking): NonNullable<HotelBookResult['voucher']> {
  const rates = (booking.hotel.rooms ?? []).flatMap((room) => room.rates ?? []);
  const comments = [...new Set(rates.map((rate) => rate.rateComments?.trim()).filter((text): text is string => !!text))];
  const supplier = booking.hotel.supplier;
  return {
    ...(booking.creationDate ? { bookedOn: booking.creationDate } : {}),
    ...(booking.hotel.categoryName ? { hotelCategory: booking.hotel.categoryName } : {}),
    ...(rates[0]?.boardName ? { boardName: rates[0].boardName } : {}),
    ...(comments.length ? { rateComments: comments.join('\n') } : {}),
    ...(supplier ? { payableThrough: { name: supplier.name, ...(supplier.vatNumber ? { vatNumber: supplier.vatNumber } : {}) } } : {}),
    ...(booking.status === 'PRECONFIRMED' ? { hotelConfirmationPending: true } : {}),
  };
}

/**
 * One booking call (after at most one availability and, for RECHECK rates, one CheckRates). The
 * lookup by client reference comes first only when an earlier attempt under the same reference may
 * have booked: this process saw it end uncertainly (or confirmed), or core says it is a retry.
 * The first guest holds the booking; every guest is named, spread over the rooms.
 */
/** The hotel's address and telephone for the voucher (Content API, kept by the adapter); nothing when unknown. */
export type HotelContact = (hotelCode: number) => Promise<{ address?: string; phone?: string }>;

export async function bookHotelbeds(
  http: HotelbedsHttp,
  account: HotelbedsAccount,
  request: HotelBookRequest,
  attempts: BookingAttempts,
  contact: HotelContact,
  signal?: AbortSignal,
): Promise<HotelBookResult> {
  const [holder] = request.guests;
  if (!holder) throw new SupplierError('At least one guest is required', 'invalid_request');
  const clientReference = clientReferenceOf(request.reference);
  if (request.retry || attempts.touched(clientReference)) {
    const earlier = await bookedBefore(http, account, clientReference, signal);
    if (earlier) return withContact(toBookResult(earlier), earlier, contact);
  }
  // The rateKey goes back exactly as Hotelbeds gave it; the rooms come from our code, not from inside the key.
  const { rateKey, rooms } = fromSearchCode(request.hotelSearchCode);
  // Adults as AD, and a CH pax with its age for each child priced (occupancy.ts).
  const paxes = bookingPaxes(request.guests, request.childrenAges, rooms);
  const body = {
    holder: { name: name50(holder.firstName), surname: name50(holder.lastName) },
    rooms: [{ rateKey, paxes }],
    clientReference,
    ...(request.specialRequests ? { remark: request.specialRequests.slice(0, 2000) } : {}),
  };
  let booking: TBooking;
  try {
    ({ booking } = await hotelbedsCall(http, account, {
      method: 'POST',
      path: '/hotel-api/1.0/bookings',
      body,
      schema: ZBookingAnswer,
      signal,
      timeoutMs: timeoutOf(http, 'booking'),
    }));
  } catch (error) {
    if (uncertain(error)) attempts.remember(clientReference);
    throw error;
  }
  attempts.remember(clientReference);
  if (!BOOKED.has(booking.status)) throw new SupplierError(`Hotelbeds did not confirm the reservation (${booking.status})`, 'unavailable');
  return withContact(toBookResult(booking), booking, contact);
}

/** The voucher's hotel address and telephone; a content failure never fails a booking made. */
async function withContact(result: HotelBookResult, booking: TBooking, contact: HotelContact): Promise<HotelBookResult> {
  const found = await contact(booking.hotel.code).catch((): { address?: string; phone?: string } => ({}));
  return {
    ...result,
    voucher: {
      ...result.voucher,
      ...(found.address ? { hotelAddress: found.address } : {}),
      ...(found.phone ? { hotelPhone: found.phone } : {}),
    },
  };
}

export async function getHotelbedsBooking(
  http: HotelbedsHttp,
  account: HotelbedsAccount,
  locator: string,
  signal?: AbortSignal,
): Promise<HotelBookingRecord> {
  const { booking } = await hotelbedsCall(http, account, {
    method: 'GET',
    path: bookingPath(locator),
    schema: ZBookingAnswer,
    signal,
    timeoutMs: timeoutOf(http, 'detail'),
  });
  return toRecord(booking);
}

/** A real cancellation (cancellationFlag=CANCELLATION, not SIMULATION); the answer says what Hotelbeds keeps. */
export async function cancelHotelbeds(
  http: HotelbedsHttp,
  account: HotelbedsAccount,
  locator: string,
  signal?: AbortSignal,
): Promise<HotelCancelResult> {
  const path = `${bookingPath(locator)}?cancellationFlag=CANCELLATION`;
  const { booking } = await hotelbedsCall(http, account, {
    method: 'DELETE',
    path,
    schema: ZBookingAnswer,
    signal,
    timeoutMs: timeoutOf(http, 'cancellation'),
  });
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
    // CONFIRMED and PRECONFIRMED are both booked; anything else Hotelbeds holds as not cancelled is too.
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
