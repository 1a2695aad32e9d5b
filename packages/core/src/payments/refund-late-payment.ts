import type { Db } from '@tas/db';
import { clock } from '../lib/clock';
import { logger } from '../lib/logger';
import { paymentGatewayNamed } from '../suppliers/payment-gateway';
import { readSettings } from '../teams/settings';
import { GATEWAY_TRANSACTION } from './charged-transaction';
import { lockBookingPayments } from './close-open-payments';
import type { FollowUpAttempt } from './follow-ups';

/**
 * Refunds money that arrived for a payment we had closed (apply-event.ts, takeLatePayment). The
 * booking's payments stay row-locked while the gateway refunds, as in the agency's own refund
 * (refund-payment.ts): however many runs, redeliveries or clicks meet here, one refund is made.
 */
export async function refundLatePayment(db: Db, teamId: string, paymentId: string): Promise<FollowUpAttempt> {
  return db.$transaction(async (tx) => {
    const found = await tx.payment.findFirst({ where: { id: paymentId, teamId }, select: { bookingId: true } });
    if (!found) return { done: true };
    await lockBookingPayments(tx, teamId, found.bookingId);
    const payment = await tx.payment.findUniqueOrThrow({
      where: { id: paymentId },
      include: { booking: { select: { status: true } }, team: { select: { settings: true } } },
    });
    // Refunded meanwhile (by the agency, or an earlier run), or the booking was revived: nothing to give back.
    if (payment.status !== 'paid' || !payment.gatewayChargeId) return { done: true };
    if (payment.booking.status !== 'cancelled') {
      logger.warn(
        { paymentId, bookingId: found.bookingId, status: payment.booking.status },
        'late payment kept: its booking is no longer cancelled',
      );
      return { done: true };
    }
    const gateway = paymentGatewayNamed(readSettings(payment.team.settings), payment.gateway);
    if (!gateway) return { done: false, error: `The ${payment.gateway} payment gateway is no longer set up for this team` };
    let result;
    try {
      result = await gateway.refund(payment.gatewayChargeId);
    } catch (err) {
      return { done: false, error: err instanceof Error ? err.message : String(err) };
    }
    await tx.payment.update({ where: { id: payment.id }, data: { status: 'refunded', updatedAt: clock.now() } });
    // Already refunded at the gateway: an earlier run's refund whose database write was lost.
    logger.info({ paymentId, bookingId: found.bookingId, alreadyRefunded: result.alreadyRefunded === true }, 'late payment refunded');
    return { done: true };
  }, GATEWAY_TRANSACTION);
}
