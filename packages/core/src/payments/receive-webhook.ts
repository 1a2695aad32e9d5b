import type { IncomingHttpHeaders } from 'node:http';
import { ASAAS_WEBHOOK_HEADER, isPaymentError, SANDBOX_WEBHOOK_HEADER, type GatewayEvent } from '@tas/payments';
import type { Db } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { logger } from '../lib/logger';
import { paymentGatewayNamed } from '../suppliers/payment-gateway';
import { webhookTokenHash } from '../suppliers/webhook-token';
import { readSettings } from '../teams/settings';
import { applyInvoiceEvent } from '../invoices/apply-invoice-event';
import { invoiceIssuerFor } from '../invoices/invoice-issuer';
import { applyGatewayEvent } from './apply-event';
import { runFollowUpNow } from './follow-ups';

const TOKEN_HEADERS = { sandbox: SANDBOX_WEBHOOK_HEADER, asaas: ASAAS_WEBHOOK_HEADER } as const;
type GatewayName = keyof typeof TOKEN_HEADERS;

const unauthorized = () => new ApiError(401, 'UNAUTHORIZED', 'Invalid webhook token');

function header(headers: IncomingHttpHeaders | Record<string, string>, name: string): string | undefined {
  const value = (headers as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * POST /api/webhooks/payments/{gateway}: the token header names the team (by its SHA-256), the
 * team's gateway verifies and reads the delivery, and the event is applied once. Work it made due
 * (a paid automatic hotel's reservation, a late payment's refund) was recorded with it and is tried
 * once before the answer; if that fails or this process dies first, the follow-ups job retries it.
 */
export async function receivePaymentWebhook(
  db: Db,
  gatewayName: string,
  headers: IncomingHttpHeaders | Record<string, string>,
  rawBody: string,
) {
  if (!Object.hasOwn(TOKEN_HEADERS, gatewayName)) throw ApiError.notFound('Payment gateway');
  const name = gatewayName as GatewayName;
  const token = header(headers, TOKEN_HEADERS[name]);
  if (!token) throw unauthorized();
  const team = await db.team.findFirst({
    where: { settings: { path: ['webhookTokenHash'], equals: webhookTokenHash(token) } },
    select: { id: true, settings: true },
  });
  if (!team) throw unauthorized();
  const settings = readSettings(team.settings);
  // The sandbox path serves every team's test-mode payments (test keys charge there whatever the live
  // gateway); events only ever touch payments of the gateway they came through (apply-event.ts).
  const gateway = name === 'sandbox' || settings.paymentGateway === name ? paymentGatewayNamed(settings, name) : null;
  if (!gateway) throw unauthorized();

  let event: GatewayEvent;
  try {
    // An NFS-e event (Asaas INVOICE_*) concerns the team's invoices, not a charge (invoices/).
    const invoiceEvent = invoiceIssuerFor(settings, name)?.parseWebhook(headers, rawBody, token);
    if (invoiceEvent) return await applyInvoiceEvent(db, team.id, name, invoiceEvent);
    event = gateway.parseWebhook(headers, rawBody, token);
  } catch (error) {
    if (isPaymentError(error) && error.kind === 'auth') throw unauthorized();
    if (isPaymentError(error)) throw ApiError.validation(`Validation error: body: ${error.message}`);
    throw error;
  }
  const outcome = await db.$transaction((tx) => applyGatewayEvent(tx, team.id, name, event));
  // The event is committed: whatever happens to this first try, the gateway hears 200 and the job retries.
  if (outcome.followUpId)
    await runFollowUpNow(db, outcome.followUpId).catch((err: unknown) =>
      logger.error({ err, followUpId: outcome.followUpId }, 'payment follow-up not run in process'),
    );
  return { received: true as const, duplicate: outcome.duplicate };
}
