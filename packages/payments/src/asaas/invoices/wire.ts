import { z } from 'zod';
import type { GatewayInvoice, InvoiceStatus } from '../../invoice-port';

/**
 * The invoice object of Asaas' v3 API as its reference shows it ("Retrieve a single invoice",
 * https://docs.asaas.com/reference/list-invoices and the webhook sample at
 * https://docs.asaas.com/docs/invoices-events): we read only the fields we keep, and accept any others.
 */
export const ZAsaasInvoice = z
  .object({
    id: z.string().min(1),
    status: z.string().min(1),
    number: z.string().nullish(),
    pdfUrl: z.string().nullish(),
    xmlUrl: z.string().nullish(),
    statusDescription: z.string().nullish(),
    externalReference: z.string().nullish(),
  })
  .loose();

const STATUSES: Record<string, InvoiceStatus> = {
  SCHEDULED: 'scheduled',
  SYNCHRONIZED: 'synchronized',
  AUTHORIZED: 'authorized',
  PROCESSING_CANCELLATION: 'processing_cancellation',
  CANCELED: 'cancelled',
  CANCELLATION_DENIED: 'cancellation_denied',
  ERROR: 'error',
};

export function invoiceOf(raw: z.infer<typeof ZAsaasInvoice>): GatewayInvoice {
  return {
    gatewayInvoiceId: raw.id,
    // A status Asaas adds later reads as still in progress at the city hall, never as issued.
    status: STATUSES[raw.status] ?? 'synchronized',
    number: raw.number ?? null,
    pdfUrl: raw.pdfUrl ?? null,
    xmlUrl: raw.xmlUrl ?? null,
    statusDescription: raw.statusDescription ? raw.statusDescription.slice(0, 500) : null,
    reference: raw.externalReference ?? null,
  };
}
