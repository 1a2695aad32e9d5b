import { Prisma, type Db } from '@tas/db';
import { batchEventId, insertDeliveries, quoteEventData } from '../outbound-webhooks/emit';
import { EXPIRY_ACTOR } from './history';
import { agencyToday } from './validity';

export interface ExpiredQuote {
  id: string;
  teamId: string;
}

/**
 * The expiry job: sent quotes whose `valid_until` day has passed (agencies' calendar, see validity.ts)
 * are stored as expired, each with a system entry in its history. Reads already show them expired;
 * this makes the stored status, lists' indexes and events agree. One statement, so the status, its
 * history and its quote.expired events commit together; a history entry never sorts before the one it follows.
 */
export async function expireQuotes(db: Db, now: Date): Promise<ExpiredQuote[]> {
  const today = agencyToday(now);
  const events = insertDeliveries(
    'quote.expired',
    Prisma.sql`SELECT q.team_id, ${batchEventId(Prisma.sql`q.id`, 'quote.expired', now)} AS event_id,
      ${quoteEventData(Prisma.sql`q.status::text`)} AS data FROM done q`,
    now,
  );
  return db.$queryRaw<ExpiredQuote[]>`
    WITH done AS (
      UPDATE quotes SET status = 'expired', updated_at = ${now}
      WHERE status = 'sent' AND valid_until < ${today}::date
      RETURNING *
    ), history AS (
      INSERT INTO quote_history (id, quote_id, status, actor_type, actor_name, at)
      SELECT gen_random_uuid(), done.id, 'expired'::"QuoteStatus", ${EXPIRY_ACTOR.type}, ${EXPIRY_ACTOR.name},
             GREATEST(${now}::timestamptz, (SELECT max(h.at) + interval '1 millisecond' FROM quote_history h WHERE h.quote_id = done.id))
      FROM done
    ), events AS (${events})
    SELECT id::text AS id, team_id::text AS "teamId" FROM done`;
}
