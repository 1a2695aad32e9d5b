import { describe, expect, it } from 'vitest';
import { SANDBOX_CREDENTIALS } from '@tas/suppliers';
import { openSupplierCredentials, sealSupplierCredentials } from '../suppliers/credentials';
import { readSettings } from './settings';

const stored = (username: string) => ({
  hotelSupplier: 'sandbox',
  credentials: { hotelSupplier: sealSupplierCredentials({ username, password: 'secret' }) },
});

describe('readSettings', () => {
  it('parses a stored object once and hands out the same frozen settings', () => {
    const raw = stored('agency');
    const settings = readSettings(raw);
    expect(readSettings(raw)).toBe(settings);
    expect(Object.isFrozen(settings)).toBe(true);
    expect(Object.isFrozen(settings.credentials)).toBe(true);
    expect(() => {
      (settings as { markupPercent: number }).markupPercent = 50;
    }).toThrow(TypeError);
  });

  it('reads a changed row as new settings, with the account opened again', () => {
    const before = readSettings(stored('agency'));
    const after = readSettings(stored('agency-renamed'));
    expect(openSupplierCredentials(before)).toEqual({ username: 'agency', password: 'secret' });
    expect(openSupplierCredentials(after)).toEqual({ username: 'agency-renamed', password: 'secret' });
    // Opened once per settings object: a second search gets the very same account.
    expect(openSupplierCredentials(after)).toBe(openSupplierCredentials(after));
  });

  it('works settings being built for a save out each time (they are not frozen)', () => {
    const building = { ...readSettings(stored('agency')) };
    const first = openSupplierCredentials(building);
    building.credentials = { hotelSupplier: sealSupplierCredentials(SANDBOX_CREDENTIALS) };
    expect(first).toEqual({ username: 'agency', password: 'secret' });
    expect(openSupplierCredentials(building)).toEqual(SANDBOX_CREDENTIALS);
  });
});
