import type { ChargeResult, PaymentGateway } from '@tas/payments';
import type { Booking, Client, Db, PaymentModel as Payment, Prisma } from '@tas/db';
import { recordStatusChange, type Actor } from '../bookings/status';
import { clock } from '../lib/clock';
import { chargeBooking, inChargedTransaction, type OnCharged } from '../payments/charged-transaction';
import { enqueueFollowUp } from '../payments/follow-ups';
import type { KeyMode } from '../suppliers/key-mode';
import { hotelBookingData } from './booking-record';
import { readPrebookOffer } from './prebook-offer';
import { consumePrebook } from '../prebooks/prebook-token';
import type { THotelBookInput } from './schemas';
import { withSupplierIssue } from '../suppliers/supplier-issue';

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
 * One transaction: claim the prebook token, create the booking and its payment, charge the gateway.
 * A declined card (or any failure) rolls all of it back and the token stays usable; a card that
 * pays confirms the booking at once, PIX and boleto leave both pending until the webhook.
 */
async function bookInTransaction(tx: Prisma.TransactionClient, request: HotelBookingRequest, onCharged: OnCharged) {
  const { teamId, input, gateway } = request;
  const now = clock.now();
  const prebook = await consumePrebook(tx, 'hotel', teamId, input.prebook_token, now);
  const offer = readPrebookOffer(prebook.offer);
  const pendingIssue = { mode: request.mode, status: 'awaiting_payment' as const, locator: null };
  const booking = await tx.booking.create({
    data: await hotelBookingData(tx, { teamId, customer: request.customer, offer, input, issue: pendingIssue, now }),
  });
  const method = input.payment.method;
  const { payment: paidPayment, charge } = await chargeBooking(tx, {
    teamId,
    booking,
    gateway,
    customer: request.customer,
    payment: input.payment,
    remoteIp: request.remoteIp,
    now,
    onCharged,
  });
  const paid = charge.status === 'paid';
  const issue = { ...pendingIssue, status: paid ? ('awaiting_issue' as const) : ('awaiting_payment' as const) };
  const saved = await tx.booking.update({
    where: { id: booking.id },
    data: {
      status: paid ? 'confirmed' : 'pending',
      metadata: { ...withSupplierIssue(booking.metadata, issue), ...(request.keyMode === 'test' && { key_mode: 'test' }) },
    },
  });
  const note = paid ? 'Hotel booked and paid by credit card' : `Hotel booked, awaiting ${method === 'pix' ? 'PIX' : 'boleto'} payment`;
  await recordStatusChange(tx, { bookingId: booking.id, from: null, to: saved.status, actor: request.actor, at: now, note });
  await tx.prebook.update({ where: { id: prebook.id }, data: { bookingId: booking.id, idempotencyKey: request.idempotencyKey ?? null } });
  // Paid by card in automatic mode: the reservation is due; recorded here so a crash before it is made leaves it to the job.
  if (paid && request.mode === 'automatic')
    await enqueueFollowUp(tx, { kind: 'hotel_issue', teamId, bookingId: booking.id, paymentId: paidPayment.id, now });
  return { booking: saved, payment: paidPayment, charge };
}

export async function createHotelBooking(db: Db, request: HotelBookingRequest): Promise<CreatedHotelBooking> {
  return inChargedTransaction(db, request.teamId, request.gateway, (tx, onCharged) => bookInTransaction(tx, request, onCharged));
}
