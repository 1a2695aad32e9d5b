import { ApiError } from '../lib/api-error';

/** Sales days are Brazil's days: a booking made at 22:00 in São Paulo on the 31st sold on the 31st. */
export const SALES_TIME_ZONE = 'America/Sao_Paulo';

/** A dashboard or report period spans at most this many days. */
export const MAX_PERIOD_DAYS = 366;

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SALES_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** `YYYY-MM-DD` of an instant in São Paulo. */
export function salesDay(instant: Date): string {
  return dayFormat.format(instant);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export interface Period {
  from: string;
  to: string;
}

/** The period asked for, or this month so far (São Paulo's calendar); inclusive on both ends. */
export function periodOf(query: { from?: string; to?: string }, now: Date): Period {
  const today = salesDay(now);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? `${to.slice(0, 8)}01`;
  if (to < from) throw new ApiError(400, 'VALIDATION_ERROR', 'Validation error: to: must not be before from');
  if (daysBetween(from, to) >= MAX_PERIOD_DAYS) {
    throw new ApiError(400, 'VALIDATION_ERROR', `Validation error: to: the period spans at most ${MAX_PERIOD_DAYS} days`);
  }
  return { from, to };
}
