import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { PaymentError } from '../errors';
import { bodyText, readHeader, tokensMatch, type WebhookHeaders } from '../headers';
import type { GatewayEvent, GatewayEventKind, WebhookRequest } from '../port';
import type { SandboxChargeRef } from './charge-id';

export const SANDBOX_WEBHOOK_HEADER = 'x-sandbox-webhook-token';

const EVENT_KINDS: Record<string, GatewayEventKind> = {
  'charge.paid': 'paid',
  'charge.refunded': 'refunded',
  'charge.cancelled': 'cancelled',
};

const ZSandboxWebhook = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created_at: z.string(),
  charge: z.object({
    id: z.string().min(1),
    reference: z.string(),
    method: z.string(),
    amount_cents: z.number().int().positive(),
  }),
});

/** A delivery the way a real gateway would send it: a fresh event id, the team's token in a header. */
export function buildSandboxWebhook(args: {
  type: keyof typeof EVENT_KINDS;
  gatewayChargeId: string;
  charge: SandboxChargeRef;
  token: string;
  now: Date;
}): WebhookRequest {
  const body = JSON.stringify({
    id: `evt_sbx_${randomUUID()}`,
    type: args.type,
    created_at: args.now.toISOString(),
    charge: {
      id: args.gatewayChargeId,
      reference: args.charge.reference,
      method: args.charge.method,
      amount_cents: args.charge.amountCents,
    },
  });
  return {
    headers: { 'content-type': 'application/json', [SANDBOX_WEBHOOK_HEADER]: args.token },
    body,
  };
}

export function parseSandboxWebhook(headers: WebhookHeaders, rawBody: string | Uint8Array, secret: string): GatewayEvent {
  if (!tokensMatch(readHeader(headers, SANDBOX_WEBHOOK_HEADER), secret)) {
    throw new PaymentError('auth', 'Invalid webhook token');
  }
  let json: unknown;
  try {
    json = JSON.parse(bodyText(rawBody));
  } catch {
    throw new PaymentError('invalid_request', 'Webhook body is not JSON');
  }
  const parsed = ZSandboxWebhook.safeParse(json);
  if (!parsed.success) throw new PaymentError('invalid_request', 'Webhook body has an unknown shape');
  const event = parsed.data;
  return {
    eventId: event.id,
    kind: EVENT_KINDS[event.type] ?? 'ignored',
    gatewayEventType: event.type,
    gatewayChargeId: event.charge.id,
    reference: event.charge.reference,
    amountCents: event.charge.amount_cents,
  };
}
