import { describe, expect, it } from 'vitest';
import { isExternalLocator, normalizeLocator, pointOf } from './flight-issue';

describe('airline locator for offline issuing', () => {
  it('is typed in upper case without spaces or symbols', () => {
    expect(normalizeLocator(' qx7-p2m ')).toBe('QX7P2M');
  });

  it('has 5 to 8 letters or digits', () => {
    expect(isExternalLocator('QX7P2M')).toBe(true);
    expect(isExternalLocator('QX7P')).toBe(false);
    expect(isExternalLocator('QX7P2M123')).toBe(false);
  });
});

describe('segment ends in the queue', () => {
  it('reads airport and local time, empty when missing', () => {
    expect(pointOf({ airportCode: 'GRU', dateTime: '2030-03-10T06:00:00' })).toEqual({ airportCode: 'GRU', dateTime: '2030-03-10T06:00:00' });
    expect(pointOf(undefined)).toEqual({ airportCode: '', dateTime: '' });
  });
});
