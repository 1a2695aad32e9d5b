import type { ChargeResult, PaymentGateway } from '@tas/payments';
import type { Booking, Client, Db, PaymentModel as Payment } from '@tas/db';
import type { Actor } from '../bookings/status';
import { bookWithCharge } from '../payments/book-with-charge';
import { enqueueFollowUp } from '../payments/follow-ups';
import type { KeyMode } from '../suppliers/key-mode';
import { supplierTimeoutMs } from '../suppliers/supplier-call';
import type { TSupplierIssue } from '../suppliers/supplier-issue';
import { flightBookingData } from './booking-record';
import { readFlightPrebookOffer, type TFlightPrebookOffer } from './prebook-offer';
import type { TFlightBookInput } from './schemas';

export interface FlightBookingRequest {
  /** The book's Idempotency-Key (REST), kept on the prebook: the same request repeated gets this booking. */
  idempotencyKey?: string;
  teamId: string;
  actor: Actor;
  input: TFlightBookInput;
  customer: Client;
  gateway: PaymentGateway;
  remoteIp: string;
  /** Made with a test key: what follows (release at the supplier) uses the sandbox too. */
  keyMode: KeyMode;
}

export interface CreatedFlightBooking {
  booking: Booking;
  payment: Payment;
  charge: ChargeResult;
  offer: TFlightPrebookOffer;
}

/**
 * Claims the `fpbk_` token, charges, then records the booking and its payment (book-with-charge.ts).
 * A declined card books nothing and the token stays usable. The online supplier issues
 * (automatic); the offline one waits for an agent (manual), after the payment.
 */
export async function createFlightBooking(db: Db, request: FlightBookingRequest): Promise<CreatedFlightBooking> {
  const { teamId, input, customer } = request;
  return bookWithCharge(db, {
    kind: 'flight',
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
      const offer = readFlightPrebookOffer(held);
      const issue: TSupplierIssue = {
        mode: offer.provider === 'online_supplier' ? 'automatic' : 'manual',
        status: 'awaiting_payment',
        locator: null,
        ...(offer.supplier === 'duffel' && { name: 'duffel' as const }),
      };
      return { data: await flightBookingData(tx, { teamId, customer, offer, input, issue, now }), issue, offer };
    },
    async followUps(tx, { booking, payment, offer }, now) {
      // Online: the reservation is made right after this commits. Recorded here, so that a locator the
      // database failed to take (or a process that died) leaves it to the job; taken once the in-process
      // attempt (two supplier timeouts for Duffel's retry) has surely ended.
      if (offer.provider === 'online_supplier')
        await enqueueFollowUp(tx, {
          kind: 'flight_issue',
          teamId,
          bookingId: booking.id,
          paymentId: payment.id,
          now,
          firstJobDelayMs: 2 * supplierTimeoutMs('book') + 60_000,
        });
    },
  });
}
