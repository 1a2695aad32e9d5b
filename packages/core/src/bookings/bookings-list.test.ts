import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../lib/clock';
import { expectErrorShape, startRestServer, type RestServer } from '../testing/rest-server';
import { bookingIn, newCustomer, type TestTeam } from './test-fixtures';

let api: RestServer;
let team: TestTeam;
let other: TestTeam;
let ana: Awaited<ReturnType<typeof newCustomer>>;
let bruno: Awaited<ReturnType<typeof newCustomer>>;
let othersCustomer: Awaited<ReturnType<typeof newCustomer>>;
const createdIds: string[] = [];

// 25 bookings, one second apart (oldest first), spread over types, states, customers and start dates:
// index i starts on 2030-01-(i+1), is of TYPES[i % 4], in STATES[i % 5], for Bruno when i % 5 === 0.
const TYPES = ['flight', 'hotel', 'experience', 'package'];
const STATES = ['pending', 'confirmed', 'cancelled', 'completed', 'pending'];
const COUNT = 25;
const day = (i: number) => `2030-01-${String(i + 1).padStart(2, '0')}`;

beforeAll(async () => {
  api = await startRestServer();
  team = await api.team();
  other = await api.team({ name: 'Other agency' });
  ana = await newCustomer(api, team, 'Ana Souza');
  bruno = await newCustomer(api, team, 'Bruno Lima');
  othersCustomer = await newCustomer(api, other, 'Carla Dias');
  let at = Date.parse('2030-01-01T00:00:00Z');
  const restore = clock.set(() => new Date(at));
  try {
    for (let i = 0; i < COUNT; i++) {
      at += 1000;
      const customer = i % 5 === 0 ? bruno : ana;
      const booking = await bookingIn(api, team, customer.id, STATES[i % 5]!, { type: TYPES[i % 4], start_date: day(i), end_date: day(i) });
      createdIds.push(booking.id);
    }
    await bookingIn(api, other, othersCustomer.id, 'confirmed');
  } finally {
    restore();
  }
});
afterAll(() => api.close());

const list = (query: string, key = team.key) => api.get(`/api/v1/bookings${query}`, { key });
const expected = (keep: (i: number) => boolean) =>
  createdIds
    .map((id, i) => ({ id, i }))
    .filter(({ i }) => keep(i))
    .map(({ id }) => id)
    .reverse();

describe('GET /api/v1/bookings', () => {
  it('lists data.bookings newest first with data.pagination incl. hasNext/hasPrev (default limit 20)', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(res.body.data.pagination).toEqual({ page: 1, limit: 20, total: COUNT, totalPages: 2, hasNext: true, hasPrev: false });
    expect(res.body.data.bookings.map((b: { id: string }) => b.id)).toEqual(expected(() => true).slice(0, 20));
  });

  it('gives each booking its list fields and the customer (id, name, email, phone); passengers and items stay in the detail', async () => {
    const res = await list('?limit=1');
    const [first] = res.body.data.bookings;
    expect(Object.keys(first).sort()).toEqual(
      [
        'booking_number',
        'created_at',
        'currency',
        'customer',
        'description',
        'end_date',
        'external_locator',
        'id',
        'locator',
        'start_date',
        'status',
        'title',
        'total_amount',
        'type',
        'updated_at',
      ].sort(),
    );
    expect(first).toMatchObject({
      id: createdIds[COUNT - 1],
      type: TYPES[(COUNT - 1) % 4],
      status: STATES[(COUNT - 1) % 5],
      start_date: day(COUNT - 1),
      total_amount: 1234.56,
      currency: 'BRL',
    });
    expect(first.customer).toEqual({ id: ana.id, name: 'Ana Souza', email: ana.email, phone: ana.phone });
  });

  it('the last page holds the remainder: hasNext false, hasPrev true', async () => {
    const res = await list('?page=3&limit=10');
    expect(res.body.data.pagination).toEqual({ page: 3, limit: 10, total: COUNT, totalPages: 3, hasNext: false, hasPrev: true });
    expect(res.body.data.bookings.map((b: { id: string }) => b.id)).toEqual(expected(() => true).slice(20));
  });

  it('a page past the last is empty', async () => {
    const res = await list('?page=9&limit=10');
    expect(res.status).toBe(200);
    expect(res.body.data.bookings).toEqual([]);
    expect(res.body.data.pagination).toMatchObject({ page: 9, total: COUNT, hasNext: false, hasPrev: true });
  });

  it('accepts limit 100 and refuses limit 101 with 400 VALIDATION_ERROR', async () => {
    const max = await list('?limit=100');
    expect(max.status).toBe(200);
    expect(max.body.data.bookings).toHaveLength(COUNT);
    expect(max.body.data.pagination).toMatchObject({ limit: 100, totalPages: 1, hasNext: false, hasPrev: false });
    const over = await list('?limit=101');
    expect(over.status).toBe(400);
    expectErrorShape(over.body, 'VALIDATION_ERROR');
    expect(over.body.error).toContain('limit');
  });

  it.each([
    ['status', '?status=confirmed', (i: number) => i % 5 === 1],
    ['type', '?type=experience', (i: number) => i % 4 === 2],
    ['start_date_from', `?start_date_from=${day(20)}`, (i: number) => i >= 20],
    ['start_date_to', `?start_date_to=${day(2)}`, (i: number) => i <= 2],
    ['start_date_from and start_date_to', `?start_date_from=${day(5)}&start_date_to=${day(9)}`, (i: number) => i >= 5 && i <= 9],
    ['status and type together', '?status=pending&type=flight', (i: number) => (i % 5 === 0 || i % 5 === 4) && i % 4 === 0],
  ])('filters by %s', async (_filter, query, keep) => {
    const res = await list(`${query}${query ? '&' : '?'}limit=100`);
    expect(res.status).toBe(200);
    expect(res.body.data.bookings.map((b: { id: string }) => b.id)).toEqual(expected(keep));
    expect(res.body.data.pagination.total).toBe(expected(keep).length);
  });

  it('filters by customer_id', async () => {
    const res = await list(`?customer_id=${bruno.id}&limit=100`);
    expect(res.body.data.bookings.map((b: { id: string }) => b.id)).toEqual(expected((i) => i % 5 === 0));
    expect(res.body.data.bookings.every((b: { customer: { id: string } }) => b.customer.id === bruno.id)).toBe(true);
  });

  it('a customer_id of another team lists nothing', async () => {
    const res = await list(`?customer_id=${othersCustomer.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.bookings).toEqual([]);
    expect(res.body.data.pagination).toEqual({ page: 1, limit: 20, total: 0, totalPages: 0, hasNext: false, hasPrev: false });
  });

  it.each([
    ['status', '?status=done', 'status:'],
    ['type', '?type=cruise', 'type:'],
    ['customer_id', '?customer_id=42', 'customer_id: must be a UUID'],
    ['start_date_from', '?start_date_from=2030-13-01', 'start_date_from:'],
    ['start_date_to', '?start_date_to=yesterday', 'start_date_to:'],
    ['date range', `?start_date_from=${day(9)}&start_date_to=${day(5)}`, 'start_date_to: must not be before start_date_from'],
    ['page', '?page=0', 'page:'],
    ['limit', '?limit=0', 'limit:'],
  ])('rejects a bad %s with 400 VALIDATION_ERROR naming it', async (_what, query, message) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toContain(`Validation error: ${message}`);
  });

  it("never lists another team's bookings", async () => {
    const res = await list('', other.key);
    expect(res.body.data.pagination.total).toBe(1);
    expect(res.body.data.bookings[0].customer.id).toBe(othersCustomer.id);
  });

  it('is open to a read-only key', async () => {
    expect((await list('', team.readOnlyKey)).status).toBe(200);
  });
});
