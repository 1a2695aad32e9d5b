import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id: anything that is not a UUID simply names nothing, so it reads as 404, not 400. */
export const ZId = z.string().min(1);
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether `YYYY-MM-DD` is a day of the (proleptic Gregorian) calendar, by arithmetic: every search
 * checks two dates, and building a Date and its ISO text for each cost more than the rest of its input.
 */
export function isCalendarDate(s: string): boolean {
  const year = Number(s.slice(0, 4));
  const month = Number(s.slice(5, 7));
  const day = Number(s.slice(8, 10));
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}

/** `YYYY-MM-DD` that is a real calendar date. */
export const ZDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine(isCalendarDate, 'must be a real date');

/** Query booleans arrive as the strings `true` / `false`. */
export const ZBooleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Dates go out as `YYYY-MM-DD`. */
export function dateOut(d: Date | null | undefined): string | null {
  return d ? d.toISOString().slice(0, 10) : null;
}

export function dateIn(s: string): Date {
  return new Date(`${s}T00:00:00Z`);
}
