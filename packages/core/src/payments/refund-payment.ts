import type { Db } from '@tas/db';
import type { AuditActor } from '../audit/actor';
import { recordAudit } from '../audit/record-audit';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { logger } from '../lib/logger';
import { isUuid } from '../lib/zod-helpers';
import { paymentGatewayNamed } from '../suppliers/payment-gateway';
import { readSettings } from '../teams/settings';
import { GATEWAY_TRANSACTION } from './charged-transaction';
import { lockBookingPayments } from './close-open-payments';
import { paymentFailure } from './payment-errors';
import { presentBookingPayment } from './present-payment';

/**
 * An agency refunds the paid payment of a booking it has cancelled (cancelling never refunds by
 * itself: the supplier's penalties are the agency's call). The payment stays row-locked while the
 * gateway refunds it, so two clicks cannot refund twice; a gateway that refuses leaves it paid,
 * unless it refuses because the charge is already refunded (our write of that refund was lost).
 */
export async function refundBookingPayment(db: Db, teamId: string, bookingId: string, auditBy: AuditActor) {
  if (!isUuid(bookingId)) throw ApiError.notFound('Booking');
  return db.$transaction(async (tx) => {
    await lockBookingPayments(tx, teamId, bookingId);
    const booking = await tx.booking.findFirst({
      where: { id: bookingId, teamId },
      include: { payments: { orderBy: { createdAt: 'desc' } }, team: { select: { settings: true } } },
    });
    if (!booking) throw ApiError.notFound('Booking');
    if (booking.status !== 'cancelled')
      throw new ApiError(400, 'INVALID_STATUS_TRANSITION', 'Cancel the booking before refunding its payment');
    const payment = booking.payments.find((p) => p.status === 'paid');
    if (!payment?.gatewayChargeId) throw new ApiError(400, 'INVALID_STATUS_TRANSITION', 'This booking has no paid payment to refund');
    const gateway = paymentGatewayNamed(readSettings(booking.team.settings), payment.gateway);
    if (!gateway) {
      throw new ApiError(400, 'PROVIDER_NOT_CONFIGURED', `The ${payment.gateway} payment gateway is no longer set up for this team`);
    }
    let result;
    try {
      result = await gateway.refund(payment.gatewayChargeId);
    } catch (error) {
      throw paymentFailure(error);
    }
    // Already refunded at the gateway: an earlier refund whose database write was lost (an outage).
    if (result.alreadyRefunded)
      logger.warn({ paymentId: payment.id, bookingId }, 'payment was already refunded at the gateway; recorded as refunded');
    else logger.info({ paymentId: payment.id, bookingId }, 'payment refunded by the agency');
    const refunded = await tx.payment.update({ where: { id: payment.id }, data: { status: 'refunded', updatedAt: clock.now() } });
    await recordAudit(tx, auditBy, {
      action: 'payment.refunded',
      subject: { type: 'booking', id: booking.id },
      details: {
        booking_number: booking.bookingNumber,
        payment_id: payment.id,
        method: payment.method,
        amount_cents: payment.amountCents,
        already_refunded: Boolean(result.alreadyRefunded),
      },
    });
    return presentBookingPayment(refunded);
  }, GATEWAY_TRANSACTION);
}
