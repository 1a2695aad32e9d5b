import type { InvoiceEvent } from '@tas/payments';
import type { Db } from '@tas/db';
import { clock } from '../lib/clock';
import { logger } from '../lib/logger';
import { isUuid } from '../lib/zod-helpers';

/**
 * An invoice webhook of a team's gateway (receive-webhook.ts found the team by its token): the
 * invoice's status, number and files, once per event id (recorded in the same transaction as the
 * change, beside the payment events). Only that team's invoices of that gateway are touched; a
 * cancelled invoice stays cancelled whatever arrives late.
 */
export async function applyInvoiceEvent(db: Db, teamId: string, gateway: string, event: InvoiceEvent) {
  return db.$transaction(async (tx) => {
    const now = clock.now();
    const recorded = await tx.$executeRaw`
      INSERT INTO payment_webhook_events (gateway, event_id, team_id, kind, received_at)
      VALUES (${gateway}, ${event.eventId}, ${teamId}::uuid, 'invoice', ${now})
      ON CONFLICT (team_id, gateway, event_id) DO NOTHING`;
    if (recorded === 0) return { received: true as const, duplicate: true };
    const { invoice } = event;
    const failed = invoice.status === 'error' || invoice.status === 'cancellation_denied';
    const ours = invoice.reference && isUuid(invoice.reference) ? [{ id: invoice.reference }] : [];
    const changed = await tx.serviceInvoice.updateMany({
      where: {
        teamId,
        gateway,
        status: { not: 'cancelled' },
        OR: [{ gatewayInvoiceId: invoice.gatewayInvoiceId }, ...ours.map((o) => ({ id: o.id, gatewayInvoiceId: null }))],
      },
      data: {
        gatewayInvoiceId: invoice.gatewayInvoiceId,
        status: invoice.status,
        ...(invoice.number && { number: invoice.number }),
        ...(invoice.pdfUrl && { pdfUrl: invoice.pdfUrl }),
        ...(invoice.xmlUrl && { xmlUrl: invoice.xmlUrl }),
        errorMessage: failed ? (invoice.statusDescription ?? 'Erro na emissão da nota fiscal') : null,
      },
    });
    if (changed.count === 0) logger.info({ gateway, eventId: event.eventId }, 'invoice event for no invoice of ours');
    return { received: true as const, duplicate: false };
  });
}
