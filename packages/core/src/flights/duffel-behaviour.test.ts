import { DUFFEL_STAND_IN_TOKEN, startDuffelStandIn, type DuffelStandIn } from '@tas/suppliers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock as appClock } from '../lib/clock';
import { FOLLOW_UP_MAX_ATTEMPTS, runDueFollowUps } from '../payments/follow-ups';
import { bookingWriteFault } from '../testing/database-faults';
import { expectErrorShape, type RestServer } from '../testing/rest-server';
import {
  bookBody,
  bookingDetail,
  CARD,
  newCustomer,
  panelCaller,
  prebookBody,
  searchBody,
  startFlightApi,
  useFlightClock,
  type TestTeam,
} from './test-fixtures';

// Duffel's documented answers (docs/suppliers/duffel-behaviour.md), each provoked at the stand-in
// and seen where the integrator sees it: the REST answer, the booking, its payment, the panel's queue.
let api: RestServer;
let duffel: DuffelStandIn;
let team: TestTeam;
let customer: { id: string };
let cancelWriteFault: Awaited<ReturnType<typeof bookingWriteFault>>;
const clock = useFlightClock();

beforeAll(async () => {
  api = await startFlightApi();
  // Offers live six hours: the follow-up job's half hour of retries must meet Duffel's answer, not an expiry.
  duffel = await startDuffelStandIn({ now: () => appClock.now(), offerTtlMs: 6 * 3_600_000 });
  team = await api.team({ name: 'Duffel behaviour agency' });
  await panelCaller(api, team.id, 'owner').team.updateSalesSettings({
    flightOnlineSuppliers: ['duffel'],
    duffelCredentials: { accessToken: DUFFEL_STAND_IN_TOKEN, baseUrl: duffel.url },
  });
  customer = await newCustomer(api, team);
  cancelWriteFault = await bookingWriteFault(api.db, 'fault_duffel_behaviour_cancel', `NEW.type = 'flight' AND NEW.status = 'cancelled'`);
});
afterEach(() => duffel.reset());
afterAll(async () => {
  await duffel.close();
  await api.close();
});

const card = { method: 'credit_card', credit_card: CARD };
const minutesLater = (minutes: number) => new Date(clock.now().getTime() + minutes * 60_000);
const orderPosts = () => duffel.requests.filter((r) => r.method === 'POST' && r.path === '/air/orders').length;

/** Search (a day of its own) and prebook the cheapest Duffel offer. */
async function prebookDuffel(departureDate: string): Promise<{ prebook_token: string; total_price: number }> {
  const search = await api.post('/api/v1/flights/search', { key: team.key, body: searchBody({ destination: 'LIS', departureDate }) });
  expect(search.status, JSON.stringify(search.body).slice(0, 300)).toBe(200);
  const offer = search.body.data.flightGroups[0].offers[0];
  const res = await api.post('/api/v1/flights/prebook', { key: team.key, body: prebookBody(search.body.data, offer) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

const book = (token: string, payment: Record<string, unknown>) =>
  api.post('/api/v1/flights/book', { key: team.key, body: bookBody(token, customer.id, payment) });

async function bookingOf(token: string) {
  const prebook = await api.db.prebook.findUniqueOrThrow({ where: { token } });
  return api.db.booking.findUniqueOrThrow({ where: { id: prebook.bookingId! }, include: { payments: true } });
}

const supplierOf = async (bookingId: string) => (await bookingDetail(api, team, bookingId)).metadata.supplier;

describe('POST /api/v1/flights/book on the agency Duffel account, as Duffel answers', () => {
  it('422 payment_amount_does_not_match_order_amount is a new price: 400 PRICE_MISMATCH naming the new total, the booking cancelled, the card refunded', async () => {
    const flight = await prebookDuffel('2030-05-02');
    duffel.failNext('payment_amount_mismatch', { method: 'POST', path: '/air/orders' });
    const res = await book(flight.prebook_token, card);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expectErrorShape(res.body, 'PRICE_MISMATCH');
    const was = flight.total_price.toFixed(2);
    const match =
      /^Price changed at the supplier: the offer's total is now (\d+\.\d{2}) BRL \(it was (\d+\.\d{2}) BRL\); booking \S+ was cancelled and the payment was refunded; search again for a new rate token$/.exec(
        res.body.error,
      );
    expect(match, res.body.error).not.toBeNull();
    expect(match![2]).toBe(was);
    expect(Number(match![1])).toBeGreaterThan(flight.total_price);

    const booking = await bookingOf(flight.prebook_token);
    expect(booking.status).toBe('cancelled');
    expect(booking.payments.map((p) => p.status)).toEqual(['refunded']);
    expect(duffel.orders).toHaveLength(0);
    const history = (await bookingDetail(api, team, booking.id)).status_history;
    expect(history.at(-1)).toMatchObject({ to: 'cancelled', note: expect.stringContaining('Price changed at the supplier') });
  });

  it("422 insufficient_balance is the agency's empty Duffel balance: 502 SUPPLIER_ERROR saying so, the reason in the booking's history", async () => {
    const flight = await prebookDuffel('2030-05-03');
    duffel.failNext('insufficient_balance', { method: 'POST', path: '/air/orders' });
    const res = await book(flight.prebook_token, card);
    expect(res.status, JSON.stringify(res.body)).toBe(502);
    expectErrorShape(res.body, 'SUPPLIER_ERROR');
    expect(res.body.error).toMatch(
      /^Flight supplier refused the order: the agency's Duffel balance cannot pay for it \(top up the balance in Duffel's dashboard\); booking \S+ was cancelled and the payment was refunded$/,
    );
    const booking = await bookingOf(flight.prebook_token);
    expect(booking.payments.map((p) => p.status)).toEqual(['refunded']);
    const history = (await bookingDetail(api, team, booking.id)).status_history;
    expect(history.at(-1)).toMatchObject({ to: 'cancelled', note: expect.stringContaining("the agency's Duffel balance cannot pay") });
  });

  it(
    'insufficient_balance met by the follow-up job: the paid booking waits in Emissões pendentes with that reason',
    { timeout: 60_000 },
    async () => {
      const flight = await prebookDuffel('2030-05-04');
      // The first refusal's cancellation is not written (the database restarting): the job takes the booking over.
      await cancelWriteFault.arm();
      duffel.setFault('insufficient_balance', { method: 'POST', path: '/air/orders' });
      try {
        const res = await book(flight.prebook_token, card);
        expect(await cancelWriteFault.fired()).toBe(true);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        for (let attempt = 1; attempt <= FOLLOW_UP_MAX_ATTEMPTS; attempt++) {
          clock.travelTo(minutesLater(20));
          await runDueFollowUps(api.db, clock.now());
        }
        const id = res.body.data.booking.id as string;
        expect(await supplierOf(id)).toMatchObject({ status: 'failed', locator: null });
        const row = (await panelCaller(api, team.id).flights.toIssueQueue()).bookings.find((b) => b.id === id);
        expect(row?.issue_problem).toBe(
          "Online reservation failed: Flight supplier refused the order: the agency's Duffel balance cannot pay for it (top up the balance in Duffel's dashboard)",
        );
        expect(duffel.orders).toHaveLength(0);
      } finally {
        duffel.setFault(null);
      }
    },
  );

  it('a 202 Accepted order is no confirmation: 201 without locator; the follow-up job only asks Duffel, and records the order once made', async () => {
    const flight = await prebookDuffel('2030-05-05');
    duffel.failNext('order_accepted', { method: 'POST', path: '/air/orders' });
    const res = await book(flight.prebook_token, card);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.booking).toMatchObject({ status: 'confirmed', external_locator: null });
    expect(res.body.data.payment).toMatchObject({ status: 'paid' });
    const id = res.body.data.booking.id as string;
    expect(await supplierOf(id)).toMatchObject({ status: 'awaiting_issue', locator: null, accepted_at: expect.any(String) });

    // Not made yet: asked, never ordered again (Duffel: "You should not retry this request").
    await runDueFollowUps(api.db, minutesLater(10));
    expect(await supplierOf(id)).toMatchObject({ status: 'awaiting_issue', locator: null });
    expect(duffel.settlePending('created')).toBe(1);
    await runDueFollowUps(api.db, minutesLater(30));
    const order = (duffel.orders[0] as any).order;
    expect(duffel.orders).toHaveLength(1);
    expect(await supplierOf(id)).toMatchObject({ status: 'issued', locator: order.booking_reference, order_id: order.id });
    expect((await bookingDetail(api, team, id)).external_locator).toBe(order.booking_reference);
    expect(orderPosts()).toBe(1);
  });

  it('a 202 order the airline then fails: never ordered again; after the last try the paid booking waits in Emissões pendentes with the reason', async () => {
    const flight = await prebookDuffel('2030-05-06');
    duffel.failNext('order_accepted', { method: 'POST', path: '/air/orders' });
    const res = await book(flight.prebook_token, card);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.booking.id as string;
    duffel.settlePending('failed');
    for (let attempt = 1; attempt <= FOLLOW_UP_MAX_ATTEMPTS; attempt++) {
      clock.travelTo(minutesLater(20));
      await runDueFollowUps(api.db, clock.now());
    }
    expect(await supplierOf(id)).toMatchObject({ status: 'failed', locator: null });
    const row = (await panelCaller(api, team.id).flights.toIssueQueue()).bookings.find((b) => b.id === id);
    expect(row?.issue_problem).toMatch(
      /^Online reservation failed: The supplier accepted the order without confirming it and has not made it yet/,
    );
    expect(orderPosts()).toBe(1);
    expect(duffel.orders).toHaveLength(0);
  });

  it('a 202 order whose booking is cancelled meanwhile: looked up only, and released at Duffel once made', async () => {
    const flight = await prebookDuffel('2030-05-07');
    duffel.failNext('order_accepted', { method: 'POST', path: '/air/orders' });
    const res = await book(flight.prebook_token, { method: 'pix' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.booking.id as string;
    expect((await api.del(`/api/v1/bookings/${id}`, { key: team.key })).status).toBe(200);

    duffel.settlePending('created');
    await runDueFollowUps(api.db, minutesLater(10));
    const order = (duffel.orders[0] as any).order;
    expect(duffel.cancellations.filter((c: any) => c.order_id === order.id && c.confirmed_at)).toHaveLength(1);
    expect(await supplierOf(id)).toMatchObject({ status: 'cancelled', locator: order.booking_reference });
    expect(orderPosts()).toBe(1);
  });

  it(
    'the order made but its answer lost, on an account with 450 other orders: the lookup reads every page and finds it',
    { timeout: 60_000 },
    async () => {
      const flight = await prebookDuffel('2030-05-08');
      duffel.seedOtherOrders(450);
      duffel.failNext('hang_after_order', { method: 'POST', path: '/air/orders' });
      const before = process.env.SUPPLIER_BOOK_TIMEOUT_MS;
      process.env.SUPPLIER_BOOK_TIMEOUT_MS = '6000';
      try {
        const res = await book(flight.prebook_token, card);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        const mine = duffel.orders.map((o: any) => o.order).find((o: any) => o.metadata?.tas_reference === res.body.data.booking.id);
        expect(res.body.data.booking.external_locator).toBe(mine.booking_reference);
        expect((await bookingOf(flight.prebook_token)).payments.map((p) => p.status)).toEqual(['paid']);
        // It was past the first pages: the lookup followed meta.after to the end.
        const pages = duffel.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/air/orders'));
        expect(pages.length).toBeGreaterThanOrEqual(3);
        expect(pages.slice(1).every((r) => /[?&]after=/.test(r.path))).toBe(true);
      } finally {
        process.env.SUPPLIER_BOOK_TIMEOUT_MS = before;
      }
    },
  );
});

describe('cancelling at Duffel, as Duffel answers', () => {
  it('an order cancelled meanwhile (422 already_cancelled) ends the cancel as cancelled', { timeout: 60_000 }, async () => {
    const flight = await prebookDuffel('2030-05-09');
    const res = await book(flight.prebook_token, { method: 'pix' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.booking.id as string;
    expect(await supplierOf(id)).toMatchObject({ status: 'issued' });
    // Cancelled by hand in Duffel's dashboard just before our cancellation quote.
    duffel.failNext('cancelled_meanwhile', { method: 'POST', path: '/air/order_cancellations' });
    expect((await api.del(`/api/v1/bookings/${id}`, { key: team.key })).status).toBe(200);
    await expect.poll(async () => (await supplierOf(id)).status, { timeout: 30_000 }).toBe('cancelled');
    expect((duffel.orders[0] as any).order.cancelled_at).toEqual(expect.any(String));
    expect(duffel.cancellations.filter((c: any) => c.confirmed_at)).toHaveLength(0);
  });
});
