import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectErrorShape, startRestServer, type RestServer } from '../testing/rest-server';
import { bookingBody, detail, newBooking, newCustomer, type TestTeam } from './test-fixtures';

// Locators are random; these tests choose them to force the collisions the unique index must catch.
const drawn = vi.hoisted(() => ({ queue: [] as string[] }));
vi.mock('../lib/sequence', async (importOriginal) => {
  const original = await importOriginal<typeof import('../lib/sequence')>();
  return { ...original, newLocator: () => drawn.queue.shift() ?? original.newLocator() };
});

let api: RestServer;
let team: TestTeam;
let other: TestTeam;
let customerId: string;

beforeAll(async () => {
  api = await startRestServer();
  team = await api.team();
  other = await api.team({ name: 'Other agency' });
  customerId = (await newCustomer(api, team)).id;
});
afterAll(() => api.close());

describe('booking locator', () => {
  it('a locator already taken in the team is drawn again; the booking number is not skipped', async () => {
    drawn.queue.push('TAKEN2');
    const first = await newBooking(api, team, customerId);
    drawn.queue.push('TAKEN2', 'TAKEN2', 'FRESH3');
    const second = await newBooking(api, team, customerId);
    expect((await detail(api, team, second.id)).locator).toBe('FRESH3');
    expect(Number(second.booking_number.slice(-6))).toBe(Number(first.booking_number.slice(-6)) + 1);
  });

  it('is unique per team only: another team may hold the same locator', async () => {
    const othersCustomer = await newCustomer(api, other);
    drawn.queue.push('SHARED');
    await newBooking(api, team, customerId);
    drawn.queue.push('SHARED');
    const theirs = await newBooking(api, other, othersCustomer.id);
    expect((await detail(api, other, theirs.id)).locator).toBe('SHARED');
  });

  it('gives up after five collisions in a row with a 500, creating nothing', async () => {
    drawn.queue.push('BUSY22');
    await newBooking(api, team, customerId);
    const before = await api.db.booking.count();
    drawn.queue.push(...Array(5).fill('BUSY22'));
    const res = await api.post('/api/v1/bookings', { key: team.key, body: bookingBody(customerId) });
    expect(res.status).toBe(500);
    expectErrorShape(res.body, 'INTERNAL_ERROR');
    expect(await api.db.booking.count()).toBe(before);
    expect(drawn.queue).toEqual([]);
  });
});
