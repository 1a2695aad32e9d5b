import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../lib/clock';
import { startRestServer, type RestServer } from '../testing/rest-server';
import { BOOKING_STATUSES, BOOKING_TYPES } from './schemas';
import { bookingIn, newBooking, newCustomer, type TestTeam } from './test-fixtures';

let api: RestServer;
let team: TestTeam;
let other: TestTeam;
let customerId: string;

beforeAll(async () => {
  api = await startRestServer();
  team = await api.team();
  other = await api.team({ name: 'Other agency' });
  customerId = (await newCustomer(api, team)).id;
  await bookingIn(api, other, (await newCustomer(api, other)).id, 'confirmed');
});
afterAll(() => api.close());

let window = Date.parse('2031-01-01T00:00:00Z');

/** Every status/type filter's `total` against a real count of the team's rows (in a fresh rate-limit window). */
async function expectTotalsMatchRows(teamOf: TestTeam) {
  window += 60_000;
  const restore = clock.set(() => new Date(window));
  try {
    await compareTotals(teamOf);
  } finally {
    restore();
  }
}

async function compareTotals(teamOf: TestTeam) {
  const filters = [{}, ...BOOKING_STATUSES.map((status) => ({ status })), ...BOOKING_TYPES.map((type) => ({ type }))];
  for (const status of BOOKING_STATUSES) for (const type of BOOKING_TYPES) filters.push({ status, type });
  for (const filter of filters) {
    const query = new URLSearchParams(filter).toString();
    const res = await api.get(`/api/v1/bookings?${query}&limit=1`, { key: teamOf.key });
    expect(res.status).toBe(200);
    const counted = await api.db.booking.count({ where: { teamId: teamOf.id, ...filter } });
    expect({ filter, total: res.body.data.pagination.total }).toEqual({ filter, total: counted });
  }
}

describe('GET /api/v1/bookings total from per-team counters', () => {
  it('equals a real count after creates, status changes, edits, cancellations and deletes', async () => {
    const made: { id: string }[] = [];
    for (const [i, status] of ['pending', 'confirmed', 'confirmed', 'cancelled', 'completed', 'pending'].entries()) {
      made.push(await bookingIn(api, team, customerId, status, { type: BOOKING_TYPES[i % 4] }));
    }
    await expectTotalsMatchRows(team);

    expect((await api.patch(`/api/v1/bookings/${made[0]!.id}`, { key: team.key, body: { status: 'confirmed' } })).status).toBe(200);
    expect((await api.patch(`/api/v1/bookings/${made[1]!.id}`, { key: team.key, body: { title: 'Renamed' } })).status).toBe(200);
    expect((await api.del(`/api/v1/bookings/${made[5]!.id}`, { key: team.key })).status).toBe(200);
    await expectTotalsMatchRows(team);

    // Writes outside the API (bulk updates, hard deletes) are counted by the same triggers.
    await api.db.booking.updateMany({ where: { teamId: team.id, status: 'confirmed' }, data: { status: 'completed', type: 'package' } });
    await api.db.booking.delete({ where: { id: made[3]!.id } });
    await expectTotalsMatchRows(team);
    await expectTotalsMatchRows(other);
  });

  it('counts bulk inserts of many rows in one statement', async () => {
    await api.db.$executeRawUnsafe(
      `INSERT INTO bookings (id, team_id, booking_number, locator, type, status, title, customer_id, updated_at)
       SELECT gen_random_uuid(), $1::uuid, 'BULK-' || i, 'BULK' || i, (ARRAY['flight','hotel'])[1 + i % 2]::"BookingType",
              (ARRAY['pending','confirmed','completed'])[1 + i % 3]::"BookingStatus", 'Bulk ' || i, $2::uuid, now()
       FROM generate_series(1, 250) AS i`,
      team.id,
      customerId,
    );
    await expectTotalsMatchRows(team);
    const res = await api.get('/api/v1/bookings?status=confirmed&limit=20&page=3', { key: team.key });
    expect(res.body.data.bookings).toHaveLength(20);
    expect(res.body.data.pagination.hasNext).toBe(true);
  });

  it('filters by customer or dates still count the matching rows exactly', async () => {
    const second = await newCustomer(api, team, 'Bruno Lima');
    await newBooking(api, team, second.id, { start_date: '2031-02-01', end_date: '2031-02-02' });
    const byCustomer = await api.get(`/api/v1/bookings?customer_id=${second.id}&status=pending`, { key: team.key });
    expect(byCustomer.body.data.pagination.total).toBe(1);
    const byDate = await api.get('/api/v1/bookings?start_date_from=2031-01-01', { key: team.key });
    expect(byDate.body.data.pagination.total).toBe(1);
  });
});
