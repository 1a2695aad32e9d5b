import type { QuoteStatus } from '@tas/db';

/**
 * Agencies and their customers read "valid until 10/03" as the whole of that day in Brazil, so the
 * day a quote is judged by is the São Paulo calendar day, not the UTC one (which turns at 21:00 there).
 */
export const QUOTE_TIME_ZONE = 'America/Sao_Paulo';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: QUOTE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** `YYYY-MM-DD` of `now` in the agencies' time zone. */
export function agencyToday(now: Date): string {
  return dayFormat.format(now);
}

/** A quote is valid through the whole of its `valid_until` day. */
export function isPastValidity(validUntil: string, now: Date): boolean {
  return validUntil < agencyToday(now);
}

/** A sent quote past its validity reads as expired at once, before the job stores it. */
export function effectiveStatus(status: QuoteStatus, validUntil: string, now: Date): QuoteStatus {
  return status === 'sent' && isPastValidity(validUntil, now) ? 'expired' : status;
}
