import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id: anything that is not a UUID simply names nothing, so it reads as 404, not 400. */
export const ZId = z.string().min(1);
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

/** `YYYY-MM-DD` that is a real calendar date. */
export const ZDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, 'must be a real date');

/** Query booleans arrive as the strings `true` / `false`. */
export const ZBooleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Dates go out as `YYYY-MM-DD`. */
export function dateOut(d: Date | null | undefined): string | null {
  return d ? d.toISOString().slice(0, 10) : null;
}

export function dateIn(s: string): Date {
  return new Date(`${s}T00:00:00Z`);
}
