import { rawQuery, type Db } from '@tas/db';
import { SALES_TIME_ZONE, type Period } from './period';
import type { TDashboard } from './schemas';

/**
 * Quotes sent in the period (a `sent` entry in their history, São Paulo days) and how many of them
 * the customer accepted, whenever that happened.
 */
const CONVERSION_SQL = `
WITH sent AS (
  SELECT DISTINCT h.quote_id
  FROM quote_history h JOIN quotes q ON q.id = h.quote_id
  WHERE q.team_id = $1::uuid AND h.status = 'sent'
    AND h.at >= ($2::date)::timestamp AT TIME ZONE '${SALES_TIME_ZONE}'
    AND h.at < ($3::date + 1)::timestamp AT TIME ZONE '${SALES_TIME_ZONE}'
)
SELECT count(*)::int AS sent,
       (count(*) FILTER (WHERE EXISTS (SELECT 1 FROM quote_history a WHERE a.quote_id = sent.quote_id AND a.status = 'accepted')))::int AS accepted
FROM sent`;

export async function quoteConversion(db: Db, teamId: string, period: Period): Promise<TDashboard['quotes']> {
  const [row] = await rawQuery<{ sent: number; accepted: number }>(db, CONVERSION_SQL, [teamId, period.from, period.to], { prepared: true });
  const sent = row?.sent ?? 0;
  const accepted = row?.accepted ?? 0;
  return { sent, accepted, conversion_rate: sent > 0 ? Math.round((accepted / sent) * 10_000) / 10_000 : null };
}
