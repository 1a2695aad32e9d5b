import { z } from 'zod';
import { PaymentError } from '../../errors';
import { bodyText, readHeader, tokensMatch, type WebhookHeaders } from '../../headers';
import type { InvoiceEvent } from '../../invoice-port';
import { ASAAS_WEBHOOK_HEADER } from '../webhook';
import { invoiceOf, ZAsaasInvoice } from './wire';

/**
 * Invoice events (https://docs.asaas.com/docs/invoices-events): `{ id, event: INVOICE_*, dateCreated,
 * invoice: {...} }`, with the account's token in `asaas-access-token` (https://docs.asaas.com/docs/sobre-os-webhooks).
 */
const ZInvoiceWebhook = z.object({
  id: z.string().min(1),
  event: z.string().startsWith('INVOICE_'),
  invoice: ZAsaasInvoice,
});

export function parseAsaasInvoiceWebhook(headers: WebhookHeaders, rawBody: string | Uint8Array, secret: string): InvoiceEvent | null {
  if (!tokensMatch(readHeader(headers, ASAAS_WEBHOOK_HEADER), secret)) {
    throw new PaymentError('auth', 'Invalid webhook token');
  }
  let json: unknown;
  try {
    json = JSON.parse(bodyText(rawBody));
  } catch {
    throw new PaymentError('invalid_request', 'Webhook body is not JSON');
  }
  if (!json || typeof json !== 'object' || !('invoice' in json)) return null;
  const parsed = ZInvoiceWebhook.safeParse(json);
  if (!parsed.success) throw new PaymentError('invalid_request', 'Webhook body has an unknown shape');
  return { eventId: parsed.data.id, gatewayEventType: parsed.data.event, invoice: invoiceOf(parsed.data.invoice) };
}
