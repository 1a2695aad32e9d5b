import { SALES_TIME_ZONE } from './period';
import type { TDashboard } from './schemas';

/**
 * Quotes sent in the period (a `sent` entry in their history, São Paulo days) and how many of them
 * the customer accepted, whenever that happened. Parameters: $1 team, $2 and $3 the period's days.
 */
export const CONVERSION_SQL = `
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

export function presentConversion(row: { sent: number; accepted: number } | null): TDashboard['quotes'] {
  const sent = row?.sent ?? 0;
  const accepted = row?.accepted ?? 0;
  return { sent, accepted, conversion_rate: sent > 0 ? Math.round((accepted / sent) * 10_000) / 10_000 : null };
}
