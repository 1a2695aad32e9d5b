import { afterEach, describe, expect, it, vi } from 'vitest';
import { timestamp } from './envelope';

describe('timestamp', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is now in ISO 8601, to the millisecond, and moves with the clock', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 29, 12, 0, 0, 123) });
    expect(timestamp()).toBe('2026-11-29T12:00:00.123Z');
    expect(timestamp()).toBe('2026-11-29T12:00:00.123Z');
    vi.advanceTimersByTime(1);
    expect(timestamp()).toBe('2026-11-29T12:00:00.124Z');
    vi.setSystemTime(Date.UTC(2027, 0, 1));
    expect(timestamp()).toBe('2027-01-01T00:00:00.000Z');
  });
});
