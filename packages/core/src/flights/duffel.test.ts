import { DUFFEL_STAND_IN_TOKEN, startDuffelStandIn, type DuffelStandIn } from '@tas/suppliers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock as appClock } from '../lib/clock';
import { runDueFollowUps } from '../payments/follow-ups';
import { bookingWriteFault } from '../testing/database-faults';
import { expectErrorShape, type RestServer } from '../testing/rest-server';
import { ZFlightSearchResult } from './response-schemas';
import {
  bookBody,
  bookingDetail,
  CARD,
  newCustomer,
  panelCaller,
  paySandbox,
  prebookBody,
  searchBody,
  startFlightApi,
  useFlightClock,
  type TestTeam,
} from './test-fixtures';
import { changeHeard } from '../auth/key-lookups';

// A team selling flights through the sandbox and its own Duffel account (the stand-in on 127.0.0.1).
let api: RestServer;
let duffel: DuffelStandIn;
let team: TestTeam;
let customer: { id: string };
const clock = useFlightClock();

beforeAll(async () => {
  api = await startFlightApi();
  duffel = await startDuffelStandIn({ now: () => appClock.now() });
  team = await api.team({ name: 'Duffel agency' });
  await panelCaller(api, team.id, 'owner').team.updateSalesSettings({
    flightOnlineSuppliers: ['sandbox', 'duffel'],
    duffelCredentials: { accessToken: DUFFEL_STAND_IN_TOKEN, baseUrl: duffel.url },
  });
  customer = await newCustomer(api, team);
});
afterEach(() => duffel.reset());
afterAll(async () => {
  await duffel.close();
  await api.close();
});

type Search = { flightGroups: any[]; searchId: string; searchParams: Record<string, any>; meta: { suppliers: any[] } };

async function search(key = team.key, overrides: Record<string, unknown> = {}): Promise<Search> {
  const res = await api.post('/api/v1/flights/search', { key, body: searchBody(overrides) });
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return res.body.data;
}

const duffelOffer = (found: Search) => found.flightGroups.find((g) => g.supplier === 'duffel')!.offers[0];

async function prebookDuffel(
  overrides: Record<string, unknown> = {},
): Promise<{ prebook_token: string; total_price: number; expires_at: string }> {
  const found = await search(team.key, overrides);
  const res = await api.post('/api/v1/flights/prebook', { key: team.key, body: prebookBody(found, duffelOffer(found)) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

function expectError(res: { status: number; body: any }, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expectErrorShape(res.body, code);
}

const book = (token: string, payment: Record<string, unknown>) =>
  api.post('/api/v1/flights/book', { key: team.key, body: bookBody(token, customer.id, payment) });
const card = { method: 'credit_card', credit_card: CARD };

async function paymentsOf(bookingId: string) {
  return api.db.payment.findMany({ where: { bookingId } });
}

describe('flights on the agency Duffel account', () => {
  it('settings: Duffel enabled with a write-only token; existing teams keep the sandbox alone', async () => {
    const shown = await panelCaller(api, team.id, 'owner').team.salesSettings();
    expect(shown).toMatchObject({ flightOnlineSuppliers: ['sandbox', 'duffel'], duffelCredentialsSet: true });
    expect(JSON.stringify(shown)).not.toContain(DUFFEL_STAND_IN_TOKEN);
    const row = await api.db.team.findUniqueOrThrow({ where: { id: team.id } });
    expect(JSON.stringify(row.settings)).not.toContain(DUFFEL_STAND_IN_TOKEN);

    const legacy = await api.team({ name: 'Before Duffel' });
    const settings = (await api.db.team.findUniqueOrThrow({ where: { id: legacy.id } })).settings as Record<string, unknown>;
    const { flightOnlineSuppliers: _dropped, ...older } = settings;
    await changeHeard(api.db, () => api.db.team.update({ where: { id: legacy.id }, data: { settings: older as never } }));
    const found = await search(legacy.key);
    expect(found.meta.suppliers.map((s) => s.provider)).toEqual(['sandbox']);
    expect(duffel.requests).toHaveLength(0);
  });

  it('Testar conexão: the saved token works; a wrong token, no token, or a hanging Duffel is said so', async () => {
    const owner = panelCaller(api, team.id, 'owner');
    await expect(owner.flights.testDuffelConnection({})).resolves.toEqual({ ok: true, testMode: true });
    expect(duffel.requests.map((r) => r.method)).toEqual(['GET']);
    await expect(owner.flights.testDuffelConnection({ accessToken: 'duffel_live_wrong', baseUrl: duffel.url })).resolves.toEqual({
      ok: false,
      reason: 'credentials',
      testMode: false,
    });
    const fresh = await api.team({ name: 'No Duffel yet' });
    await expect(panelCaller(api, fresh.id, 'owner').flights.testDuffelConnection({})).resolves.toEqual({
      ok: false,
      reason: 'not_configured',
    });
    duffel.failNext('unavailable');
    await expect(owner.flights.testDuffelConnection({})).resolves.toMatchObject({ ok: false, reason: 'unavailable' });
    expect(duffel.orders).toHaveLength(0);
  });

  it('search asks the sandbox and Duffel at once: merged cheapest first, each group names its supplier, meta.suppliers says how each did', async () => {
    const found = await search();
    ZFlightSearchResult.parse(found);
    expect(new Set(found.flightGroups.map((g) => g.supplier))).toEqual(new Set(['sandbox', 'duffel']));
    expect(found.flightGroups.every((g) => g.provider === 'online_supplier')).toBe(true);
    const cheapest = found.flightGroups.map((g) => Math.min(...g.offers.map((o: any) => o.price.total)));
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
    const count = (name: string) => found.flightGroups.filter((g) => g.supplier === name).reduce((n, g) => n + g.offers.length, 0);
    expect(found.meta.suppliers).toEqual([
      { provider: 'sandbox', status: 'ok', ms: expect.any(Number), count: count('sandbox') },
      { provider: 'duffel', status: 'ok', ms: expect.any(Number), count: count('duffel') },
    ]);
    const offer = duffelOffer(found);
    expect(offer.price.currency).toBe('BRL');
    expect(Date.parse(offer.expiresAt)).toBeGreaterThan(clock.now().getTime());
    expect(duffel.requests.filter((r) => r.path.startsWith('/air/offer_requests'))).toHaveLength(1);
  });

  it('search with Duffel hanging answers the sandbox groups, Duffel reported as timeout', async () => {
    duffel.setFault('hang', { path: '/air/offer_requests' });
    const before = process.env.SUPPLIER_SEARCH_TIMEOUT_MS;
    process.env.SUPPLIER_SEARCH_TIMEOUT_MS = '800';
    try {
      const found = await search(team.key, { destination: 'GIG', adults: 2 });
      expect(found.flightGroups.length).toBeGreaterThan(0);
      expect(found.flightGroups.every((g) => g.supplier === 'sandbox')).toBe(true);
      expect(found.meta.suppliers).toEqual([
        { provider: 'sandbox', status: 'ok', ms: expect.any(Number), count: expect.any(Number) },
        { provider: 'duffel', status: 'timeout', ms: expect.any(Number), count: 0 },
      ]);
    } finally {
      process.env.SUPPLIER_SEARCH_TIMEOUT_MS = before;
    }
  });

  it('Duffel down: its error is in meta and the sandbox answers; a team on Duffel alone gets 502 SUPPLIER_ERROR', async () => {
    duffel.setFault('unavailable', { path: '/air/offer_requests' });
    const found = await search(team.key, { departureDate: '2030-04-13' });
    expect(found.flightGroups.length).toBeGreaterThan(0);
    expect(found.meta.suppliers[1]).toEqual({ provider: 'duffel', status: 'error', ms: expect.any(Number), count: 0 });

    const only = await api.team({ name: 'Duffel only' });
    await panelCaller(api, only.id, 'owner').team.updateSalesSettings({
      flightOnlineSuppliers: ['duffel'],
      duffelCredentials: { accessToken: DUFFEL_STAND_IN_TOKEN, baseUrl: duffel.url },
    });
    const res = await api.post('/api/v1/flights/search', { key: only.key, body: searchBody() });
    expectError(res, 502, 'SUPPLIER_ERROR');
    expect(res.body.error).toBe('Flight supplier unavailable, try again later');
  });

  it('rate token expires with the Duffel offer when sooner than 30 minutes; rate and prebook after that are 410', async () => {
    const found = await search();
    const offer = duffelOffer(found);
    const rate = await api.post('/api/v1/flights/rate', { key: team.key, body: { rateToken: offer.rateToken } });
    expect(rate.status).toBe(200);
    expect(Date.parse(rate.body.data.note.match(/expires at (\S+);/)[1])).toBeLessThanOrEqual(Date.parse(offer.expiresAt));
    clock.travelTo(new Date(Date.parse(offer.expiresAt) + 1000));
    const late = await api.post('/api/v1/flights/prebook', { key: team.key, body: prebookBody(found, offer) });
    expectError(late, 410, 'RATE_TOKEN_EXPIRED');
  });

  it('search -> rate -> prebook -> book by card: the Duffel order is placed, its locator in external_locator, its id in metadata.supplier; cancel reaches Duffel', async () => {
    const flight = await prebookDuffel();
    expect(duffel.requests.some((r) => r.method === 'GET' && r.path.startsWith('/air/offers/'))).toBe(true);
    const res = await book(flight.prebook_token, card);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.booking).toMatchObject({ status: 'confirmed', total_amount: flight.total_price });
    expect(res.body.data.flight.provider).toBe('online_supplier');
    expect(duffel.orders).toHaveLength(1);
    const order = (duffel.orders[0] as any).order;
    expect(res.body.data.booking.external_locator).toBe(order.booking_reference);
    const detail = await bookingDetail(api, team, res.body.data.booking.id);
    expect(detail.metadata.supplier).toEqual({
      mode: 'automatic',
      status: 'issued',
      locator: order.booking_reference,
      name: 'duffel',
      order_id: order.id,
    });
    expect(detail.metadata.flight.supplier).toBe('duffel');

    const cancelled = await api.del(`/api/v1/bookings/${detail.id}`, { key: team.key });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await panelCaller(api, team.id).bookings.cancelAtSupplier({ id: detail.id });
    expect(duffel.cancellations).toHaveLength(1);
    expect(duffel.cancellations[0]).toMatchObject({ order_id: order.id, confirmed_at: expect.any(String) });
    expect((await bookingDetail(api, team, detail.id)).metadata.supplier.status).toBe('cancelled');
  });

  it('book by PIX: issued at Duffel, pending until the sandbox pays it; cancelled unpaid, the order is released at Duffel', async () => {
    const paid = await book((await prebookDuffel()).prebook_token, { method: 'pix' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.data.booking.status).toBe('pending');
    await paySandbox(api, team, paid.body.data.payment.id);
    expect((await bookingDetail(api, team, paid.body.data.booking.id)).status).toBe('confirmed');

    // Another day: the first search's offer is booked (Duffel sells an offer request once).
    const unpaid = await book((await prebookDuffel({ departureDate: '2030-04-11' })).prebook_token, { method: 'pix' });
    expect(unpaid.status).toBe(201);
    const orderId = (await bookingDetail(api, team, unpaid.body.data.booking.id)).metadata.supplier.order_id;
    const cancelled = await api.del(`/api/v1/bookings/${unpaid.body.data.booking.id}`, { key: team.key });
    expect(cancelled.status).toBe(200);
    await expect.poll(() => duffel.cancellations.filter((c: any) => c.order_id === orderId && c.confirmed_at).length).toBe(1);
  });

  it('Duffel disabled after a booking: an unpaid order is still released at Duffel on the saved account', async () => {
    const owner = panelCaller(api, team.id, 'owner');
    const unpaid = await book((await prebookDuffel({ departureDate: '2030-04-14' })).prebook_token, { method: 'pix' });
    expect(unpaid.status).toBe(201);
    const orderId = (await bookingDetail(api, team, unpaid.body.data.booking.id)).metadata.supplier.order_id;
    await owner.team.updateSalesSettings({ flightOnlineSuppliers: ['sandbox'] });
    try {
      expect((await api.del(`/api/v1/bookings/${unpaid.body.data.booking.id}`, { key: team.key })).status).toBe(200);
      await expect.poll(() => duffel.cancellations.filter((c: any) => c.order_id === orderId && c.confirmed_at).length).toBe(1);
    } finally {
      await owner.team.updateSalesSettings({ flightOnlineSuppliers: ['sandbox', 'duffel'] });
    }
  });

  it('the Duffel order made but its answer lost (timeout): asked again by reference, the one order is the booking, nothing refunded', async () => {
    const flight = await prebookDuffel({ departureDate: '2030-04-15' });
    duffel.failNext('hang_after_order', { method: 'POST', path: '/air/orders' });
    const before = process.env.SUPPLIER_BOOK_TIMEOUT_MS;
    process.env.SUPPLIER_BOOK_TIMEOUT_MS = '1000';
    try {
      const res = await book(flight.prebook_token, card);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(duffel.orders).toHaveLength(1);
      expect(res.body.data.booking.external_locator).toBe((duffel.orders[0] as any).order.booking_reference);
      expect((await paymentsOf(res.body.data.booking.id)).map((p) => p.status)).toEqual(['paid']);
    } finally {
      process.env.SUPPLIER_BOOK_TIMEOUT_MS = before;
    }
  });

  it('the Duffel order made but its locator not recorded (database restarting): the follow-up job finds that order by reference, no second one', async () => {
    const fault = await bookingWriteFault(api.db, 'fault_duffel_locator_write', `NEW.type = 'flight' AND NEW.external_locator IS NOT NULL`);
    const flight = await prebookDuffel({ departureDate: '2030-04-16' });
    await fault.arm();
    const res = await book(flight.prebook_token, card);
    expect(await fault.fired()).toBe(true);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.booking).toMatchObject({ status: 'confirmed', external_locator: null });
    expect(duffel.orders).toHaveLength(1);

    await runDueFollowUps(api.db, new Date(clock.now().getTime() + 10 * 60_000));
    expect(duffel.orders).toHaveLength(1);
    const order = (duffel.orders[0] as any).order;
    const detail = await bookingDetail(api, team, res.body.data.booking.id);
    expect(detail.metadata.supplier).toMatchObject({ status: 'issued', locator: order.booking_reference, order_id: order.id });
    expect(detail.external_locator).toBe(order.booking_reference);
    expect((await paymentsOf(detail.id)).map((p) => p.status)).toEqual(['paid']);
  });

  it('the offer expired at Duffel before book: 410 and nothing charged or booked', async () => {
    const flight = await prebookDuffel();
    duffel.failNext('offer_expired', { method: 'GET', path: '/air/offers/' });
    const res = await book(flight.prebook_token, card);
    expectError(res, 410, 'PREBOOK_TOKEN_EXPIRED');
    const prebook = await api.db.prebook.findUniqueOrThrow({ where: { token: flight.prebook_token } });
    expect(prebook.bookingId).toBeNull();
    expect(duffel.orders).toHaveLength(0);
  });

  it('the prebook holds no longer than the Duffel offer: book after the offer expiry is 410', async () => {
    const flight = await prebookDuffel();
    clock.travelTo(new Date(Date.parse(flight.expires_at) + 1000));
    const res = await book(flight.prebook_token, card);
    expectError(res, 410, 'PREBOOK_TOKEN_EXPIRED');
    expect(duffel.orders).toHaveLength(0);
  });

  it('a new price at Duffel at prebook: 400 PRICE_MISMATCH naming the new total', async () => {
    const found = await search();
    const offer = duffelOffer(found);
    duffel.failNext('price_changed', { method: 'GET', path: '/air/offers/' });
    const res = await api.post('/api/v1/flights/prebook', { key: team.key, body: prebookBody(found, offer) });
    expectError(res, 400, 'PRICE_MISMATCH');
    expect(res.body.error).toMatch(/^Price changed at the supplier: the offer's total is now \d+\.\d{2} BRL \(it was \d+\.\d{2} BRL\)/);
    expect(res.body.error).toContain(`it was ${offer.price.total.toFixed(2)} BRL`);
  });

  it('Duffel refusing the order: 502, the booking kept as cancelled, the card refunded; a PIX voided', async () => {
    const byCard = await prebookDuffel();
    duffel.failNext('order_refused', { method: 'POST', path: '/air/orders' });
    const res = await book(byCard.prebook_token, card);
    expectError(res, 502, 'SUPPLIER_ERROR');
    const prebook = await api.db.prebook.findUniqueOrThrow({ where: { token: byCard.prebook_token } });
    const booking = await api.db.booking.findUniqueOrThrow({ where: { id: prebook.bookingId! } });
    expect(booking.status).toBe('cancelled');
    expect((await paymentsOf(booking.id)).map((p) => p.status)).toEqual(['refunded']);

    const byPix = await prebookDuffel({ departureDate: '2030-04-12' });
    duffel.failNext('order_refused', { method: 'POST', path: '/air/orders' });
    expectError(await book(byPix.prebook_token, { method: 'pix' }), 502, 'SUPPLIER_ERROR');
    const pixBooking = (await api.db.prebook.findUniqueOrThrow({ where: { token: byPix.prebook_token } })).bookingId!;
    expect((await paymentsOf(pixBooking)).map((p) => p.status)).toEqual(['cancelled']);
  });

  it('a test key never reaches Duffel: search, prebook and book at the sandbox alone', async () => {
    const found = await search(team.testKey);
    expect(found.meta.suppliers.map((s) => s.provider)).toEqual(['sandbox']);
    const offer = found.flightGroups[0].offers[0];
    const prebook = await api.post('/api/v1/flights/prebook', { key: team.testKey, body: prebookBody(found, offer) });
    expect(prebook.status).toBe(201);
    const res = await api.post('/api/v1/flights/book', {
      key: team.testKey,
      body: bookBody(prebook.body.data.prebook_token, customer.id, { method: 'pix' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(duffel.requests).toHaveLength(0);

    // A live key's Duffel rate token is refused with the test key.
    const live = await search();
    const refused = await api.post('/api/v1/flights/prebook', { key: team.testKey, body: prebookBody(live, duffelOffer(live)) });
    expectError(refused, 400, 'RATE_TOKEN_INVALID');
    expect(duffel.requests.filter((r) => r.path.startsWith('/air/offers/'))).toHaveLength(0);
  });

  it('a Duffel account priced in another currency without a rate in force (no PTAX stored): its offers are left out, said in meta', async () => {
    const usd = await startDuffelStandIn({ now: () => appClock.now(), currency: 'USD' });
    try {
      const other = await api.team({ name: 'USD Duffel' });
      await panelCaller(api, other.id, 'owner').team.updateSalesSettings({
        flightOnlineSuppliers: ['sandbox', 'duffel'],
        duffelCredentials: { accessToken: DUFFEL_STAND_IN_TOKEN, baseUrl: usd.url },
      });
      const found = await search(other.key);
      expect(found.flightGroups.every((g) => g.supplier === 'sandbox')).toBe(true);
      expect(found.meta.suppliers[1]).toMatchObject({
        provider: 'duffel',
        status: 'ok',
        count: 0,
        note: expect.stringMatching(/^\d+ offers in USD not sold: no PTAX rate for USD$/),
      });
    } finally {
      await usd.close();
    }
  });
});
