import { describe, expect, it } from 'vitest';
import { StandInFaults } from './faults';

const outcomes = (faults: StandInFaults, n: number) => Array.from({ length: n }, () => faults.take('booking') ?? 'ok');

describe('Hotelbeds stand-in faults', () => {
  it('fails and hangs about the configured shares of bookings, the same sequence after every reset', () => {
    const faults = new StandInFaults();
    faults.setRates({ bookingFailRate: 0.1, bookingHangRate: 0.05 });
    const first = outcomes(faults, 2_000);
    const share = (kind: string) => first.filter((outcome) => outcome === kind).length / first.length;
    expect(share('booking-refused')).toBeGreaterThan(0.07);
    expect(share('booking-refused')).toBeLessThan(0.13);
    expect(share('hang')).toBeGreaterThan(0.03);
    expect(share('hang')).toBeLessThan(0.07);
    faults.setRates({ bookingFailRate: 0.1, bookingHangRate: 0.05 });
    expect(outcomes(faults, 2_000)).toEqual(first);
  });

  it('rates touch only bookings; one-shot faults are used up, persistent ones stay until cleared', () => {
    const faults = new StandInFaults();
    faults.setRates({ bookingFailRate: 1 });
    expect(faults.take('availability')).toBeNull();
    faults.setRates({});
    faults.add('quota', { on: 'availability', times: 2 });
    faults.add('server-error', { times: Infinity });
    expect([faults.take('availability'), faults.take('availability'), faults.take('availability'), faults.take('cancel')]).toEqual([
      'quota',
      'quota',
      'server-error',
      'server-error',
    ]);
    faults.clear();
    expect(faults.take('cancel')).toBeNull();
  });

  it('faults that fit only some calls wait for one of them', () => {
    const faults = new StandInFaults();
    faults.add('price-changed');
    expect(faults.take('booking')).toBeNull();
    expect(faults.take('checkrates')).toBe('price-changed');
    expect(faults.take('checkrates', 'booking-refused')).toBeNull();
    expect(faults.take('booking', 'booking-refused')).toBe('booking-refused');
  });
});
