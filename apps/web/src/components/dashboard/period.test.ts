import { describe, expect, it } from 'vitest';
import { periodInput, saoPauloToday } from './period';

// 02:30 UTC on April 1st is still March 31st in São Paulo.
const NOW = new Date('2026-04-01T02:30:00Z');

describe('dashboard period', () => {
  it("today is São Paulo's date", () => {
    expect(saoPauloToday(NOW)).toBe('2026-03-31');
  });

  it('this month by default; the last 30 days counting today', () => {
    expect(periodInput({ period: '', from: '', to: '' }, NOW)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(periodInput({ period: 'last30', from: '', to: '' }, NOW)).toEqual({ from: '2026-03-02', to: '2026-03-31' });
  });

  it('custom days when both are real and in order (an open end is today); otherwise this month', () => {
    expect(periodInput({ period: 'custom', from: '2026-01-05', to: '2026-02-10' }, NOW)).toEqual({ from: '2026-01-05', to: '2026-02-10' });
    expect(periodInput({ period: 'custom', from: '2026-03-20', to: '' }, NOW)).toEqual({ from: '2026-03-20', to: '2026-03-31' });
    expect(periodInput({ period: 'custom', from: '2026-02-10', to: '2026-01-05' }, NOW)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
  });
});
