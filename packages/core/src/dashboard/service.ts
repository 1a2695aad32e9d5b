import { rawQuery, type Db } from '@tas/db';
import type { CallerTeam } from '../auth/api-key';
import { marginAfterExchange } from '../finance/margin-after-exchange';
import { clock } from '../lib/clock';
import { cachedDashboard, dashboardCacheKey, storeDashboard } from './cache';
import { periodOf, SALES_TIME_ZONE, salesDay } from './period';
import { CONVERSION_SQL, presentConversion } from './quote-conversion';
import { presentTotals, TOTALS_SQL, type TotalsRow } from './sales-totals';
import type { TDashboard, TDashboardQuery } from './schemas';
import { presentWaiting, QUOTES_EXPIRING_DAYS, WAITING_SQL, type WaitingRow } from './waiting-work';

// One round trip: the three parts as JSON columns of one statement (one snapshot, one pool connection).
const DASHBOARD_SQL = `
SELECT (SELECT coalesce(json_agg(t), '[]'::json) FROM (${TOTALS_SQL}) t) AS totals,
       (SELECT row_to_json(q) FROM (${CONVERSION_SQL}) q) AS quotes,
       (SELECT row_to_json(w) FROM (${WAITING_SQL}) w) AS waiting`;

interface DashboardRow {
  totals: TotalsRow[];
  quotes: { sent: number; accepted: number } | null;
  waiting: WaitingRow;
}

/**
 * The sales dashboard of a team for a period: every figure an aggregate computed by the database,
 * kept a few seconds per process under the team's bookings version (cache.ts).
 */
export async function teamDashboard(
  db: Db,
  team: Pick<CallerTeam, 'id' | 'bookingsListVersion'>,
  query: TDashboardQuery,
): Promise<TDashboard> {
  const now = clock.now();
  const period = periodOf(query, now);
  const today = salesDay(now);
  const key = dashboardCacheKey(team.id, team.bookingsListVersion, period, today);
  const cached = cachedDashboard(key, now.getTime());
  if (cached) return cached;
  const params = [team.id, period.from, period.to, today, QUOTES_EXPIRING_DAYS - 1];
  const [[row], margin] = await Promise.all([
    rawQuery<DashboardRow>(db, DASHBOARD_SQL, params, { prepared: true }),
    marginAfterExchange(db, team.id, period),
  ]);
  const dashboard: TDashboard = {
    period: { ...period, time_zone: SALES_TIME_ZONE },
    currency: 'BRL',
    ...presentTotals(row!.totals),
    margin_after_exchange: margin,
    quotes: presentConversion(row!.quotes),
    waiting: presentWaiting(row!.waiting),
  };
  storeDashboard(key, dashboard, now.getTime());
  return dashboard;
}
