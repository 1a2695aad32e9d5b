import type { Prisma } from '@tas/db';
import type { Db } from '@tas/db';
import type { AuditActor } from '../audit/actor';
import { recordAudit } from '../audit/record-audit';
import { reconcilePayable } from '../finance/reconcile-payable';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { logger } from '../lib/logger';
import { enqueueBookingCancelled } from '../mail/enqueue';
import { GATEWAY_TRANSACTION } from '../payments/charged-transaction';
import { lockBookingPayments } from '../payments/close-open-payments';
import { paymentFailure } from '../payments/payment-errors';
import { paymentGatewayNamed } from '../suppliers/payment-gateway';
import { readSettings } from '../teams/settings';
import { findCancellableBooking, paidPaymentOf, type CancellableBooking, type CancellationQuote } from './quote';

/** A booking's cancellation as recorded; `refundedNow` is false when an earlier confirmation had settled it. */
export interface SettledCancellation {
  booking: CancellableBooking;
  refundedNow: boolean;
}

/**
 * Gives the customer back the quoted refund through the gateway that took the payment and records
 * penalty, fee and refund on the booking, all under the payment rows' lock (as a refund always is):
 * a second or concurrent confirmation finds the booking settled and refunds nothing more, and a
 * refund never goes above what the payment still holds.
 */
export async function settleCancellationRefund(
  db: Db,
  teamId: string,
  quote: CancellationQuote,
  auditBy: AuditActor,
): Promise<SettledCancellation> {
  const bookingId = quote.booking.id;
  return db.$transaction(async (tx) => {
    await lockBookingPayments(tx, teamId, bookingId);
    await tx.$queryRaw`SELECT id FROM bookings WHERE id = ${bookingId}::uuid AND team_id = ${teamId}::uuid FOR UPDATE`;
    const booking = await findCancellableBooking(tx, teamId, bookingId);
    if (booking.cancellationRefundCents !== null) return { booking, refundedNow: false };
    if (booking.status !== 'cancelled') throw new ApiError(400, 'INVALID_STATUS_TRANSITION', 'Cancel the booking before refunding it');
    const payment = paidPaymentOf(booking.payments);
    const refundable = payment ? payment.amountCents - (payment.refundedCents ?? 0) : 0;
    const refundCents = Math.min(quote.refundCents, refundable);
    const now = clock.now();
    if (payment && refundCents > 0) await refundThroughGateway(tx, booking, payment, refundCents, now);
    const settled = await tx.booking.update({
      where: { id: booking.id },
      data: {
        cancellationPenaltyCents: quote.penaltyCents,
        cancellationFeeCents: quote.feeCents,
        cancellationRefundCents: refundCents,
        updatedAt: now,
      },
      include: { team: { select: { settings: true } }, payments: { orderBy: { createdAt: 'desc' } } },
    });
    // What the agency owes the supplier becomes the penalty just recorded, in the same transaction.
    await reconcilePayable(tx, booking.id);
    await recordAudit(tx, auditBy, {
      action: 'booking.cancellation_refunded',
      subject: { type: 'booking', id: booking.id },
      details: {
        booking_number: booking.bookingNumber,
        payment_id: payment?.id ?? null,
        supplier_penalty_cents: quote.penaltyCents,
        agency_fee_cents: quote.feeCents,
        refund_cents: refundCents,
        source: quote.source,
      },
    });
    await enqueueBookingCancelled(tx, booking.id, now);
    return { booking: settled, refundedNow: true };
  }, GATEWAY_TRANSACTION);
}

type Payment = CancellableBooking['payments'][number];

async function refundThroughGateway(
  tx: Prisma.TransactionClient,
  booking: CancellableBooking,
  payment: Payment,
  refundCents: number,
  now: Date,
): Promise<void> {
  const gateway = paymentGatewayNamed(readSettings(booking.team.settings), payment.gateway);
  if (!gateway) {
    throw new ApiError(400, 'PROVIDER_NOT_CONFIGURED', `The ${payment.gateway} payment gateway is no longer set up for this team`);
  }
  const whole = refundCents === payment.amountCents && !payment.refundedCents;
  try {
    // A whole refund is asked without an amount, so a gateway that already refunded it says so.
    await gateway.refund(payment.gatewayChargeId!, whole ? undefined : refundCents);
  } catch (error) {
    throw paymentFailure(error);
  }
  logger.info({ paymentId: payment.id, bookingId: booking.id, refundCents }, 'cancellation refunded');
  await tx.payment.update({
    where: { id: payment.id },
    data: { status: 'refunded', refundedCents: (payment.refundedCents ?? 0) + refundCents, updatedAt: now },
  });
}
