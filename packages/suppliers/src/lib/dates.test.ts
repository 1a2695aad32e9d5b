import { describe, expect, it } from 'vitest';
import { compactDate, formatIsoDate, monthOf, parseIsoDate, todayInBrazil, weekdayOf } from './dates';

describe('calendar dates as epoch days', () => {
  it('formats every day like Date does', () => {
    for (let day = -30_000; day < 60_000; day += 97) {
      expect(formatIsoDate(day)).toBe(new Date(day * 86_400_000).toISOString().slice(0, 10));
    }
  });

  it('parses only real calendar dates', () => {
    expect(parseIsoDate('2026-03-10')).toBe(20522);
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('2026-3-10')).toBeNull();
    expect(parseIsoDate('10/03/2026')).toBeNull();
  });

  it('knows months, weekdays and the compact form', () => {
    const day = parseIsoDate('2026-03-10')!;
    expect(monthOf(day)).toBe(3);
    expect(weekdayOf(day)).toBe(2);
    expect(compactDate(day)).toBe('20260310');
  });

  it("takes today's date in Brazil (UTC-3)", () => {
    expect(formatIsoDate(todayInBrazil(new Date('2026-03-11T02:00:00Z')))).toBe('2026-03-10');
    expect(formatIsoDate(todayInBrazil(new Date('2026-03-11T03:00:00Z')))).toBe('2026-03-11');
  });
});
