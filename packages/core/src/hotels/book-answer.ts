import type { Booking, Db, PaymentModel as Payment } from '@tas/db';
import { fromCents } from '../lib/money';
import { repeatStillBeingSettled } from '../payments/book-with-charge';
import { presentPayment } from '../payments/present-payment';
import type { THotelBookResult } from './response-schemas';

/** The book's 201 answer: the booking and its payment. */
export function hotelBookAnswer(booking: Booking, payment: Payment, boletoPdfUrl?: string): THotelBookResult {
  return {
    booking: {
      id: booking.id,
      booking_number: booking.bookingNumber,
      locator: booking.locator,
      status: booking.status === 'confirmed' ? 'confirmed' : 'pending',
      total_amount: fromCents(booking.totalCents),
      currency: booking.currency,
    },
    payment: presentPayment(payment, boletoPdfUrl),
  };
}

/**
 * A book repeated under its Idempotency-Key after its answer was lost: the booking it made, as it
 * stands; 409 while that book's charge is still out or being given back (no booking recorded yet).
 */
export async function repeatedHotelBook(db: Db, teamId: string, bookingId: string): Promise<THotelBookResult> {
  const booking = await db.booking.findFirst({
    where: { id: bookingId, teamId },
    include: { payments: { orderBy: { createdAt: 'asc' }, take: 1 } },
  });
  if (!booking) throw repeatStillBeingSettled();
  return hotelBookAnswer(booking, booking.payments[0]!);
}
