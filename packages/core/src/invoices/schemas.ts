import { z } from 'zod';
import type { ServiceInvoiceModel } from '@tas/db';
import { fromCents } from '../lib/money';
import { ZPageQuery, ZPagination } from '../lib/pagination';
import { ZId } from '../lib/zod-helpers';

export const INVOICE_STATUSES = [
  'pending',
  'scheduled',
  'synchronized',
  'authorized',
  'processing_cancellation',
  'cancelled',
  'cancellation_denied',
  'error',
] as const;

const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');

export const ZServiceInvoice = z.object({
  id: z.string(),
  booking_id: z.string(),
  booking_number: z.string(),
  /** pending: not yet at the gateway; the rest are the gateway's (Asaas') statuses. */
  status: z.enum(INVOICE_STATUSES),
  /** asaas, or sandbox: a test note (number TESTE-...), never fiscal. */
  gateway: z.string(),
  is_test: z.boolean(),
  number: z.string().nullable(),
  pdf_url: z.string().nullable(),
  xml_url: z.string().nullable(),
  /** The revenue invoiced, in reais; null until issued. */
  value: z.number().nullable(),
  effective_date: z.string().nullable(),
  /** The gateway's or the city hall's reason for the last failure (pt-BR). */
  error_message: z.string().nullable(),
  /** The sale was cancelled with no revenue left: the invoice is being cancelled. */
  cancel_requested: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const ZInvoiceListQuery = ZPageQuery(50).extend({
  status: z.enum(INVOICE_STATUSES).optional(),
  /** Created on or after this day (UTC). */
  from: ZDate.optional(),
  /** Created on or before this day (UTC). */
  to: ZDate.optional(),
});

export const ZInvoiceList = z.object({ invoices: z.array(ZServiceInvoice), pagination: ZPagination });
export const ZBookingInvoice = z.object({ invoice: ZServiceInvoice.nullable() });
export const ZIdInput = z.object({ id: ZId });

export type TInvoiceListQuery = z.infer<typeof ZInvoiceListQuery>;

export function presentInvoice(row: ServiceInvoiceModel & { booking: { bookingNumber: string } }): z.infer<typeof ZServiceInvoice> {
  return {
    id: row.id,
    booking_id: row.bookingId,
    booking_number: row.booking.bookingNumber,
    status: (INVOICE_STATUSES as readonly string[]).includes(row.status) ? (row.status as (typeof INVOICE_STATUSES)[number]) : 'error',
    gateway: row.gateway,
    is_test: row.gateway === 'sandbox',
    number: row.number,
    pdf_url: row.pdfUrl,
    xml_url: row.xmlUrl,
    value: row.valueCents === null ? null : fromCents(row.valueCents),
    effective_date: row.effectiveDate ? row.effectiveDate.toISOString().slice(0, 10) : null,
    error_message: row.errorMessage,
    cancel_requested: row.cancelRequested,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
