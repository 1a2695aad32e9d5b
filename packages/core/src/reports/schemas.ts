import { z } from 'zod';
import { ZBookingStatus, ZBookingType } from '../bookings/schemas';
import { isUuid, ZDate } from '../lib/zod-helpers';

export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export const PAYMENT_METHODS = ['pix', 'credit_card', 'boleto'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded', 'cancelled', 'expired'] as const;

const ZFormat = z
  .enum(REPORT_FORMATS)
  .default('csv')
  .describe('csv (UTF-8, comma-separated, ISO dates) or xlsx (typed cells, dd/mm/aaaa, R$)');

/** Made on these São Paulo days (inclusive): the period an accountant asks for. */
const createdPeriod = {
  created_from: ZDate.optional().describe('Made on or after this day (YYYY-MM-DD, São Paulo)'),
  created_to: ZDate.optional().describe('Made on or before this day (YYYY-MM-DD, São Paulo)'),
};

const fromBeforeTo =
  (from: string, to: string) =>
  (q: Record<string, unknown>): boolean =>
    !q[from] || !q[to] || (q[to] as string) >= (q[from] as string);

/** The bookings list's filters (GET /api/v1/bookings), the period the bookings were made in, and the format. */
export const ZBookingsReportQuery = z
  .object({
    format: ZFormat,
    status: ZBookingStatus.optional(),
    type: ZBookingType.optional(),
    customer_id: z.string().refine(isUuid, 'must be a UUID').optional(),
    start_date_from: ZDate.optional(),
    start_date_to: ZDate.optional(),
    ...createdPeriod,
  })
  .refine(fromBeforeTo('start_date_from', 'start_date_to'), { path: ['start_date_to'], message: 'must not be before start_date_from' })
  .refine(fromBeforeTo('created_from', 'created_to'), { path: ['created_to'], message: 'must not be before created_from' });
export type TBookingsReportQuery = z.infer<typeof ZBookingsReportQuery>;

export const ZPaymentsReportQuery = z
  .object({
    format: ZFormat,
    status: z.enum(PAYMENT_STATUSES).optional(),
    method: z.enum(PAYMENT_METHODS).optional(),
    booking_type: ZBookingType.optional(),
    ...createdPeriod,
  })
  .refine(fromBeforeTo('created_from', 'created_to'), { path: ['created_to'], message: 'must not be before created_from' });
export type TPaymentsReportQuery = z.infer<typeof ZPaymentsReportQuery>;
