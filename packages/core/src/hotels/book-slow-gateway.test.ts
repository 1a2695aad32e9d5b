import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INTENT_GRACE_MS, runDueIntents } from '../payments/intents';
import { startAsaasServer } from '../payments/test-asaas-server';
import { bookingWriteFault } from '../testing/database-faults';
import type { RestServer } from '../testing/rest-server';
import { bookBody, CARD, newCustomer, panelCaller, prebookStay, startHotelApi, TODAY, useHotelClock, type TestTeam } from './test-fixtures';

/**
 * Issue 20 point 3: no transaction stays open across the gateway call. The Asaas stand-in holds a
 * card charge's answer for HOLD_MS; meanwhile another book of the same team (its test key: the
 * sandbox gateway, the same booking-number counter) must finish well under the hold. Before, the
 * charge ran inside the book's transaction and the other book waited for it.
 */
const HOLD_MS = 10_000;
const QUICK_MS = 5_000;
// Per test: a held charge takes HOLD_MS, and the machine may be loaded.
const SLOW = { timeout: 90_000 };
const BOOK = '/api/v1/hotels/book';

let api: RestServer;
let asaas: Awaited<ReturnType<typeof startAsaasServer>>;
let team: TestTeam;
/** The same team through its test key: books at the sandbox gateway, not at the held stand-in. */
let sandboxSide: TestTeam;
let recordFault: Awaited<ReturnType<typeof bookingWriteFault>>;
let faultyCustomer: { id: string };
const clock = useHotelClock();

beforeAll(async () => {
  api = await startHotelApi();
  asaas = await startAsaasServer();
  team = await api.team({ name: 'Slow gateway hotel agency' });
  sandboxSide = { ...team, key: team.testKey };
  const owner = panelCaller(api, team.id, 'owner');
  await owner.team.updateSalesSettings({ paymentGateway: 'asaas', asaasApiKey: '$aact_slow_hotel', asaasBaseUrl: asaas.url });
  faultyCustomer = await newCustomer(api, team, 'Carla Faulty');
  // One sandbox PIX book first, so the timed one measures the book, not this process's first run of it.
  const warmUp = await prebookStay(api, sandboxSide, 1);
  const guest = await newCustomer(api, team, 'Walter Warm');
  const res = await api.post(BOOK, { key: team.testKey, body: bookBody(warmUp.prebook_token, guest.id, { method: 'pix' }) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  // The database refusing the record of this customer's booking (as a restarting PostgreSQL does),
  // after the gateway charged: what a process dying between the charge and the record leaves.
  recordFault = await bookingWriteFault(
    api.db,
    'fault_hotel_book_record',
    `NEW.type = 'hotel' AND NEW.customer_id = '${faultyCustomer.id}'::uuid`,
    'INSERT',
  );
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
  const other = await prebookStay(api, sandboxSide, 1);
  const otherCustomer = await newCustomer(api, team, 'Otto Other');
  const slow = slowBook();
  await expect.poll(() => chargesAsked().length, { timeout: 20_000, interval: 20 }).toBe(1);
  const started = performance.now();
  const quick = await api.post(BOOK, { key: team.testKey, body: bookBody(other.prebook_token, otherCustomer.id, { method: 'pix' }) });
  const tookMs = performance.now() - started;
  expect(quick.status, JSON.stringify(quick.body)).toBe(201);
  return { quick, tookMs, slow: await slow };
}

describe('POST /api/v1/hotels/book: no transaction open while the gateway holds a charge', SLOW, () => {
  it('another book of the team completes well under the hold; the held card book then confirms', async () => {
    asaas.on('POST', '/v3/payments', 200, cardPaid('pay_hotel_slow'), HOLD_MS);
    const stay = await prebookStay(api, team);
    const customer = await newCustomer(api, team, 'Sara Slow');
    const { tookMs, slow } = await otherBookWhileCharging(() => api.post(BOOK, cardBook(stay.prebook_token, customer.id)));
    expect(tookMs).toBeLessThan(QUICK_MS);
    expect(slow.status, JSON.stringify(slow.body)).toBe(201);
    expect(slow.body.data).toMatchObject({ booking: { status: 'confirmed' }, payment: { status: 'paid', id: lastIntentId() } });
    expect(await api.db.paymentIntent.findUniqueOrThrow({ where: { id: lastIntentId() } })).toMatchObject({
      status: 'booked',
      bookingId: slow.body.data.booking.id,
    });
  });

  it('a slow decline: the other book is quick, nothing is listed or announced, the same 400, and the token books again', async () => {
    asaas.on('POST', '/v3/payments', 400, declined, HOLD_MS);
    const stay = await prebookStay(api, team);
    const customer = await newCustomer(api, team, 'Dora Declined');
    const { tookMs, slow } = await otherBookWhileCharging(() => api.post(BOOK, cardBook(stay.prebook_token, customer.id)));
    expect(tookMs).toBeLessThan(QUICK_MS);
    expect(slow.status).toBe(400);
    expect(slow.body).toMatchObject({ code: 'PAYMENT_DECLINED' });
    const intentId = lastIntentId();
    expect(await api.db.booking.count({ where: { customerId: customer.id } })).toBe(0);
    expect(await api.db.payment.count({ where: { id: intentId } })).toBe(0);
    expect(await api.db.mailMessage.count({ where: { teamId: team.id, refs: { path: ['payment_id'], equals: intentId } } })).toBe(0);
    expect(await api.db.prebook.findUniqueOrThrow({ where: { token: stay.prebook_token } })).toMatchObject({
      usedAt: null,
      bookingId: null,
    });

    asaas.on('POST', '/v3/payments', 200, cardPaid('pay_hotel_after_decline'));
    const again = await api.post(BOOK, cardBook(stay.prebook_token, customer.id));
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.data).toMatchObject({ booking: { status: 'confirmed' }, payment: { status: 'paid' } });
  });
});

describe('POST /api/v1/hotels/book: the record failed after the charge', SLOW, () => {
  it('a process that could not give the charge back: 503, the same key 409 still being settled with no second charge; the job refunds once and frees the token; then 201', async () => {
    const stay = await prebookStay(api, team);
    // The stand-in refuses the refund of this charge (not a `paidCharge` yet): the book cannot give
    // it back, as a process killed between charge and record never could.
    asaas.on('POST', '/v3/payments', 200, cardPaid('pay_hotel_crash'));
    await recordFault.arm();
    const request = cardBook(stay.prebook_token, faultyCustomer.id, `hotel-crash-${stay.prebook_token}`);
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
    const otherKey = await api.post(BOOK, { ...request, headers: { 'Idempotency-Key': `other-${stay.prebook_token}` } });
    expect(otherKey.status).toBe(400);
    expect(otherKey.body).toMatchObject({ code: 'PREBOOK_TOKEN_USED' });
    expect(chargesAsked()).toHaveLength(1);

    asaas.paidCharge('pay_hotel_crash');
    await runDueIntents(api.db, afterGrace());
    expect(asaas.refundsOf('pay_hotel_crash')).toBe(1);
    expect(await api.db.paymentIntent.findUniqueOrThrow({ where: { id: intentId } })).toMatchObject({ status: 'closed', chargesUndone: 1 });
    expect(await api.db.prebook.findUniqueOrThrow({ where: { token: stay.prebook_token } })).toMatchObject({ usedAt: null });
    await runDueIntents(api.db, new Date(afterGrace().getTime() + 3_600_000));
    expect(asaas.refundsOf('pay_hotel_crash')).toBe(1);

    asaas.on('POST', '/v3/payments', 200, cardPaid('pay_hotel_crash_again'));
    const booked = await api.post(BOOK, request);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.data).toMatchObject({ booking: { status: 'confirmed' }, payment: { status: 'paid' } });
    expect(chargesAsked()).toHaveLength(2);
    expect(await api.db.booking.count({ where: { customerId: faultyCustomer.id } })).toBe(1);
  });

  it('a record failing while the process lives: the charge is refunded at once, the answer is 503, and the same request books', async () => {
    const stay = await prebookStay(api, team);
    asaas.on('POST', '/v3/payments', 200, cardPaid('pay_hotel_undone'));
    asaas.paidCharge('pay_hotel_undone');
    await recordFault.arm();
    const request = cardBook(stay.prebook_token, faultyCustomer.id, `hotel-undone-${stay.prebook_token}`);
    const bookingsBefore = await api.db.booking.count({ where: { customerId: faultyCustomer.id } });
    const first = await api.post(BOOK, request);
    expect(await recordFault.fired()).toBe(true);
    expect(first.status, JSON.stringify(first.body)).toBe(503);
    expect(asaas.refundsOf('pay_hotel_undone')).toBe(1);
    const intentId = lastIntentId();
    expect(await api.db.paymentIntent.findUniqueOrThrow({ where: { id: intentId } })).toMatchObject({ status: 'closed', chargesUndone: 1 });
    expect(await api.db.payment.count({ where: { id: intentId } })).toBe(0);

    asaas.on('POST', '/v3/payments', 200, cardPaid('pay_hotel_undone_again'));
    const booked = await api.post(BOOK, request);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(chargesAsked()).toHaveLength(2);
    expect(await api.db.booking.count({ where: { customerId: faultyCustomer.id } })).toBe(bookingsBefore + 1);
    // Nothing left for the job: the first charge was given back once.
    await runDueIntents(api.db, afterGrace());
    expect(asaas.refundsOf('pay_hotel_undone')).toBe(1);
  });
});
