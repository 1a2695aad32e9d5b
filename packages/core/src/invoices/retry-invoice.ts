import type { Db } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { isUuid } from '../lib/zod-helpers';
import { processInvoice, type ClaimedInvoice } from './issue-invoice';
import { getInvoice } from './list-invoices';

/**
 * The panel's "Tentar novamente" for an invoice the gateway refused (error): back to pending with
 * the team's current settings, and one attempt now; the job takes it if this one cannot finish.
 */
export async function retryInvoice(db: Db, teamId: string, id: string) {
  const now = clock.now();
  if (!isUuid(id)) throw ApiError.notFound('Invoice');
  const rows = await db.$queryRaw<ClaimedInvoice[]>`
    UPDATE service_invoices SET status = 'pending', error_message = NULL, attempts = attempts + 1, due_at = ${new Date(now.getTime() + 5 * 60_000)}
    WHERE id = ${id}::uuid AND team_id = ${teamId}::uuid AND status = 'error'
    RETURNING id::text, booking_id::text, gateway, gateway_invoice_id, 'pending' AS status, cancel_requested, attempts`;
  if (!rows[0]) {
    const current = await getInvoice(db, teamId, id);
    throw new ApiError(400, 'INVALID_STATUS_TRANSITION', `Cannot retry an invoice in status ${current.status}`);
  }
  await processInvoice(db, rows[0]);
  return getInvoice(db, teamId, id);
}
