import type { BookingStatus, BookingType } from '@tas/db';
import { fromCents } from '../lib/money';
import type { TDashboard } from './schemas';

type Dimension = 'status' | 'currency' | 'type' | 'supplier' | 'agent' | 'day';

export interface TotalsRow {
  dimension: Dimension;
  key: string;
  agent_name: string | null;
  all_count: number;
  brl_all_cents: number;
  /** Sales in any currency (the currency breakdown); the other sales_* and the earnings are BRL only. */
  any_sales_count: number;
  any_sales_cents: number;
  sales_count: number;
  sales_cents: number;
  markup_cents: number;
  du_cents: number;
}

// A sale is a booking confirmed or completed now; by type, supplier, agent and day only BRL sales count
// (other currencies are reported apart, never added to reais).
const SALE = `status IN ('confirmed', 'completed')`;
const BRL_SALE = `${SALE} AND currency = 'BRL'`;

/**
 * Over the per-day totals the triggers keep (booking_day_totals), never over booking rows: one
 * GROUPING SETS query answers every breakdown at once, each row tagged with its dimension.
 * Parameters: $1 team, $2 and $3 the period's first and last day.
 */
export const TOTALS_SQL = `
WITH period AS (
  SELECT * FROM booking_day_totals WHERE team_id = $1::uuid AND day BETWEEN $2::date AND $3::date
), grouped AS (
  SELECT
    CASE WHEN GROUPING(status) = 0 THEN 'status' WHEN GROUPING(currency) = 0 THEN 'currency' WHEN GROUPING(type) = 0 THEN 'type'
         WHEN GROUPING(supplier) = 0 THEN 'supplier' WHEN GROUPING(agent_key) = 0 THEN 'agent' ELSE 'day' END AS dimension,
    coalesce(status::text, currency, type::text, supplier, agent_key, day::text) AS key,
    sum(count)::int AS all_count,
    coalesce(sum(total_cents) FILTER (WHERE currency = 'BRL'), 0)::int8 AS brl_all_cents,
    coalesce(sum(count) FILTER (WHERE ${SALE}), 0)::int AS any_sales_count,
    coalesce(sum(total_cents) FILTER (WHERE ${SALE}), 0)::int8 AS any_sales_cents,
    coalesce(sum(count) FILTER (WHERE ${BRL_SALE}), 0)::int AS sales_count,
    coalesce(sum(total_cents) FILTER (WHERE ${BRL_SALE}), 0)::int8 AS sales_cents,
    coalesce(sum(markup_cents) FILTER (WHERE ${BRL_SALE}), 0)::int8 AS markup_cents,
    coalesce(sum(du_cents) FILTER (WHERE ${BRL_SALE}), 0)::int8 AS du_cents
  FROM period
  GROUP BY GROUPING SETS ((status), (currency), (type), (supplier), (agent_key), (day))
)
SELECT g.*, u.name AS agent_name
FROM grouped g
LEFT JOIN users u ON g.dimension = 'agent' AND g.key <> '' AND u.team_id = $1::uuid AND u.id::text = g.key`;

const money = (cents: number) => fromCents(Number(cents));

type SalesTotals = Pick<
  TDashboard,
  'sales' | 'other_currencies' | 'bookings_by_status' | 'sales_by_type' | 'sales_by_supplier' | 'sales_by_agent' | 'sales_by_day'
>;

/** The totals rows as the dashboard's breakdowns (largest first; days oldest first). */
export function presentTotals(rows: TotalsRow[]): SalesTotals {
  const of = (dimension: Dimension) =>
    rows.filter((r) => r.dimension === dimension).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const sold = (dimension: Dimension) => of(dimension).filter((r) => r.sales_count > 0);
  const figures = (r: TotalsRow) => ({ count: r.sales_count, total: money(r.sales_cents) });
  const byTotal = <T extends { total: number }>(list: T[]) => list.sort((a, b) => b.total - a.total);

  const brl = of('currency').find((r) => r.key === 'BRL');
  const salesCount = brl?.sales_count ?? 0;
  const salesCents = Number(brl?.sales_cents ?? 0);
  return {
    sales: {
      count: salesCount,
      total: fromCents(salesCents),
      markup: money(brl?.markup_cents ?? 0),
      du: money(brl?.du_cents ?? 0),
      average_ticket: salesCount > 0 ? fromCents(Math.round(salesCents / salesCount)) : 0,
    },
    other_currencies: of('currency')
      .filter((r) => r.key !== 'BRL' && r.any_sales_count > 0)
      .map((r) => ({ currency: r.key, count: r.any_sales_count, total: money(r.any_sales_cents) })),
    bookings_by_status: of('status').map((r) => ({ status: r.key as BookingStatus, count: r.all_count, total: money(r.brl_all_cents) })),
    sales_by_type: byTotal(sold('type').map((r) => ({ type: r.key as BookingType, ...figures(r) }))),
    sales_by_supplier: byTotal(
      sold('supplier').map((r) => ({ supplier: r.key || null, ...figures(r), markup: money(r.markup_cents), du: money(r.du_cents) })),
    ),
    sales_by_agent: byTotal(
      sold('agent').map((r) => ({ agent: r.key ? { id: r.key, name: r.agent_name ?? r.key } : null, ...figures(r) })),
    ),
    sales_by_day: sold('day').map((r) => ({ date: r.key, ...figures(r) })),
  };
}
