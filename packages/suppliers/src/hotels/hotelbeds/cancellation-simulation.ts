// Hotelbeds' cancellation simulation: the same DELETE as a cancellation, with cancellationFlag=SIMULATION,
// answers the booking with `hotel.cancellationAmount` (what cancelling now would cost) and cancels nothing.
// Hotelbeds documents the flag and its meaning with the booking cancellation call: "In case of any charges
// applied the returned simulation amount will be the charged amount if NOT using the simulation"
// (https://developer.hotelbeds.com/documentation/activities/booking-api/booking-and-post-booking/cancel,
// and the Hotel Booking API's DELETE /hotel-api/1.0/bookings/{bookingId}?cancellationFlag=SIMULATION|CANCELLATION).
import { centsToReais } from '../../lib/money';
import type { HotelCancellationQuote } from '../../lib/cancellation-quote';
import { amountToCents } from './amounts';
import { hotelbedsCall, type HotelbedsAccount, type HotelbedsHttpOptions } from './http';
import { ZBookingAnswer } from './schemas';
import { timeoutOf } from './timeouts';

/** What Hotelbeds would keep if the reservation were cancelled now; no `cancellationAmount` means nothing. */
export async function simulateHotelbedsCancellation(
  http: HotelbedsHttpOptions,
  account: HotelbedsAccount,
  locator: string,
  signal?: AbortSignal,
): Promise<HotelCancellationQuote> {
  const path = `/hotel-api/1.0/bookings/${encodeURIComponent(locator)}?cancellationFlag=SIMULATION`;
  // A cancellation call: Hotelbeds documents 120 s for it (timeouts.ts).
  const { booking } = await hotelbedsCall(http, account, {
    method: 'DELETE',
    path,
    schema: ZBookingAnswer,
    signal,
    timeoutMs: timeoutOf(http, 'cancellation'),
  });
  const amount = booking.hotel.cancellationAmount;
  return { penalty: amount === undefined ? 0 : centsToReais(amountToCents(amount)), currency: booking.currency };
}
