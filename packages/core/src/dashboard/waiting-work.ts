import { fromCents } from '../lib/money';
import type { TDashboard } from './schemas';

/** A sent quote whose validity ends within this many days (today included) is "about to expire". */
export const QUOTES_EXPIRING_DAYS = 3;

// The supplier conditions match the partial index bookings_supplier_queue_idx word for word, and the
// panel's queues (flights/to-issue-queue.ts, hotels/to-confirm-queue.ts) in what they count.
const MANUAL_QUEUE = `metadata->'supplier'->>'mode' = 'manual' AND metadata->'supplier'->>'status' IN ('awaiting_issue', 'awaiting_payment')`;
// Online flights whose reservation the follow-up job gave up on wait in the same queue (with their
// reason, flights/to-issue-queue.ts); counted apart, so the manual count keeps its partial index.
const GIVEN_UP_ONLINE = `metadata->'supplier'->>'mode' = 'automatic' AND metadata->'supplier'->>'status' = 'failed'`;

/** Parameters: $1 team, $4 today (São Paulo), $5 the days after today a quote may still expire in. */
export const WAITING_SQL = `
SELECT
  ((SELECT count(*) FROM bookings WHERE team_id = $1::uuid AND type = 'flight' AND status <> 'cancelled' AND ${MANUAL_QUEUE})
   + (SELECT count(*) FROM bookings WHERE team_id = $1::uuid AND type = 'flight' AND status <> 'cancelled' AND ${GIVEN_UP_ONLINE}))::int AS flights_to_issue,
  (SELECT count(*) FROM bookings WHERE team_id = $1::uuid AND type = 'hotel' AND status = 'confirmed' AND ${MANUAL_QUEUE}
     AND metadata->'supplier'->>'status' = 'awaiting_issue')::int AS hotels_to_confirm,
  (SELECT count(*) FROM payments WHERE team_id = $1::uuid AND status = 'pending')::int AS payments_pending,
  (SELECT coalesce(sum(amount_cents), 0) FROM payments WHERE team_id = $1::uuid AND status = 'pending' AND currency = 'BRL')::int8 AS payments_pending_cents,
  (SELECT count(*) FROM quotes WHERE team_id = $1::uuid AND status = 'sent' AND valid_until BETWEEN $4::date AND $4::date + $5::int)::int AS quotes_expiring`;

export interface WaitingRow {
  flights_to_issue: number;
  hotels_to_confirm: number;
  payments_pending: number;
  payments_pending_cents: number;
  quotes_expiring: number;
}

/** What waits for an agent now. */
export function presentWaiting(row: WaitingRow): TDashboard['waiting'] {
  return {
    flights_to_issue: row.flights_to_issue,
    hotels_to_confirm: row.hotels_to_confirm,
    payments_pending: row.payments_pending,
    payments_pending_total: fromCents(Number(row.payments_pending_cents)),
    quotes_expiring: row.quotes_expiring,
    quotes_expiring_days: QUOTES_EXPIRING_DAYS,
  };
}
