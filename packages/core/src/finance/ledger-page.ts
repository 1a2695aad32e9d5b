import { rawQuery, type Db } from '@tas/db';
import { salesDay } from '../dashboard/period';
import { clock } from '../lib/clock';
import { fromMinor } from '../lib/money';
import { pageWindow, pagination, type PageArgs } from '../lib/pagination';
import type { LedgerSql } from './ledger-sql';

interface LedgerTotal {
  currency: string;
  amount: number;
  count: number;
}

/** Sums of minor units per currency, as the wire shows them (count and amount per currency). */
function ledgerTotals(rows: { currency: string; minor: bigint | number | string; count: number }[]): LedgerTotal[] {
  return rows.map((r) => ({ currency: r.currency, amount: fromMinor(Number(r.minor), r.currency), count: Number(r.count) }));
}

/**
 * One page of a ledger, overdue rows first, then by due date (then id, so pages never overlap), and
 * its totals per currency over every row of the filter.
 */
export async function ledgerPage<Row>(db: Db, sql: LedgerSql, page: PageArgs) {
  const where = sql.where.join(' AND ');
  const params = [...sql.params, salesDay(clock.now())];
  const { skip, take } = pageWindow(page);
  const [rows, sums] = await Promise.all([
    rawQuery<Row>(
      db,
      `SELECT ${sql.select(params.length)} FROM ${sql.from} WHERE ${where}
       ORDER BY overdue DESC, due_date ASC, id ASC LIMIT $${params.length + 1}::int OFFSET $${params.length + 2}::int`,
      [...params, take, skip],
    ),
    rawQuery<{ currency: string; minor: string; count: number }>(
      db,
      `SELECT ${sql.currency} AS currency, SUM(${sql.amount})::text AS minor, COUNT(*)::int AS count
       FROM ${sql.from} WHERE ${where} GROUP BY 1 ORDER BY 1`,
      sql.params,
    ),
  ]);
  const totals = ledgerTotals(sums);
  const total = totals.reduce((n, t) => n + t.count, 0);
  return { rows, totals, pagination: pagination(page, total) };
}
