import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HotelbedsStandIn } from './stand-in/server';
import { failure, hotelbeds, saoQuery, startStandIn } from './test-support';
import { HOTELBEDS_TIMEOUTS_MS, timeoutTable } from './timeouts';

let standIn: HotelbedsStandIn;
beforeAll(async () => (standIn = await startStandIn()));
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

describe('Hotelbeds timeouts per operation', () => {
  it('are the documented ones: 60 s availability, checkrates and booking; 120 s list, detail, change and cancellation', () => {
    expect(HOTELBEDS_TIMEOUTS_MS).toMatchObject({
      availability: 60_000,
      checkrates: 60_000,
      booking: 60_000,
      list: 120_000,
      detail: 120_000,
      change: 120_000,
      cancellation: 120_000,
    });
    expect(timeoutTable({})).toEqual(HOTELBEDS_TIMEOUTS_MS);
    // The single knob still sets every limit; per-operation values win over it.
    expect(timeoutTable({ timeoutMs: 5, timeouts: { cancellation: 9 } })).toMatchObject({ availability: 5, booking: 5, cancellation: 9 });
  });

  it("each call waits its own operation's limit: a hung cancellation outlives the availability's", async () => {
    const code = (await hotelbeds(standIn).search(saoQuery(), {})).hotels[0]!.offers[0]!.hotelSearchCode;
    const supplier = hotelbeds(standIn, { timeoutMs: undefined, timeouts: { availability: 300, booking: 5_000, cancellation: 1_500 } });
    const { locator } = await supplier.book(
      { hotelSearchCode: code, guests: [{ firstName: 'Ana', lastName: 'Lima' }], reference: 't-1' },
      {},
    );
    standIn.fail('hang', { on: 'availability' });
    let started = performance.now();
    expect((await failure(supplier.search(saoQuery(), {}))).kind).toBe('timeout');
    const availabilityMs = performance.now() - started;
    standIn.fail('hang', { on: 'cancel' });
    started = performance.now();
    expect((await failure(supplier.cancel(locator, {}))).kind).toBe('timeout');
    const cancellationMs = performance.now() - started;
    expect(availabilityMs).toBeLessThan(1_400);
    expect(cancellationMs).toBeGreaterThanOrEqual(1_450);
  });
});
