import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawQuery, type Db } from '@tas/db';
import { bookBody, newCustomer, prebookStay, startHotelApi, type TestTeam } from '../hotels/test-fixtures';
import type { RestServer } from '../testing/rest-server';
import { clock, setProcessClock, startClockSync, syncClock } from './clock';

// Issue 20, point 4: with one instance's clock 90 s ahead, PIX payments expired before they were
// created and bookings' status histories ran out of order. Facts that instances compare take their
// time from one clock, the database's: each process's clock corrected by its measured offset.
let api: RestServer;
let team: TestTeam;

beforeAll(async () => {
  api = await startHotelApi();
  team = await api.team();
});
afterAll(() => api.close());

let restoreProcess: (() => void) | undefined;
afterEach(async () => {
  restoreProcess?.();
  restoreProcess = undefined;
  await syncClock(api.db);
});

/** The database's own clock, now. */
async function databaseNow(db: Db): Promise<number> {
  const [row] = await rawQuery<{ ms: number }>(db, 'SELECT (extract(epoch FROM clock_timestamp()) * 1000)::float8 AS ms');
  return row!.ms;
}

/** This process as an instance whose clock runs `skewMs` off, after it measured the database's clock. */
async function instanceSkewedBy(skewMs: number): Promise<void> {
  restoreProcess?.();
  restoreProcess = setProcessClock(() => new Date(Date.now() + skewMs));
  await syncClock(api.db);
}

const TOLERANCE_MS = 1_000;

describe('one clock: the database’s', () => {
  it('a process clock 90 s ahead, once synced, reads the database’s time', async () => {
    await instanceSkewedBy(90_000);
    const before = await databaseNow(api.db);
    const now = clock.now().getTime();
    const after = await databaseNow(api.db);
    expect(now).toBeGreaterThanOrEqual(before - TOLERANCE_MS);
    expect(now).toBeLessThanOrEqual(after + TOLERANCE_MS);
  });

  it('the offset is measured again while the server runs: a clock stepped later is followed', async () => {
    const stop = await startClockSync(api.db, 100);
    try {
      // The machine's clock is stepped 90 s ahead after start (an NTP correction, a VM resumed).
      restoreProcess = setProcessClock(() => new Date(Date.now() + 90_000));
      await new Promise((resolve) => setTimeout(resolve, 500));
      const now = clock.now().getTime();
      expect(Math.abs(now - (await databaseNow(api.db)))).toBeLessThan(TOLERANCE_MS);
    } finally {
      stop();
    }
  });

  it('a PIX booked on an instance 40 minutes behind is created and expires on the database’s clock', async () => {
    // Behind by more than a PIX's 30 minutes: on its own clock the payment would expire before any
    // other instance's "now", and be expired by the first expiry job that runs elsewhere.
    await instanceSkewedBy(-40 * 60_000);
    const customer = await newCustomer(api, team);
    const stay = await prebookStay(api, team);
    const before = await databaseNow(api.db);
    const res = await api.post('/api/v1/hotels/book', {
      key: team.key,
      body: bookBody(stay.prebook_token, customer.id, { method: 'pix' }),
    });
    const after = await databaseNow(api.db);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const payment = await api.db.payment.findFirstOrThrow({ where: { bookingId: res.body.data.booking.id } });
    expect(payment.createdAt.getTime()).toBeGreaterThanOrEqual(before - TOLERANCE_MS);
    expect(payment.createdAt.getTime()).toBeLessThanOrEqual(after + TOLERANCE_MS);
    expect(payment.expiresAt!.getTime()).toBeGreaterThan(after);
    expect(payment.expiresAt!.getTime()).toBeGreaterThan(payment.createdAt.getTime());
  });

  it('a booking created on an instance 90 s ahead and confirmed on one on time keeps its history in order', async () => {
    await instanceSkewedBy(90_000);
    const customer = await newCustomer(api, team);
    const created = await api.post('/api/v1/bookings', {
      key: team.key,
      body: { customer_id: customer.id, type: 'hotel', title: 'Hotel Copacabana', start_date: '2030-03-10', total_amount: 500 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await instanceSkewedBy(0);
    const id = created.body.data.id as string;
    expect((await api.patch(`/api/v1/bookings/${id}`, { key: team.key, body: { status: 'confirmed' } })).status).toBe(200);
    const changes = await api.db.bookingStatusChange.findMany({ where: { bookingId: id }, orderBy: { at: 'asc' } });
    expect(changes.map((c) => c.toStatus)).toEqual(['pending', 'confirmed']);
    const detail = await api.get(`/api/v1/bookings/${id}`, { key: team.key });
    expect(detail.body.data.status_history.map((h: { to: string }) => h.to)).toEqual(['pending', 'confirmed']);
  });

  it('rows stamped by a column default (a client’s created_at) take the database’s time, not the process’s', async () => {
    // The whole process 90 s ahead, Prisma's own `new Date` included (Date faked, timers real). An
    // embedded PGlite runs in this process and reads the same clock; a PostgreSQL server has its own.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 90_000, shouldAdvanceTime: true });
    try {
      await syncClock(api.db);
      const before = await databaseNow(api.db);
      const customer = await newCustomer(api, team);
      const after = await databaseNow(api.db);
      const row = await api.db.client.findUniqueOrThrow({ where: { id: customer.id } });
      expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - TOLERANCE_MS);
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(after + TOLERANCE_MS);
    } finally {
      vi.useRealTimers();
    }
  });
});
