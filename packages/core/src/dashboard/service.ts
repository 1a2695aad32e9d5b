import type { Db } from '@tas/db';
import { clock } from '../lib/clock';
import { periodOf, SALES_TIME_ZONE, salesDay } from './period';
import { quoteConversion } from './quote-conversion';
import { salesTotals } from './sales-totals';
import type { TDashboard, TDashboardQuery } from './schemas';
import { waitingWork } from './waiting-work';

/** The sales dashboard of a team for a period: every figure an aggregate computed by the database. */
export async function teamDashboard(db: Db, teamId: string, query: TDashboardQuery): Promise<TDashboard> {
  const now = clock.now();
  const period = periodOf(query, now);
  const [totals, quotes, waiting] = await Promise.all([
    salesTotals(db, teamId, period),
    quoteConversion(db, teamId, period),
    waitingWork(db, teamId, salesDay(now)),
  ]);
  return { period: { ...period, time_zone: SALES_TIME_ZONE }, currency: 'BRL', ...totals, quotes, waiting };
}
