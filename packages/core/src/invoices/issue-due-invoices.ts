import type { Db } from '@tas/db';
import { logger } from '../lib/logger';
import { processInvoice, type ClaimedInvoice, type InvoiceOutcome } from './issue-invoice';

// A claimed invoice is not claimed again for this long (a gateway call may take a while).
const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH = 20;

/**
 * The invoices.issue job (every minute, and woken when a row, or a sale's cancellation, commits): claims the invoices whose work
 * is due (SKIP LOCKED, so two instances never share one; the lease lets a crashed run's row come back)
 * and issues or cancels each at its gateway.
 */
export async function issueDueInvoices(db: Db, now: Date): Promise<Record<InvoiceOutcome, number>> {
  const counts: Record<InvoiceOutcome, number> = { issued: 0, cancelled: 0, kept: 0, waiting: 0, failed: 0, retry: 0 };
  const rows = await db.$queryRawUnsafe<ClaimedInvoice[]>(
    `UPDATE service_invoices SET due_at = $2, attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM service_invoices
       WHERE (status = 'pending' OR cancel_requested) AND due_at <= $1
       ORDER BY due_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
     RETURNING id::text, booking_id::text, gateway, gateway_invoice_id, status, cancel_requested, attempts`,
    now,
    new Date(now.getTime() + CLAIM_LEASE_MS),
  );
  for (const row of rows) {
    const outcome = await processInvoice(db, row).catch((err: unknown) => {
      logger.error({ err, invoiceId: row.id }, 'service invoice work threw; retried after the lease');
      return 'retry' as const;
    });
    counts[outcome] += 1;
  }
  return counts;
}
