import { Prisma, type Db } from '@tas/db';
import { isoDate } from '../lib/clock';
import { batchEventId, bookingEventData, insertDeliveries } from '../outbound-webhooks/emit';
import type { Actor } from './status';

export const COMPLETION_ACTOR: Actor = { type: 'system', name: 'Daily booking completion' };

export interface CompletedBooking {
  id: string;
  teamId: string;
}

/**
 * The daily job: confirmed bookings whose end date (or start date, when there is no end date)
 * is before `now`'s UTC date become completed, each with its history row. One statement, so the
 * status change, its history and its booking.completed events commit together or not at all. The two date arms, rather than
 * coalesce(end_date, start_date), let both use the (status, end_date) index.
 */
export async function completePastBookings(db: Db, now: Date): Promise<CompletedBooking[]> {
  const today = isoDate(now);
  const events = insertDeliveries(
    'booking.completed',
    Prisma.sql`SELECT b.team_id, ${batchEventId(Prisma.sql`b.id`, 'booking.completed', now)} AS event_id,
      ${bookingEventData(Prisma.sql`b.status::text`)} AS data FROM done b`,
    now,
  );
  return db.$queryRaw<CompletedBooking[]>`
    WITH done AS (
      UPDATE bookings SET status = 'completed', updated_at = ${now}
      WHERE status = 'confirmed'
        AND (end_date < ${today}::date OR (end_date IS NULL AND start_date < ${today}::date))
      RETURNING *
    ), history AS (
      INSERT INTO booking_status_changes (id, booking_id, from_status, to_status, actor_type, actor_name, at)
      SELECT gen_random_uuid(), id, 'confirmed'::"BookingStatus", 'completed'::"BookingStatus",
             ${COMPLETION_ACTOR.type}, ${COMPLETION_ACTOR.name}, ${now}
      FROM done
    ), events AS (${events})
    SELECT id::text AS id, team_id::text AS "teamId" FROM done`;
}
