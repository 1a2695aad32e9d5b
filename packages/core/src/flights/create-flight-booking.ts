import type { ChargeResult, PaymentGateway } from '@tas/payments';
import type { Booking, Client, Db, PaymentModel as Payment, Prisma } from '@tas/db';
import { recordStatusChange, type Actor } from '../bookings/status';
import { clock } from '../lib/clock';
import { chargeBooking, inChargedTransaction, type OnCharged } from '../payments/charged-transaction';
import { enqueueFollowUp } from '../payments/follow-ups';
import { consumePrebook } from '../prebooks/prebook-token';
import type { KeyMode } from '../suppliers/key-mode';
import { supplierTimeoutMs } from '../suppliers/supplier-call';
import { withSupplierIssue, type TSupplierIssue } from '../suppliers/supplier-issue';
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

const METHOD = { pix: 'PIX', boleto: 'boleto', credit_card: 'credit card' } as const;

/**
 * One transaction: claim the `fpbk_` token, create the booking and its payment, charge the gateway.
 * A declined card rolls all of it back and the token stays usable. The online supplier issues
 * (automatic); the offline one waits for an agent (manual), after the payment.
 */
async function bookInTransaction(
  tx: Prisma.TransactionClient,
  request: FlightBookingRequest,
  onCharged: OnCharged,
): Promise<CreatedFlightBooking> {
  const { teamId, input } = request;
  const now = clock.now();
  const prebook = await consumePrebook(tx, 'flight', teamId, input.prebook_token, now);
  const offer = readFlightPrebookOffer(prebook.offer);
  const mode = offer.provider === 'online_supplier' ? 'automatic' : 'manual';
  const pendingIssue: TSupplierIssue = {
    mode,
    status: 'awaiting_payment',
    locator: null,
    ...(offer.supplier === 'duffel' && { name: 'duffel' as const }),
  };
  const booking = await tx.booking.create({
    data: await flightBookingData(tx, { teamId, customer: request.customer, offer, input, issue: pendingIssue, now }),
  });
  const { payment, charge } = await chargeBooking(tx, { ...request, booking, payment: input.payment, now, onCharged });
  const paid = charge.status === 'paid';
  const issue: TSupplierIssue = { ...pendingIssue, status: paid ? 'awaiting_issue' : 'awaiting_payment' };
  const saved = await tx.booking.update({
    where: { id: booking.id },
    data: {
      status: paid ? 'confirmed' : 'pending',
      metadata: { ...withSupplierIssue(booking.metadata, issue), ...(request.keyMode === 'test' && { key_mode: 'test' }) },
    },
  });
  const note = paid ? 'Flight booked and paid by credit card' : `Flight booked, awaiting ${METHOD[input.payment.method]} payment`;
  await recordStatusChange(tx, { bookingId: booking.id, from: null, to: saved.status, actor: request.actor, at: now, note });
  await tx.prebook.update({ where: { id: prebook.id }, data: { bookingId: booking.id, idempotencyKey: request.idempotencyKey ?? null } });
  // Online: the reservation is made right after this commits. Recorded here, so that a locator the
  // database failed to take (or a process that died) leaves it to the job; taken once the in-process
  // attempt (two supplier timeouts for Duffel's retry) has surely ended.
  if (mode === 'automatic')
    await enqueueFollowUp(tx, {
      kind: 'flight_issue',
      teamId,
      bookingId: booking.id,
      paymentId: payment.id,
      now,
      firstJobDelayMs: 2 * supplierTimeoutMs('book') + 60_000,
    });
  return { booking: saved, payment, charge, offer };
}

export async function createFlightBooking(db: Db, request: FlightBookingRequest): Promise<CreatedFlightBooking> {
  return inChargedTransaction(db, request.teamId, request.gateway, (tx, onCharged) => bookInTransaction(tx, request, onCharged));
}
