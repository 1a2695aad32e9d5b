import { z } from 'zod';
import { PaymentError } from '../errors';
import { bodyText, readHeader, tokensMatch, type WebhookHeaders } from '../headers';
import { reaisToCents } from '../money';
import type { GatewayEvent, GatewayEventKind } from '../port';
import { chargeIdOf } from './charge-id';

/** Asaas sends the token configured with the webhook in this header. */
export const ASAAS_WEBHOOK_HEADER = 'asaas-access-token';

// Card payments are CONFIRMED at capture and RECEIVED at settlement; PIX and boleto only RECEIVED.
const EVENT_KINDS: Record<string, GatewayEventKind> = {
  PAYMENT_CONFIRMED: 'paid',
  PAYMENT_RECEIVED: 'paid',
  PAYMENT_RECEIVED_IN_CASH: 'paid',
  PAYMENT_REFUNDED: 'refunded',
  PAYMENT_DELETED: 'cancelled',
  PAYMENT_OVERDUE: 'expired',
  PAYMENT_CREDIT_CARD_CAPTURE_REFUSED: 'failed',
  PAYMENT_REPROVED_BY_RISK_ANALYSIS: 'failed',
};

const ZAsaasWebhook = z.object({
  id: z.string().min(1),
  event: z.string().min(1),
  payment: z
    .object({
      id: z.string().min(1),
      externalReference: z.string().nullish(),
      installment: z.string().nullish(),
      value: z.number().nullish(),
    })
    .nullish(),
});

export function parseAsaasWebhook(headers: WebhookHeaders, rawBody: string | Uint8Array, secret: string): GatewayEvent {
  if (!tokensMatch(readHeader(headers, ASAAS_WEBHOOK_HEADER), secret)) {
    throw new PaymentError('auth', 'Invalid webhook token');
  }
  let json: unknown;
  try {
    json = JSON.parse(bodyText(rawBody));
  } catch {
    throw new PaymentError('invalid_request', 'Webhook body is not JSON');
  }
  const parsed = ZAsaasWebhook.safeParse(json);
  if (!parsed.success) throw new PaymentError('invalid_request', 'Webhook body has an unknown shape');
  const { id, event, payment } = parsed.data;
  return {
    eventId: id,
    // Events without a payment (transfers, invoices, ...) concern no charge of ours.
    kind: payment ? (EVENT_KINDS[event] ?? 'ignored') : 'ignored',
    gatewayEventType: event,
    gatewayChargeId: payment ? chargeIdOf(payment) : null,
    reference: payment?.externalReference ?? null,
    amountCents: payment?.value != null ? reaisToCents(payment.value) : null,
  };
}
