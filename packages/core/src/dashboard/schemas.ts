import { z } from 'zod';
import { ZBookingStatus, ZBookingType } from '../bookings/schemas';
import { ZDate } from '../lib/zod-helpers';

export const ZDashboardQuery = z.object({
  from: ZDate.optional().describe('First day of the period (YYYY-MM-DD, São Paulo calendar). Default: the first day of `to`’s month.'),
  to: ZDate.optional().describe('Last day of the period, inclusive (YYYY-MM-DD). Default: today in São Paulo.'),
});
export type TDashboardQuery = z.infer<typeof ZDashboardQuery>;

const ZCount = z.number().int().nonnegative();
const ZAmount = z.number().describe('BRL, two decimals');

const ZSalesFigures = z.object({
  count: ZCount,
  total: ZAmount,
});

export const ZDashboard = z.object({
  period: z.object({ from: ZDate, to: ZDate, time_zone: z.string() }),
  currency: z.literal('BRL'),
  sales: ZSalesFigures.extend({
    markup: ZAmount.describe('Hotel markup earned on the sales (total over the supplier net price)'),
    du: ZAmount.describe('Flight DU (agency fee) earned on the sales'),
    average_ticket: ZAmount,
  }).describe('Confirmed and completed bookings made in the period, in BRL'),
  margin_after_exchange: ZAmount.optional().describe(
    "Additive (#22): the period's hotel and flight sales in BRL less what their suppliers cost in reais: at the rate paid where the agency paid the supplier, at the rate locked at prebook otherwise",
  ),
  other_currencies: z
    .array(ZSalesFigures.extend({ currency: z.string() }))
    .describe('Sales in other currencies, not converted (no exchange rate is applied)'),
  bookings_by_status: z
    .array(z.object({ status: ZBookingStatus, count: ZCount, total: ZAmount.describe('BRL bookings only') }))
    .describe('Every booking made in the period, by its status now'),
  sales_by_type: z.array(ZSalesFigures.extend({ type: ZBookingType })),
  sales_by_supplier: z.array(
    ZSalesFigures.extend({
      supplier: z
        .string()
        .nullable()
        .describe('hotelbeds, sandbox, duffel, online_supplier, offline_supplier; null for hand-made bookings'),
      markup: ZAmount,
      du: ZAmount,
    }),
  ),
  sales_by_agent: z.array(
    ZSalesFigures.extend({
      agent: z.object({ id: z.string(), name: z.string() }).nullable().describe('The panel agent who made the bookings; null for API keys'),
    }),
  ),
  sales_by_day: z.array(ZSalesFigures.extend({ date: ZDate })).describe('Days with sales, oldest first'),
  quotes: z.object({
    sent: ZCount.describe('Quotes sent to the customer in the period'),
    accepted: ZCount.describe('Of those, quotes the customer accepted (at any time since)'),
    conversion_rate: z.number().nullable().describe('accepted / sent (0 to 1); null when none was sent'),
  }),
  waiting: z
    .object({
      flights_to_issue: ZCount,
      hotels_to_confirm: ZCount,
      payments_pending: ZCount,
      payments_pending_total: ZAmount.describe('BRL payments only'),
      quotes_expiring: ZCount.describe('Sent quotes whose validity ends within `quotes_expiring_days` days'),
      quotes_expiring_days: ZCount,
    })
    .describe('Work waiting now, whatever the period'),
});
export type TDashboard = z.infer<typeof ZDashboard>;
