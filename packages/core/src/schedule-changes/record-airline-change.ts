import { randomUUID } from 'node:crypto';
import type { AirlineChange, DuffelEvent } from '@tas/suppliers';
import type { Prisma } from '@tas/db';
import { recordStatusChange, type Actor } from '../bookings/status';
import { enqueueMail } from '../mail/enqueue';
import { emitScheduleChanged } from './emit-schedule-changed';
import { segmentLine } from './segments';

type Tx = Prisma.TransactionClient;

export const DUFFEL_ACTOR: Actor = { type: 'system', name: 'Duffel' };

/**
 * The event's row, once per team and event id: false when it was stored already (a redelivery or a
 * replay), and then the caller changes nothing.
 */
export async function storeSupplierEvent(tx: Tx, teamId: string, event: DuffelEvent, at: Date): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO supplier_events (id, team_id, supplier, event_id, type, payload, received_at)
    VALUES (${randomUUID()}::uuid, ${teamId}::uuid, 'duffel', ${event.id}, ${event.type}, ${JSON.stringify(event)}::jsonb, ${at})
    ON CONFLICT (team_id, supplier, event_id) DO NOTHING RETURNING id`;
  return rows.length > 0;
}

export async function markEventProcessed(
  tx: Pick<Tx, 'supplierEvent'>,
  teamId: string,
  eventId: string,
  outcome: string,
  at: Date,
): Promise<void> {
  await tx.supplierEvent.updateMany({ where: { teamId, supplier: 'duffel', eventId }, data: { processedAt: at, outcome } });
}

/** The flight booking of a Duffel order (its id recorded in `metadata.supplier.order_id` at book). */
export function bookingOfOrder(tx: Tx, teamId: string, orderId: string) {
  return tx.booking.findFirst({
    where: { teamId, type: 'flight', metadata: { path: ['supplier', 'order_id'], equals: orderId } },
    select: { id: true, status: true, customer: { select: { email: true } } },
  });
}

/**
 * An airline's change, in the transaction that stores its event: the schedule change on the booking (once per
 * change: a second event about it adds nothing), a line in the booking's history, the customer's e-mail in the
 * outbox and booking.schedule_changed for the team's endpoints. Answers what the event did.
 */
export async function recordAirlineChange(tx: Tx, teamId: string, change: AirlineChange, at: Date): Promise<string> {
  const booking = await bookingOfOrder(tx, teamId, change.orderId);
  if (!booking) return `no booking for order ${change.orderId}`;
  const id = randomUUID();
  const created = await tx.scheduleChange.createMany({
    data: {
      id,
      teamId,
      bookingId: booking.id,
      supplier: 'duffel',
      supplierChangeId: change.id,
      removed: change.removed as unknown as Prisma.InputJsonArray,
      added: change.added as unknown as Prisma.InputJsonArray,
      availableActions: change.availableActions,
      createdAt: at,
      updatedAt: at,
    },
    skipDuplicates: true,
  });
  if (created.count === 0) return `schedule change ${change.id} known already`;
  await recordStatusChange(tx, {
    bookingId: booking.id,
    from: booking.status,
    to: booking.status,
    actor: DUFFEL_ACTOR,
    at,
    note: `Airline schedule change: ${change.added.map(segmentLine).join('; ')} (was ${change.removed.map(segmentLine).join('; ')})`,
  });
  if (booking.customer.email.trim())
    await enqueueMail(tx, {
      teamId,
      kind: 'schedule_changed',
      dedupeKey: `schedule-changed:${id}`,
      to: booking.customer.email,
      refs: { schedule_change_id: id },
      at,
    });
  await emitScheduleChanged(tx, id, at);
  return `schedule change ${id}`;
}
