import type { ChargeResult, PaymentGateway } from '@tas/payments';
import type { Booking, Client, Db, PaymentModel as Payment } from '@tas/db';
import type { Actor } from '../bookings/status';
import { bookWithCharge } from '../payments/book-with-charge';
import { enqueueFollowUp } from '../payments/follow-ups';
import type { KeyMode } from '../suppliers/key-mode';
import { hotelBookingData } from './booking-record';
import { readPrebookOffer } from './prebook-offer';
import type { THotelBookInput } from './schemas';

export interface HotelBookingRequest {
  /** The book's Idempotency-Key (REST), kept on the prebook: the same request repeated gets this booking. */
  idempotencyKey?: string;
  teamId: string;
  actor: Actor;
  input: THotelBookInput;
  customer: Client;
  gateway: PaymentGateway;
  mode: 'automatic' | 'manual';
  /** Made with a test key: the issue that follows uses the sandbox supplier too. */
  keyMode: KeyMode;
  remoteIp: string;
}

export interface CreatedHotelBooking {
  booking: Booking;
  payment: Payment;
  charge: ChargeResult;
}

/**
 * Claims the prebook token, charges, then records the booking and its payment (book-with-charge.ts).
 * A declined card books nothing and the token stays usable; a card that pays confirms the booking
 * at once, PIX and boleto leave both pending until the webhook.
 */
export async function createHotelBooking(db: Db, request: HotelBookingRequest): Promise<CreatedHotelBooking> {
  const { teamId, input, customer } = request;
  return bookWithCharge(db, {
    kind: 'hotel',
    teamId,
    actor: request.actor,
    prebookToken: input.prebook_token,
    idempotencyKey: request.idempotencyKey,
    customer,
    gateway: request.gateway,
    payment: input.payment,
    remoteIp: request.remoteIp,
    keyMode: request.keyMode,
    async draft(tx, held, now) {
      const offer = readPrebookOffer(held);
      const issue = { mode: request.mode, status: 'awaiting_payment' as const, locator: null };
      return { data: await hotelBookingData(tx, { teamId, customer, offer, input, issue, now }), issue, offer };
    },
    async followUps(tx, { booking, payment }, now) {
      // Paid by card in automatic mode: the reservation is due; recorded here so a crash before it is made leaves it to the job.
      if (payment.status === 'paid' && request.mode === 'automatic')
        await enqueueFollowUp(tx, { kind: 'hotel_issue', teamId, bookingId: booking.id, paymentId: payment.id, now });
    },
  });
}
