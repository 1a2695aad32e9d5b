import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_UP_MAX_ATTEMPTS, runDueFollowUps } from '../payments/follow-ups';
import { bookingWriteFault } from '../testing/database-faults';
import type { RestServer } from '../testing/rest-server';
import {
  ADULT,
  bookBody,
  bookingDetail,
  CARD,
  newCustomer,
  panelCaller,
  prebookFlight,
  startFlightApi,
  useFlightClock,
  type TestTeam,
} from './test-fixtures';

let api: RestServer;
let team: TestTeam;
let customer: { id: string };
let locatorWriteFault: Awaited<ReturnType<typeof bookingWriteFault>>;
let cancelWriteFault: Awaited<ReturnType<typeof bookingWriteFault>>;
const clock = useFlightClock();

beforeAll(async () => {
  api = await startFlightApi();
  team = await api.team();
  customer = await newCustomer(api, team);
  // The database refuses the write of the airline locator after the card was charged and the booking committed.
  locatorWriteFault = await bookingWriteFault(
    api.db,
    'fault_flight_locator_write',
    `NEW.type = 'flight' AND NEW.external_locator IS NOT NULL AND OLD.external_locator IS NULL`,
  );
  cancelWriteFault = await bookingWriteFault(api.db, 'fault_flight_cancel_write', `NEW.type = 'flight' AND NEW.status = 'cancelled'`);
});
afterAll(() => api.close());

const minutesLater = (minutes: number) => new Date(clock.now().getTime() + minutes * 60_000);

async function cardBookWithLostLocatorWrite() {
  const flight = await prebookFlight(api, team);
  await locatorWriteFault.arm();
  const request = {
    key: team.key,
    body: bookBody(flight.prebook_token, customer.id, { method: 'credit_card', credit_card: CARD }),
    headers: { 'Idempotency-Key': `lost-locator-${flight.prebook_token}` },
  };
  const res = await api.post('/api/v1/flights/book', request);
  expect(await locatorWriteFault.fired()).toBe(true);
  return { ...res, request };
}

async function stored(bookingId: string) {
  const booking = await api.db.booking.findUniqueOrThrow({ where: { id: bookingId }, include: { payments: true } });
  return { booking, supplier: (booking.metadata as { supplier: Record<string, unknown> }).supplier, payment: booking.payments[0]! };
}

describe('POST /api/v1/flights/book: the charge committed, the locator write failed', () => {
  it('answers 201 with the paid booking (not an error inviting a second charge); the same key replays it', async () => {
    const res = await cardBookWithLostLocatorWrite();
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.booking).toMatchObject({ status: 'confirmed', external_locator: null });
    expect(res.body.data.payment).toMatchObject({ status: 'paid' });
    const again = await api.post('/api/v1/flights/book', res.request);
    expect(again.status).toBe(201);
    expect(again.body.data.booking.id).toBe(res.body.data.booking.id);
    expect(await api.db.payment.count({ where: { bookingId: res.body.data.booking.id } })).toBe(1);
  });

  it('the payments.follow-ups job finds the reservation the supplier made under the booking reference and records its locator', async () => {
    const res = await cardBookWithLostLocatorWrite();
    const id = res.body.data.booking.id as string;
    expect((await stored(id)).supplier).toMatchObject({ mode: 'automatic', status: 'awaiting_issue', locator: null });

    await runDueFollowUps(api.db, minutesLater(10));
    const after = await stored(id);
    expect(after.supplier).toMatchObject({ status: 'issued', locator: expect.stringMatching(/^[A-Z2-9]{6}$/) });
    expect(after.booking.externalLocator).toBe(after.supplier.locator);
    expect(after.payment.status).toBe('paid');
    // Another run (another instance) changes nothing.
    await runDueFollowUps(api.db, minutesLater(60));
    expect((await stored(id)).booking.externalLocator).toBe(after.booking.externalLocator);
    const history = (await bookingDetail(api, team, id)).status_history.map((c: { to: string }) => c.to);
    expect(history).toEqual(['confirmed']);
  });

  it('a reservation the supplier can no longer make is retried, then waits in the panel queue with the reason', async () => {
    const res = await cardBookWithLostLocatorWrite();
    const id = res.body.data.booking.id as string;
    // The fare is gone by the time the job runs (its departure day has passed at the sandbox airline).
    clock.travelTo('2031-01-01T12:00:00Z');
    for (let attempt = 1; attempt <= FOLLOW_UP_MAX_ATTEMPTS; attempt++) {
      await runDueFollowUps(api.db, clock.now());
      clock.travelTo(minutesLater(60));
    }
    const after = await stored(id);
    expect(after.supplier).toMatchObject({ mode: 'automatic', status: 'failed', locator: null });
    expect(after.booking.status).toBe('confirmed');
    expect(after.payment.status).toBe('paid');
    const queue = await panelCaller(api, team.id).flights.toIssueQueue();
    const row = queue.bookings.find((b) => b.id === id);
    expect(row?.issue_problem).toBe('Online reservation failed: Flight supplier unavailable, try again later');
    // An agent sorts it out at the airline and enters the locator.
    const issued = await panelCaller(api, team.id).flights.issueOffline({ booking_id: id, external_locator: 'QX7P2M' });
    expect(issued.external_locator).toBe('QX7P2M');
  });

  it('the supplier refused and the cancellation write failed: 201 with the paid booking (nothing undone), never 503', async () => {
    const flight = await prebookFlight(api, team);
    await cancelWriteFault.arm();
    const passengers = [{ ...ADULT, last_name: 'SUPPLIERFAIL' }];
    const res = await api.post('/api/v1/flights/book', {
      key: team.key,
      body: bookBody(flight.prebook_token, customer.id, { method: 'credit_card', credit_card: CARD }, { passengers }),
    });
    expect(await cancelWriteFault.fired()).toBe(true);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ booking: { status: 'confirmed', external_locator: null }, payment: { status: 'paid' } });
    const after = await stored(res.body.data.booking.id);
    // Left to the follow-up job (and after its last try, the panel's queue); the card was not refunded.
    expect(after.supplier).toMatchObject({ status: 'awaiting_issue' });
    expect(after.payment.status).toBe('paid');
  });
});
