import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueFollowUps } from '../payments/follow-ups';
import { bookingWriteFault } from '../testing/database-faults';
import type { RestServer } from '../testing/rest-server';
import { bookBody, CARD, newCustomer, prebookStay, startHotelApi, useHotelClock, type TestTeam } from './test-fixtures';

let api: RestServer;
let team: TestTeam;
let customer: { id: string };
let faults: Record<'locator' | 'cancel', Awaited<ReturnType<typeof bookingWriteFault>>>;
const clock = useHotelClock();

beforeAll(async () => {
  api = await startHotelApi();
  team = await api.team();
  customer = await newCustomer(api, team);
  // The database restarting at the worst moment: after the card was charged and the booking committed.
  faults = {
    locator: await bookingWriteFault(
      api.db,
      'fault_hotel_locator_write',
      `NEW.type = 'hotel' AND NEW.external_locator IS NOT NULL AND OLD.external_locator IS NULL`,
    ),
    cancel: await bookingWriteFault(api.db, 'fault_hotel_cancel_write', `NEW.type = 'hotel' AND NEW.status = 'cancelled'`),
  };
});
afterAll(() => api.close());

async function cardBook(fault: keyof typeof faults, guests?: { first_name: string; last_name: string }[]) {
  const stay = await prebookStay(api, team);
  await faults[fault].arm();
  const request = {
    key: team.key,
    body: bookBody(stay.prebook_token, customer.id, { method: 'credit_card', credit_card: CARD }, guests && { guests }),
    headers: { 'Idempotency-Key': `hotel-fault-${stay.prebook_token}` },
  };
  const res = await api.post('/api/v1/hotels/book', request);
  expect(await faults[fault].fired()).toBe(true);
  return { ...res, request };
}

async function stored(bookingId: string) {
  const booking = await api.db.booking.findUniqueOrThrow({ where: { id: bookingId }, include: { payments: true } });
  return { booking, supplier: (booking.metadata as { supplier: Record<string, unknown> }).supplier, payments: booking.payments };
}

describe('POST /api/v1/hotels/book: the charge committed, then the database failed', () => {
  it('the supplier reserved, the locator write failed: 201 with the paid booking (not cancelled and refunded under a held reservation); the job records the locator', async () => {
    const res = await cardBook('locator');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ booking: { status: 'confirmed' }, payment: { status: 'paid' } });
    const id = res.body.data.booking.id as string;
    expect((await stored(id)).supplier).toMatchObject({ status: 'awaiting_issue', locator: null });

    await runDueFollowUps(api.db, new Date(clock.now().getTime() + 10 * 60_000));
    const after = await stored(id);
    expect(after.supplier).toMatchObject({ status: 'issued', locator: expect.stringMatching(/^HTL-/) });
    expect(after.booking.externalLocator).toBe(after.supplier.locator);
    expect(after.payments.map((p) => p.status)).toEqual(['paid']);
  });

  it('the supplier refused and the cancellation write failed: 201 with the paid booking, never 503 inviting a second charge; the same key replays it', async () => {
    const res = await cardBook('cancel', [{ first_name: 'Ana', last_name: 'SUPPLIERFAIL' }]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ booking: { status: 'confirmed' }, payment: { status: 'paid' } });
    const again = await api.post('/api/v1/hotels/book', res.request);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.booking.id).toBe(res.body.data.booking.id);
    const after = await stored(res.body.data.booking.id);
    // Still waiting for its reservation: the follow-up job retries it, then the failed-issues queue.
    expect(after.supplier).toMatchObject({ status: 'awaiting_issue' });
    expect(after.payments.map((p) => p.status)).toEqual(['paid']);
  });
});

describe('POST /api/v1/hotels/book: the instance died after the booking committed, before its answer', () => {
  // What a SIGKILL between the commit and the answer leaves: the booking, and the key's claim unanswered.
  async function bookAndLoseTheAnswer(method: 'pix' | 'credit_card') {
    const stay = await prebookStay(api, team);
    const key = `hotel-lost-${stay.prebook_token}`;
    const request = {
      key: team.key,
      body: bookBody(stay.prebook_token, customer.id, method === 'pix' ? { method } : { method, credit_card: CARD }),
      headers: { 'Idempotency-Key': key },
    };
    const first = await api.post('/api/v1/hotels/book', request);
    expect(first.status).toBe(201);
    await api.db.idempotencyRecord.updateMany({ where: { key }, data: { status: null, body: null } });
    return { request, bookingId: first.body.data.booking.id as string };
  }

  it('the same request with the same Idempotency-Key: 409 while the claim may still be running, then the booking it made (one booking, one charge)', async () => {
    for (const method of ['pix', 'credit_card'] as const) {
      const { request, bookingId } = await bookAndLoseTheAnswer(method);
      const bookingsBefore = await api.db.booking.count({ where: { customerId: customer.id } });
      const soon = await api.post('/api/v1/hotels/book', request);
      expect(soon.status).toBe(409);
      expect(soon.body.error).toBe('A request with this Idempotency-Key is still being processed');

      clock.travelTo(new Date(clock.now().getTime() + 3 * 60_000 + 1_000));
      const repeated = await api.post('/api/v1/hotels/book', request);
      expect(repeated.status, JSON.stringify(repeated.body)).toBe(201);
      expect(repeated.body.data).toMatchObject({ booking: { id: bookingId }, payment: { method } });
      expect(await api.db.payment.count({ where: { bookingId } })).toBe(1);
      expect(await api.db.booking.count({ where: { customerId: customer.id } })).toBe(bookingsBefore);
      // Answered now, and kept: the next repeat is a replay.
      const replayed = await api.post('/api/v1/hotels/book', request);
      expect(replayed.headers.get('idempotent-replayed')).toBe('true');
      expect(replayed.body.data.booking.id).toBe(bookingId);
    }
  });

  it('the same prebook token under another key is still 400 Prebook token already used', async () => {
    const { request } = await bookAndLoseTheAnswer('pix');
    const other = await api.post('/api/v1/hotels/book', { ...request, headers: { 'Idempotency-Key': 'another-key' } });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ code: 'PREBOOK_TOKEN_USED', error: 'Prebook token already used' });
  });
});
