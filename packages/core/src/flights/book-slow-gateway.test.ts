import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FOLLOW_UP_MAX_ATTEMPTS, runDueFollowUps } from '../payments/follow-ups';
import { INTENT_GRACE_MS, runDueIntents } from '../payments/intents';
import { startAsaasServer } from '../payments/test-asaas-server';
import { bookingWriteFault } from '../testing/database-faults';
import type { RestServer } from '../testing/rest-server';
import {
  bookBody,
  CARD,
  newCustomer,
  panelCaller,
  prebookFlight,
  startFlightApi,
  TODAY,
  useFlightClock,
  type TestTeam,
} from './test-fixtures';

/**
 * Issue 20 point 3 for flights: no transaction stays open across the gateway call. The Asaas
 * stand-in holds a card charge's answer for HOLD_MS; meanwhile another book of the same team (its
 * test key: the sandbox gateway, the same booking-number counter) must finish well under the hold.
 */
const HOLD_MS = 10_000;
const QUICK_MS = 5_000;
// Per test: a held charge takes HOLD_MS, and the machine may be loaded.
const SLOW = { timeout: 90_000 };
const BOOK = '/api/v1/flights/book';

let api: RestServer;
let asaas: Awaited<ReturnType<typeof startAsaasServer>>;
let team: TestTeam;
/** The same team through its test key: books at the sandbox gateway, not at the held stand-in. */
let sandboxSide: TestTeam;
let faultyCustomer: { id: string };
let recordFault: Awaited<ReturnType<typeof bookingWriteFault>>;
let locatorFault: Awaited<ReturnType<typeof bookingWriteFault>>;
const clock = useFlightClock();

beforeAll(async () => {
  api = await startFlightApi();
  asaas = await startAsaasServer();
  team = await api.team({ name: 'Slow gateway flight agency' });
  sandboxSide = { ...team, key: team.testKey };
  const owner = panelCaller(api, team.id, 'owner');
  await owner.team.updateSalesSettings({ paymentGateway: 'asaas', asaasApiKey: '$aact_slow_flight', asaasBaseUrl: asaas.url });
  faultyCustomer = await newCustomer(api, team, 'Carla Faulty');
  // The database refusing the record of this customer's booking after the gateway charged.
  recordFault = await bookingWriteFault(
    api.db,
    'fault_flight_book_record',
    `NEW.type = 'flight' AND NEW.customer_id = '${faultyCustomer.id}'::uuid`,
    'INSERT',
  );
  // The database refusing the write of the airline locator after the booking committed (follow-up job's work).
  locatorFault = await bookingWriteFault(
    api.db,
    'fault_flight_slow_locator',
    `NEW.type = 'flight' AND NEW.external_locator IS NOT NULL AND OLD.external_locator IS NULL`,
  );
  // One sandbox PIX book first, so the timed one measures the book, not this process's first run of it.
  const warmUp = await prebookFlight(api, sandboxSide);
  const guest = await newCustomer(api, team, 'Walter Warm');
  const res = await api.post(BOOK, { key: team.testKey, body: bookBody(warmUp.prebook_token, guest.id, { method: 'pix' }) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}, SLOW.timeout);
afterAll(async () => {
  await asaas.close();
  await api.close();
});
beforeEach(() => {
  asaas.reset();
  asaas.on('POST', '/v3/customers', 200, { id: 'cus_slow' });
});

const cardPaid = (id: string) => ({ id, status: 'CONFIRMED', dueDate: TODAY });
const declined = { errors: [{ code: 'invalid_creditCard', description: 'Transação não autorizada' }] };
const chargesAsked = () => asaas.requests.filter((r) => r.method === 'POST' && r.path === '/v3/payments');
/** Our reference on the last charge asked: the payment intent's id (the payment's id-to-be). */
const lastIntentId = () => chargesAsked().at(-1)!.body.externalReference as string;
const afterGrace = () => new Date(clock.now().getTime() + INTENT_GRACE_MS + 1_000);

function cardBook(token: string, customerId: string, key?: string) {
  return {
    key: team.key,
    body: bookBody(token, customerId, { method: 'credit_card', credit_card: CARD }),
    ...(key && { headers: { 'Idempotency-Key': key } }),
  };
}

/** Starts a live card book, waits (polling) until the stand-in holds its charge, then times a PIX book of the same team. */
async function otherBookWhileCharging(slowBook: () => Promise<{ status: number; body: any }>) {
  const other = await prebookFlight(api, sandboxSide);
  const otherCustomer = await newCustomer(api, team, 'Otto Other');
  const slow = slowBook();
  await expect.poll(() => chargesAsked().length, { timeout: 20_000, interval: 20 }).toBe(1);
  const started = performance.now();
  const quick = await api.post(BOOK, { key: team.testKey, body: bookBody(other.prebook_token, otherCustomer.id, { method: 'pix' }) });
  const tookMs = performance.now() - started;
  expect(quick.status, JSON.stringify(quick.body)).toBe(201);
  return { quick, tookMs, slow: await slow };
}

describe('POST /api/v1/flights/book: no transaction open while the gateway holds a charge', SLOW, () => {
  it('another book of the team completes well under the hold; the held card book then confirms and is reserved', async () => {
    asaas.on('POST', '/v3/payments', 200, cardPaid('pay_flight_slow'), HOLD_MS);
    const flight = await prebookFlight(api, team);
    const customer = await newCustomer(api, team, 'Sara Slow');
    const { tookMs, slow } = await otherBookWhileCharging(() => api.post(BOOK, cardBook(flight.prebook_token, customer.id)));
    expect(tookMs).toBeLessThan(QUICK_MS);
    expect(slow.status, JSON.stringify(slow.body)).toBe(201);
    expect(slow.body.data).toMatchObject({ booking: { status: 'confirmed' }, payment: { status: 'paid', id: lastIntentId() } });
  });

  it('a slow decline: the other book is quick, nothing is listed or announced, the same 400, and the token books again', async () => {
    asaas.on('POST', '/v3/payments', 400, declined, HOLD_MS);
    const flight = await prebookFlight(api, team);
    const customer = await newCustomer(api, team, 'Dora Declined');
    const { tookMs, slow } = await otherBookWhileCharging(() => api.post(BOOK, cardBook(flight.prebook_token, customer.id)));
    expect(tookMs).toBeLessThan(QUICK_MS);
    expect(slow.status).toBe(400);
    expect(slow.body).toMatchObject({ code: 'PAYMENT_DECLINED' });
    const intentId = lastIntentId();
    expect(await api.db.booking.count({ where: { customerId: customer.id } })).toBe(0);
    expect(await api.db.payment.count({ where: { id: intentId } })).toBe(0);
    expect(await api.db.mailMessage.count({ where: { teamId: team.id, refs: { path: ['payment_id'], equals: intentId } } })).toBe(0);
    expect(await api.db.prebook.findUniqueOrThrow({ where: { token: flight.prebook_token } })).toMatchObject({
      usedAt: null,
      bookingId: null,
    });

    asaas.on('POST', '/v3/payments', 200, cardPaid('pay_flight_after_decline'));
    const again = await api.post(BOOK, cardBook(flight.prebook_token, customer.id));
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.data).toMatchObject({ booking: { status: 'confirmed' }, payment: { status: 'paid' } });
  });
});

describe('POST /api/v1/flights/book: the record failed after the charge', SLOW, () => {
  it('a process that could not give the charge back: 503, the same key 409 still being settled with no second charge; the job refunds once and frees the token; then 201', async () => {
    const flight = await prebookFlight(api, team);
    // The stand-in refuses the refund of this charge (not a `paidCharge` yet), as for a killed process.
    asaas.on('POST', '/v3/payments', 200, cardPaid('pay_flight_crash'));
    await recordFault.arm();
    const request = cardBook(flight.prebook_token, faultyCustomer.id, `flight-crash-${flight.prebook_token}`);
    const first = await api.post(BOOK, request);
    expect(await recordFault.fired()).toBe(true);
    expect(first.status, JSON.stringify(first.body)).toBe(503);
    expect(first.headers.get('retry-after')).toBeTruthy();
    const intentId = lastIntentId();
    expect(await api.db.paymentIntent.findUniqueOrThrow({ where: { id: intentId } })).toMatchObject({ status: 'open' });

    // Not a fault of the server's: the first book is still being worked on (409, as for a key in flight),
    // and the answer is not kept, so the same request books once the money is back.
    const repeated = await api.post(BOOK, request);
    expect(repeated.status).toBe(409);
    expect(repeated.body).toMatchObject({
      code: 'CONFLICT',
      error:
        'A request with this Idempotency-Key is still being processed: the payment of this book is still being settled; repeat the same request shortly',
    });
    expect(repeated.headers.get('retry-after')).toBe('15');
    expect(chargesAsked()).toHaveLength(1);

    asaas.paidCharge('pay_flight_crash');
    await runDueIntents(api.db, afterGrace());
    expect(asaas.refundsOf('pay_flight_crash')).toBe(1);
    expect(await api.db.paymentIntent.findUniqueOrThrow({ where: { id: intentId } })).toMatchObject({ status: 'closed', chargesUndone: 1 });
    expect(await api.db.prebook.findUniqueOrThrow({ where: { token: flight.prebook_token } })).toMatchObject({ usedAt: null });

    asaas.on('POST', '/v3/payments', 200, cardPaid('pay_flight_crash_again'));
    const booked = await api.post(BOOK, request);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.data).toMatchObject({ booking: { status: 'confirmed' }, payment: { status: 'paid' } });
    expect(chargesAsked()).toHaveLength(2);
    expect(asaas.refundsOf('pay_flight_crash')).toBe(1);
  });

  it('a record failing while the process lives: the charge is refunded at once, the answer is 503, and the same request books', async () => {
    const flight = await prebookFlight(api, team);
    asaas.on('POST', '/v3/payments', 200, cardPaid('pay_flight_undone'));
    asaas.paidCharge('pay_flight_undone');
    await recordFault.arm();
    const request = cardBook(flight.prebook_token, faultyCustomer.id, `flight-undone-${flight.prebook_token}`);
    const first = await api.post(BOOK, request);
    expect(await recordFault.fired()).toBe(true);
    expect(first.status, JSON.stringify(first.body)).toBe(503);
    expect(asaas.refundsOf('pay_flight_undone')).toBe(1);
    const intentId = lastIntentId();
    expect(await api.db.paymentIntent.findUniqueOrThrow({ where: { id: intentId } })).toMatchObject({ status: 'closed', chargesUndone: 1 });
    expect(await api.db.payment.count({ where: { id: intentId } })).toBe(0);

    asaas.on('POST', '/v3/payments', 200, cardPaid('pay_flight_undone_again'));
    const booked = await api.post(BOOK, request);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(chargesAsked()).toHaveLength(2);
  });
});

describe('GET /api/v1/dashboard: flights to issue', SLOW, () => {
  it('counts the online flights the follow-up job gave up on, as Emissões pendentes lists them', async () => {
    const waiting = async () => {
      const res = await api.get('/api/v1/dashboard', { key: team.key });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.waiting.flights_to_issue as number;
    };
    const before = await waiting();
    // A paid online flight whose locator write failed, and whose fare is gone when the job retries.
    const flight = await prebookFlight(api, team);
    asaas.on('POST', '/v3/payments', 200, cardPaid('pay_flight_given_up'));
    await locatorFault.arm();
    const res = await api.post(BOOK, cardBook(flight.prebook_token, faultyCustomer.id));
    expect(await locatorFault.fired()).toBe(true);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.booking.id as string;
    clock.travelTo('2031-01-01T12:00:00Z');
    for (let attempt = 1; attempt <= FOLLOW_UP_MAX_ATTEMPTS; attempt++) {
      await runDueFollowUps(api.db, clock.now());
      clock.travelTo(new Date(clock.now().getTime() + 60 * 60_000));
    }
    const queue = await panelCaller(api, team.id).flights.toIssueQueue();
    expect(queue.bookings.find((b) => b.id === id)?.issue_problem).toMatch(/^Online reservation failed/);
    const after = await waiting();
    expect(after).toBe(before + 1);
    expect(after).toBe(queue.bookings.length);
  });
});
