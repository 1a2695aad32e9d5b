import { describe, expect, it } from 'vitest';
import { isCalendarDate, ZDate } from './zod-helpers';

/** What Date makes of the text: a real day reads back as itself. */
function dateSays(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

describe('isCalendarDate', () => {
  it('agrees with Date on every day 0-32 of every month 0-13 of centuries, leap and common years', () => {
    for (const year of [1900, 1999, 2000, 2023, 2024, 2026, 2100, 2400]) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const s = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          expect(isCalendarDate(s), s).toBe(dateSays(s));
        }
      }
    }
  });

  it('refuses through ZDate with the contract words', () => {
    expect(ZDate.safeParse('2026-02-28').success).toBe(true);
    expect(ZDate.safeParse('2028-02-29').success).toBe(true);
    expect(ZDate.safeParse('2026-02-29').error?.issues.map((i) => i.message)).toEqual(['must be a real date']);
    expect(ZDate.safeParse('2026-2-01').error?.issues.map((i) => i.message)).toContain('must be a date YYYY-MM-DD');
  });
});
