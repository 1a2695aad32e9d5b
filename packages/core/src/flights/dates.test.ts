import { describe, expect, it } from 'vitest';
import { todayInBrazil } from './dates';

describe('today in Brazil (formatted once a minute)', () => {
  it('turns at midnight in São Paulo (03:00 UTC), to the millisecond, calls in any order', () => {
    const at = (iso: string) => todayInBrazil(new Date(iso));
    expect(at('2031-03-10T02:59:59.999Z')).toBe('2031-03-09');
    expect(at('2031-03-10T03:00:00.000Z')).toBe('2031-03-10');
    expect(at('2031-03-10T02:59:30.000Z')).toBe('2031-03-09');
    expect(at('2031-03-10T03:00:59.999Z')).toBe('2031-03-10');
    expect(at('2031-03-11T02:59:00.000Z')).toBe('2031-03-10');
  });
});
