import { randomUUID } from 'node:crypto';
import { Prisma } from '@tas/db';
import { bookingEventData, insertDeliveries } from '../outbound-webhooks/emit';

/**
 * booking.schedule_changed (additive to the contract's events): the booking as in the other booking events,
 * plus `schedule_change: { id, status, removed, added }`; sent when the airline's change arrives and again
 * when the agent decides (its status says which). Written in the transaction of the change.
 */
export async function emitScheduleChanged(tx: Prisma.TransactionClient, scheduleChangeId: string, at: Date): Promise<void> {
  await tx.$executeRaw(
    insertDeliveries(
      'booking.schedule_changed',
      Prisma.sql`SELECT b.team_id, ${randomUUID()}::uuid AS event_id,
        ${bookingEventData(Prisma.sql`b.status::text`)} || jsonb_build_object('schedule_change',
          jsonb_build_object('id', sc.id, 'status', sc.status, 'removed', sc.removed, 'added', sc.added)) AS data
        FROM schedule_changes sc JOIN bookings b ON b.id = sc.booking_id WHERE sc.id = ${scheduleChangeId}::uuid`,
      at,
    ),
  );
}
