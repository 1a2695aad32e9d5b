import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '@tas/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookBody as flightBookBody, prebookFlight } from '../flights/test-fixtures';
import {
  bookBody,
  CARD,
  newCustomer,
  panelCaller,
  paySandbox,
  prebookStay,
  startHotelApi,
  useHotelClock,
  type TestTeam,
} from '../hotels/test-fixtures';
import type { RestServer } from '../testing/rest-server';
import { completePastBookings } from './complete-past-bookings';
import { listBookings } from './list-bookings';
import { ZBookingList } from './response-schemas';
import { ZBookingListQuery } from './schemas';
import { bookingIn, newBooking } from './test-fixtures';

/*
 * Bookings lists are cached per process under the team's bookings_list_version (read with the API
 * key). These tests hold the cache to its promise: a repeated list costs no list query, and every
 * change a list can show is on the very next read, whichever process made it.
 */

let api: RestServer;
let team: TestTeam;
let other: TestTeam;
let customer: { id: string };
let othersCustomer: { id: string };
const clock = useHotelClock();

beforeAll(async () => {
  api = await startHotelApi();
  team = await api.team();
  other = await api.team({ name: 'Other agency' });
  customer = await newCustomer(api, team, 'Ana Souza');
  othersCustomer = await newCustomer(api, other, 'Carla Dias');
});
afterAll(() => api.close());

async function version(teamId = team.id): Promise<bigint> {
  return (await api.db.team.findUniqueOrThrow({ where: { id: teamId }, select: { bookingsListVersion: true } })).bookingsListVersion;
}

async function list(query = '', key = team.key, url = api.url) {
  const res = await fetch(`${url}/api/v1/bookings${query}`, { headers: { authorization: `Bearer ${key}` } });
  expect(res.status).toBe(200);
  const body = (await res.text()).replace(/,"timestamp":"[^"]+"}$/, '}');
  const data = ZBookingList.parse(JSON.parse(body).data);
  return { body, data, byId: new Map(data.bookings.map((b) => [b.id, b])) };
}

/** A Db that fails on any use: a cache hit must not touch the database. */
const noDatabase = new Proxy(
  {},
  {
    get() {
      throw new Error('the database was queried');
    },
  },
) as Db;

describe('GET /api/v1/bookings from the per-process cache', () => {
  it('answers a repeated list with the same bytes and no list query while nothing changes', async () => {
    await newBooking(api, team, customer.id, { title: 'Cached trip' });
    const before = await version();
    const first = await list('?status=pending&limit=20&page=1');
    const pglite = api.handle.pglite;
    const spy = pglite ? vi.spyOn(pglite, 'query') : null;
    const second = await list('?status=pending&limit=20&page=1');
    const statements = spy?.mock.calls.map((call) => String(call[0])) ?? [];
    spy?.mockRestore();
    expect(second.body).toBe(first.body);
    expect(await version()).toBe(before);
    // On PGlite every raw statement goes through query(): the API key was read, no bookings were. (The
    // process's own background writes, a rate-count flush or a key's last-use touch, may fall in here.)
    if (pglite) {
      expect(statements.some((sql) => sql.includes('FROM api_keys k'))).toBe(true);
      expect(statements.filter((sql) => /\b(bookings|booking_counts)\b/.test(sql))).toEqual([]);
    }
    // Whatever the driver: the service answers this version and query without the database.
    const query = ZBookingListQuery.parse({ status: 'pending', limit: '20', page: '1' });
    const cached = await listBookings(noDatabase, { id: team.id, bookingsListVersion: before.toString() }, query);
    expect(cached.toString()).toBe(JSON.stringify(first.data));
  });

  it('stores an answer under the version its own statement read, never under the older version the caller brought', async () => {
    const current = await version();
    const query = ZBookingListQuery.parse({ limit: '7' });
    const stale = { id: team.id, bookingsListVersion: (current - 1n).toString() };
    const fresh = await listBookings(api.db, stale, query);
    await expect(listBookings(noDatabase, stale, query)).rejects.toThrow('the database was queried');
    expect((await listBookings(noDatabase, { id: team.id, bookingsListVersion: current.toString() }, query)).equals(fresh)).toBe(true);
  });

  it('gives the panel (tRPC, no REST) the same list as a plain object', async () => {
    const rest = await list();
    const panel = JSON.parse(JSON.stringify(await panelCaller(api, team.id).bookings.list({ page: 1, limit: 20 })));
    expect(panel).toEqual(rest.data);
  });
});

describe('every change a bookings list shows is on the next read', () => {
  it('a created booking', async () => {
    await list();
    const created = await newBooking(api, team, customer.id, { title: 'New one' });
    expect((await list()).byId.get(created.id)?.title).toBe('New one');
  });

  it('PATCH status, title and total_amount', async () => {
    const booking = await newBooking(api, team, customer.id);
    expect((await list('?status=confirmed')).byId.has(booking.id)).toBe(false);
    await list();
    const res = await api.patch(`/api/v1/bookings/${booking.id}`, {
      key: team.key,
      body: { status: 'confirmed', title: 'Renamed', total_amount: 99.9 },
    });
    expect(res.status).toBe(200);
    expect((await list('?status=confirmed')).byId.get(booking.id)).toMatchObject({
      status: 'confirmed',
      title: 'Renamed',
      total_amount: 99.9,
    });
    expect((await list()).byId.get(booking.id)?.title).toBe('Renamed');
  });

  it('DELETE (cancelled)', async () => {
    const booking = await newBooking(api, team, customer.id);
    expect((await list()).byId.get(booking.id)?.status).toBe('pending');
    expect((await api.del(`/api/v1/bookings/${booking.id}`, { key: team.key })).status).toBe(200);
    expect((await list()).byId.get(booking.id)?.status).toBe('cancelled');
    expect((await list('?status=cancelled')).byId.has(booking.id)).toBe(true);
  });

  it("a client's name, e-mail and phone (customer in each list item); other client fields do not move the version", async () => {
    const client = await newCustomer(api, team, 'Bruno Lima');
    const booking = await newBooking(api, team, client.id);
    expect((await list()).byId.get(booking.id)?.customer.name).toBe('Bruno Lima');
    const before = await version();
    expect((await api.patch(`/api/v1/clients/${client.id}`, { key: team.key, body: { notes: 'VIP' } })).status).toBe(200);
    expect(await version()).toBe(before);
    const body = { full_name: 'Bruno Lima Neto', email: 'bruno.neto@example.com', phone: '+55 11 91234-5678' };
    expect((await api.patch(`/api/v1/clients/${client.id}`, { key: team.key, body })).status).toBe(200);
    expect((await list()).byId.get(booking.id)?.customer).toMatchObject({ name: 'Bruno Lima Neto', email: 'bruno.neto@example.com' });
  });

  it('a payment webhook confirming a hotel booking (sandbox PIX paid)', async () => {
    const stay = await prebookStay(api, team);
    const booked = await api.post('/api/v1/hotels/book', {
      key: team.key,
      body: bookBody(stay.prebook_token, customer.id, { method: 'pix' }),
    });
    expect(booked.status).toBe(201);
    const bookingId = booked.body.data.booking.id as string;
    expect((await list()).byId.get(bookingId)?.status).toBe('pending');
    expect((await list('?status=confirmed')).byId.has(bookingId)).toBe(false);
    await paySandbox(api, team, booked.body.data.payment.id);
    expect((await list()).byId.get(bookingId)?.status).toBe('confirmed');
    expect((await list('?status=confirmed')).byId.has(bookingId)).toBe(true);
  });

  it('a hotel booked by card and a flight booked', async () => {
    await list();
    const stay = await prebookStay(api, team);
    const hotel = await api.post('/api/v1/hotels/book', {
      key: team.key,
      body: bookBody(stay.prebook_token, customer.id, { method: 'credit_card', credit_card: CARD }),
    });
    expect(hotel.status).toBe(201);
    expect((await list()).byId.get(hotel.body.data.booking.id)?.type).toBe('hotel');
    const flight = await prebookFlight(api, team);
    const booked = await api.post('/api/v1/flights/book', { key: team.key, body: flightBookBody(flight.prebook_token, customer.id) });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect((await list()).byId.get(booked.body.data.booking.id)?.type).toBe('flight');
  });

  it('the daily completion job', async () => {
    const booking = await bookingIn(api, team, customer.id, 'confirmed', { start_date: '2030-03-01', end_date: '2030-03-02' });
    expect((await list('?status=completed')).byId.has(booking.id)).toBe(false);
    expect((await list()).byId.get(booking.id)?.status).toBe('confirmed');
    await completePastBookings(api.db, clock.now());
    expect((await list()).byId.get(booking.id)?.status).toBe('completed');
    expect((await list('?status=completed')).byId.has(booking.id)).toBe(true);
  });

  it("another team's changes leave this team's version and cached answers alone", async () => {
    const before = await version();
    const first = await list();
    const theirs = await newBooking(api, other, othersCustomer.id);
    await api.patch(`/api/v1/bookings/${theirs.id}`, { key: other.key, body: { status: 'confirmed' } });
    await api.patch(`/api/v1/clients/${othersCustomer.id}`, { key: other.key, body: { full_name: 'Carla Dias Souza' } });
    expect(await version()).toBe(before);
    expect((await list()).body).toBe(first.body);
    expect((await list('', other.key)).byId.get(theirs.id)?.customer.name).toBe('Carla Dias Souza');
  });
});

/*
 * Two app processes on one database: each has its own cache, so clearing one in-process cache would
 * prove nothing. A fresh module graph (vi.resetModules) is a second app with a cache of its own; the
 * database, as in production, is the only thing shared. A write through either app bumps the version
 * in the write's own transaction, so the other app's next authenticated read asks for a key it has
 * never stored, whatever its cache holds.
 */
describe('two app processes on one database', () => {
  let second: { url: string; server: Server; cacheSize: () => { entries: number } };

  beforeAll(async () => {
    vi.resetModules();
    const { createRestHandler } = await import('../rest/handler');
    const { listCacheSize } = await import('./list-cache');
    const rest = createRestHandler({ db: () => api.db, publicBaseUrl: 'http://localhost' });
    const server = createServer((req, res) => void rest(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    second = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, cacheSize: listCacheSize };
  }, 60_000);
  afterAll(() => new Promise<void>((resolve) => second.server.close(() => resolve())));

  it('a change made through one app is on the next read from the other, both ways', async () => {
    const booking = await newBooking(api, team, customer.id, { title: 'Seen by both' });
    const entries = second.cacheSize().entries;
    expect((await list('', team.key, second.url)).byId.get(booking.id)?.title).toBe('Seen by both');
    expect(second.cacheSize().entries).toBe(entries + 1);
    expect((await list()).byId.get(booking.id)?.title).toBe('Seen by both');

    // Written through the second app, read from the first (which holds the old answer in its cache).
    const patched = await fetch(`${second.url}/api/v1/bookings/${booking.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${team.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Changed in app two' }),
    });
    expect(patched.status).toBe(200);
    expect((await list()).byId.get(booking.id)?.title).toBe('Changed in app two');

    // And the other way round.
    await api.patch(`/api/v1/bookings/${booking.id}`, { key: team.key, body: { title: 'Changed in app one' } });
    expect((await list('', team.key, second.url)).byId.get(booking.id)?.title).toBe('Changed in app one');
  });
});

/** What any writer does (another app, a job, psql): the version moves in the writing statement's transaction. */
describe('teams.bookings_list_version in SQL', () => {
  it('moves once per statement and team for bookings inserts, updates and deletes, and only for the teams touched', async () => {
    const mine = await newBooking(api, team, customer.id);
    const theirs = await newBooking(api, other, othersCustomer.id);
    const [a, b] = [await version(team.id), await version(other.id)];
    await api.db.$executeRawUnsafe(`UPDATE bookings SET title = title || '!' WHERE id = $1::uuid`, mine.id);
    expect([await version(team.id), await version(other.id)]).toEqual([a + 1n, b]);
    await api.db.$executeRawUnsafe(`UPDATE bookings SET title = title || '?' WHERE id IN ($1::uuid, $2::uuid)`, mine.id, theirs.id);
    expect([await version(team.id), await version(other.id)]).toEqual([a + 2n, b + 1n]);
    // A statement that changes no row changes no version.
    await api.db.$executeRawUnsafe(`UPDATE bookings SET title = 'x' WHERE id = gen_random_uuid()`);
    expect([await version(team.id), await version(other.id)]).toEqual([a + 2n, b + 1n]);
    await api.db.$executeRawUnsafe(`DELETE FROM bookings WHERE id = $1::uuid`, theirs.id);
    expect([await version(team.id), await version(other.id)]).toEqual([a + 2n, b + 2n]);
  });

  it('is rolled back with a write that is rolled back', async () => {
    const mine = await newBooking(api, team, customer.id);
    const before = await version();
    await expect(
      api.db.$transaction(async (tx) => {
        await tx.$executeRawUnsafe(`UPDATE bookings SET title = 'never' WHERE id = $1::uuid`, mine.id);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await version()).toBe(before);
  });

  it('moves for every team when bookings are truncated', async () => {
    const [a, b] = [await version(team.id), await version(other.id)];
    await api.db.$executeRawUnsafe('TRUNCATE bookings CASCADE');
    expect(await version(team.id)).toBeGreaterThan(a);
    expect(await version(other.id)).toBeGreaterThan(b);
    expect((await list()).data.bookings).toEqual([]);
  });
});
