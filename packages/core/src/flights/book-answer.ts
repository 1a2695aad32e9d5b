import type { Booking, Db, PaymentModel as Payment } from '@tas/db';
import { fromCents } from '../lib/money';
import { repeatStillBeingSettled } from '../payments/book-with-charge';
import { presentPayment } from '../payments/present-payment';
import { ZFlightBookResult, type TFlightBookResult } from './response-schemas';

/** The book's 201 answer: the booking, the flight and its payment. */
export function flightBookAnswer(
  booking: Booking,
  flight: TFlightBookResult['flight'],
  payment: Payment,
  boletoPdfUrl?: string,
): TFlightBookResult {
  return {
    booking: {
      id: booking.id,
      booking_number: booking.bookingNumber,
      locator: booking.locator,
      external_locator: booking.externalLocator,
      status: booking.status === 'confirmed' ? 'confirmed' : 'pending',
      total_amount: fromCents(booking.totalCents),
      currency: booking.currency,
    },
    flight,
    payment: presentPayment(payment, boletoPdfUrl),
  };
}

/**
 * A book repeated under its Idempotency-Key after its answer was lost: the booking it made, as it
 * stands; 409 while that book's charge is still out or being given back (no booking recorded yet).
 */
export async function repeatedFlightBook(db: Db, teamId: string, bookingId: string): Promise<TFlightBookResult> {
  const booking = await db.booking.findFirst({
    where: { id: bookingId, teamId },
    include: { payments: { orderBy: { createdAt: 'asc' }, take: 1 } },
  });
  if (!booking) throw repeatStillBeingSettled();
  // metadata.flight holds the fields of the answer's `flight` under the same names (booking-record.ts).
  const flight = ZFlightBookResult.shape.flight.parse((booking.metadata as { flight?: unknown } | null)?.flight);
  return flightBookAnswer(booking, flight, booking.payments[0]!);
}
