import { SandboxGateway } from '@tas/payments';
import type { Db, KeyMode } from '@tas/db';
import type { Caller } from '../context';
import { supplierIssueOf } from '../suppliers/supplier-issue';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { inTeam } from '../lib/team-scope';
import { isUuid } from '../lib/zod-helpers';
import { paymentGatewayNamed } from '../suppliers/payment-gateway';
import { readSettings } from '../teams/settings';
import { receivePaymentWebhook } from './receive-webhook';

/**
 * POST /api/v1/sandbox/payments/{id}/pay: the sandbox "bank" pays a pending PIX or boleto. Its
 * signed delivery goes in-process to the same service as POST /api/webhooks/payments/sandbox
 * (token lookup, verification, idempotency), so the test exercises the real webhook path.
 */
export async function paySandboxPayment(db: Db, caller: Caller, keyMode: KeyMode | null, paymentId: string) {
  if (caller.kind === 'api_key' && keyMode !== 'test') throw new ApiError(403, 'FORBIDDEN', 'Sandbox payments need a test API key');
  const payment = isUuid(paymentId) ? await db.payment.findFirst({ where: inTeam(caller.teamId, { id: paymentId }) }) : null;
  if (!payment) throw ApiError.notFound('Payment');
  const gateway = paymentGatewayNamed(readSettings(caller.team.settings), payment.gateway);
  if (payment.gateway !== 'sandbox' || !payment.gatewayChargeId || !(gateway instanceof SandboxGateway)) {
    throw ApiError.validation('Validation error: id: not a payment of the sandbox gateway');
  }
  if (payment.status !== 'pending')
    throw new ApiError(400, 'INVALID_STATUS_TRANSITION', `Payment is ${payment.status}: only pending payments can be paid`);

  const delivery = gateway.simulatePayment(payment.gatewayChargeId, clock.now());
  await receivePaymentWebhook(db, 'sandbox', delivery.headers, delivery.body);
  const paid = await db.payment.findUniqueOrThrow({ where: { id: payment.id }, include: { booking: true } });
  return {
    payment: { id: paid.id, method: paid.method, status: paid.status, paid_at: paid.paidAt?.toISOString() ?? null },
    booking: {
      id: paid.booking.id,
      booking_number: paid.booking.bookingNumber,
      status: paid.booking.status,
      supplier: supplierIssueOf(paid.booking.metadata),
    },
  };
}
