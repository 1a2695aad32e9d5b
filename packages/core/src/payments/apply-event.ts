import type { GatewayEvent } from '@tas/payments';
import type { PaymentModel as Payment, PaymentStatus, Prisma } from '@tas/db';
import { recordStatusChange, type Actor } from '../bookings/status';
import { supplierIssueOf, withSupplierIssue } from '../suppliers/supplier-issue';
import { clock } from '../lib/clock';
import { logger } from '../lib/logger';
import { enqueuePaymentReceived } from '../mail/enqueue';
import { emitPaymentPaid } from '../outbound-webhooks/emit';
import { isUuid } from '../lib/zod-helpers';
import { enqueueFollowUp } from './follow-ups';
import { PAYMENT_METHOD_NAMES } from './present-payment';

type Tx = Prisma.TransactionClient;

export interface EventOutcome {
  duplicate: boolean;
  /**
   * Work this event made due, recorded in its transaction (follow-ups.ts): a paid automatic hotel
   * booking's supplier reservation, or the refund of money received for a payment already closed.
   */
  followUpId: string | null;
}

const GATEWAY: Actor = { type: 'system', name: 'Payment gateway' };
const CLOSING: Partial<Record<GatewayEvent['kind'], PaymentStatus>> = { expired: 'expired', cancelled: 'cancelled', failed: 'failed' };

/** The payment an event is about, row-locked; matched by our reference (payment id) or the gateway's charge id. */
async function lockPayment(tx: Tx, teamId: string, gateway: string, event: GatewayEvent): Promise<Payment | null> {
  const rows =
    event.reference && isUuid(event.reference)
      ? await tx.$queryRaw<{ id: string }[]>`
          SELECT id FROM payments WHERE id = ${event.reference}::uuid AND team_id = ${teamId}::uuid AND gateway = ${gateway} FOR UPDATE`
      : await tx.$queryRaw<{ id: string }[]>`
          SELECT id FROM payments WHERE gateway_charge_id = ${event.gatewayChargeId} AND team_id = ${teamId}::uuid AND gateway = ${gateway} FOR UPDATE`;
  if (!rows[0]) return null;
  const payment = await tx.payment.findUniqueOrThrow({ where: { id: rows[0].id } });
  const sameCharge = !event.gatewayChargeId || !payment.gatewayChargeId || event.gatewayChargeId === payment.gatewayChargeId;
  return sameCharge ? payment : null;
}

async function lockBooking(tx: Tx, bookingId: string) {
  await tx.$queryRaw`SELECT id FROM bookings WHERE id = ${bookingId}::uuid FOR UPDATE`;
  return tx.booking.findUniqueOrThrow({ where: { id: bookingId } });
}

/**
 * A cleared PIX or boleto: payment paid, booking confirmed and, where issuing waited for the money
 * (hotels, offline flights), awaiting_issue. Only automatic hotel bookings are issued next.
 */
async function markPaid(tx: Tx, payment: Payment, event: GatewayEvent, now: Date): Promise<Omit<EventOutcome, 'duplicate'>> {
  const none = { followUpId: null };
  if (event.amountCents !== null && event.amountCents < payment.amountCents && payment.status === 'pending') {
    logger.warn({ paymentId: payment.id, amountCents: event.amountCents }, 'payment event for less than the charge; left pending');
    return none;
  }
  if (payment.status === 'expired' || payment.status === 'cancelled') return takeLatePayment(tx, payment, now);
  if (payment.status !== 'pending') return none;
  await tx.payment.update({ where: { id: payment.id }, data: { status: 'paid', paidAt: now, updatedAt: now } });
  await emitPaymentPaid(tx, payment.id, now);
  await enqueuePaymentReceived(tx, payment.id, now);
  const booking = await lockBooking(tx, payment.bookingId);
  if (booking.status !== 'pending') {
    logger.warn({ bookingId: booking.id, status: booking.status }, 'payment cleared for a booking that is no longer pending');
    return none;
  }
  const issue = supplierIssueOf(booking.metadata);
  // Only an issue still waiting for the money moves on (an online flight was issued at book already).
  const nextIssue = issue?.status === 'awaiting_payment' ? { ...issue, status: 'awaiting_issue' as const } : null;
  await tx.booking.update({
    where: { id: booking.id },
    data: { status: 'confirmed', updatedAt: now, ...(nextIssue && { metadata: withSupplierIssue(booking.metadata, nextIssue) }) },
  });
  await recordStatusChange(tx, {
    bookingId: booking.id,
    from: 'pending',
    to: 'confirmed',
    actor: GATEWAY,
    at: now,
    note: `${PAYMENT_METHOD_NAMES[payment.method]} payment received`,
  });
  if (booking.type !== 'hotel' || issue?.mode !== 'automatic') return none;
  return {
    followUpId: await enqueueFollowUp(tx, {
      kind: 'hotel_issue',
      teamId: booking.teamId,
      bookingId: booking.id,
      paymentId: payment.id,
      now,
    }),
  };
}

/**
 * Money for a payment we had closed: the payer paid before the void reached the gateway, or the void
 * failed. The booking stays cancelled; the money is recorded as received (never lost from the books)
 * and its refund is recorded as a follow-up in this transaction (follow-ups.ts): tried once this event
 * has committed, then by the job with backoff; if the gateway keeps refusing, the panel offers the refund on the cancelled booking.
 */
async function takeLatePayment(tx: Tx, payment: Payment, now: Date): Promise<Omit<EventOutcome, 'duplicate'>> {
  logger.warn({ paymentId: payment.id, status: payment.status }, 'payment received after it was closed; refunding');
  await tx.payment.update({ where: { id: payment.id }, data: { status: 'paid', paidAt: now, updatedAt: now } });
  await emitPaymentPaid(tx, payment.id, now);
  if (!payment.gatewayChargeId) return { followUpId: null };
  return {
    followUpId: await enqueueFollowUp(tx, {
      kind: 'late_refund',
      teamId: payment.teamId,
      bookingId: payment.bookingId,
      paymentId: payment.id,
      now,
    }),
  };
}

/** An expired, cancelled or failed charge closes its pending payment and cancels the pending booking. */
async function closePayment(tx: Tx, payment: Payment, status: PaymentStatus, now: Date): Promise<void> {
  if (payment.status !== 'pending') return;
  await tx.payment.update({ where: { id: payment.id }, data: { status, updatedAt: now } });
  const booking = await lockBooking(tx, payment.bookingId);
  if (booking.status !== 'pending') return;
  await tx.booking.update({ where: { id: booking.id }, data: { status: 'cancelled', updatedAt: now } });
  await recordStatusChange(tx, {
    bookingId: booking.id,
    from: 'pending',
    to: 'cancelled',
    actor: GATEWAY,
    at: now,
    note: `${PAYMENT_METHOD_NAMES[payment.method]} payment ${status}`,
  });
}

/**
 * Applies one verified gateway event, once: the event id is recorded in the same transaction as the
 * change it causes, so a redelivery (or two at once) changes nothing.
 */
export async function applyGatewayEvent(tx: Tx, teamId: string, gateway: string, event: GatewayEvent): Promise<EventOutcome> {
  const now = clock.now();
  const recorded = await tx.$executeRaw`
    INSERT INTO payment_webhook_events (gateway, event_id, team_id, kind, received_at)
    VALUES (${gateway}, ${event.eventId}, ${teamId}::uuid, ${event.kind}, ${now})
    ON CONFLICT (team_id, gateway, event_id) DO NOTHING`;
  if (recorded === 0) return { duplicate: true, followUpId: null };
  if (event.kind === 'ignored') return { duplicate: false, followUpId: null };
  const payment = await lockPayment(tx, teamId, gateway, event);
  if (!payment) {
    logger.info({ gateway, eventId: event.eventId }, 'payment event for no payment of ours');
    return { duplicate: false, followUpId: null };
  }
  if (event.kind === 'paid') return { duplicate: false, ...(await markPaid(tx, payment, event, now)) };
  if (event.kind === 'refunded' && payment.status === 'paid') {
    await tx.payment.update({ where: { id: payment.id }, data: { status: 'refunded', updatedAt: now } });
  }
  const closing = CLOSING[event.kind];
  if (closing) await closePayment(tx, payment, closing, now);
  return { duplicate: false, followUpId: null };
}
