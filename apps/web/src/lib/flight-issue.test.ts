import { describe, expect, it } from 'vitest';
import { isExternalLocator, normalizeLocator } from './flight-issue';

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
