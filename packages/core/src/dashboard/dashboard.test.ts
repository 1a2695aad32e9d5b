import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingIn } from '../bookings/test-fixtures';
import { bookBody as flightBookBody, prebookFlight } from '../flights/test-fixtures';
import {
  bookBody,
  CARD,
  newCustomer,
  panelCaller,
  prebookStay,
  startHotelApi,
  useHotelClock,
  type TestTeam,
} from '../hotels/test-fixtures';
import { quoteIn } from '../quotes/test-fixtures';
import { expectErrorShape, type RestServer } from '../testing/rest-server';

let api: RestServer;
let team: TestTeam;
let other: TestTeam;
const clock = useHotelClock();

beforeAll(async () => {
  api = await startHotelApi();
  team = await api.team({ name: 'Mar Azul Viagens' });
  other = await api.team({ name: 'Other Agency' });
});
afterAll(async () => {
  await api?.close();
});

const round2 = (n: number) => Math.round(n * 100) / 100;

const dashboard = async (query = '') => {
  const res = await api.get(`/api/v1/dashboard${query}`, { key: team.key });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

/** A hand-made booking in `status` through the panel, as the signed-in agent of `role`. */
async function panelBooking(role: 'agent' | 'owner', customerId: string, total: number) {
  const panel = panelCaller(api, team.id, role);
  const booking = await panel.bookings.create({
    customer_id: customerId,
    type: 'package',
    title: 'Pacote Bahia',
    total_amount: total,
  } as never);
  await panel.bookings.update({ id: booking.id, status: 'confirmed' } as never);
  return booking;
}

describe('GET /api/v1/dashboard', () => {
  it('sums the sales of the period in BRL, with markup, DU, breakdowns, quotes and waiting work; other teams never count', async () => {
    const customer = await newCustomer(api, team);
    // Period boundaries, in São Paulo days: 23:30 on Feb 28 is February, 00:10 on Mar 1 is March.
    clock.travelTo('2030-03-01T02:30:00Z');
    await bookingIn(api, team, customer.id, 'confirmed', { total_amount: 70 });
    clock.travelTo('2030-03-01T03:10:00Z');
    await bookingIn(api, team, customer.id, 'confirmed', { total_amount: 30 });
    clock.travelTo('2030-03-05T12:00:00Z');

    await bookingIn(api, team, customer.id, 'confirmed', { total_amount: 1000, type: 'hotel' });
    await bookingIn(api, team, customer.id, 'completed', { total_amount: 500, type: 'experience' });
    await bookingIn(api, team, customer.id, 'pending', { total_amount: 300 });
    await bookingIn(api, team, customer.id, 'cancelled', { total_amount: 200 });
    await bookingIn(api, team, customer.id, 'confirmed', { total_amount: 800, currency: 'USD' });
    const byAgent = await panelBooking('agent', customer.id, 250);
    await panelBooking('owner', customer.id, 100);

    // A sandbox hotel paid by card (confirmed, 10% markup) and one by PIX (pending, its payment waiting).
    const stay = await prebookStay(api, team);
    const hotel = await api.post('/api/v1/hotels/book', {
      key: team.key,
      body: bookBody(stay.prebook_token, customer.id, { method: 'credit_card', credit_card: CARD }),
    });
    expect(hotel.status, JSON.stringify(hotel.body)).toBe(201);
    const offer = stay.hotel.offers[0];
    const markup = Math.round((offer.totalPrice - offer.netPrice) * 100) / 100;
    expect(markup).toBeGreaterThan(0);
    const pixStay = await prebookStay(api, team, 1);
    const pix = await api.post('/api/v1/hotels/book', { key: team.key, body: bookBody(pixStay.prebook_token, customer.id) });
    expect(pix.status, JSON.stringify(pix.body)).toBe(201);
    const pixTotal = pix.body.data.booking.total_amount as number;

    // A sandbox online flight paid by card: its DU is the agency's.
    const flight = await prebookFlight(api, team);
    const flown = await api.post('/api/v1/flights/book', {
      key: team.key,
      body: flightBookBody(flight.prebook_token, customer.id, { method: 'credit_card', credit_card: CARD }),
    });
    expect(flown.status, JSON.stringify(flown.body)).toBe(201);
    const flightDetail = (await api.get(`/api/v1/bookings/${flown.body.data.booking.id}`, { key: team.key })).body.data;
    const du = flightDetail.metadata.flight.pricing.du as number;
    expect(du).toBeGreaterThan(0);
    const hotelTotal = hotel.body.data.booking.total_amount as number;
    const flightTotal = flown.body.data.booking.total_amount as number;

    // Quotes: two sent in the period, one of them accepted; a draft is not sent; one expires in 2 days.
    await quoteIn(api, team, customer.id, 'sent', { valid_until: '2030-03-07' });
    await quoteIn(api, team, customer.id, 'accepted');
    await quoteIn(api, team, customer.id, 'draft');

    // The other team sells more than all of it: never counted.
    const theirs = await newCustomer(api, other);
    await bookingIn(api, other, theirs.id, 'confirmed', { total_amount: 99_999 });
    await quoteIn(api, other, theirs.id, 'accepted');

    const data = await dashboard();
    const total = 30 + 1000 + 500 + 250 + 100 + hotelTotal + flightTotal;
    expect(data.period).toEqual({ from: '2030-03-01', to: '2030-03-05', time_zone: 'America/Sao_Paulo' });
    expect(data.currency).toBe('BRL');
    expect(data.sales).toEqual({
      count: 7,
      total: Math.round(total * 100) / 100,
      markup,
      du,
      average_ticket: Math.round((total / 7) * 100) / 100,
    });
    expect(data.other_currencies).toEqual([{ currency: 'USD', count: 1, total: 800 }]);
    expect(data.bookings_by_status).toEqual([
      { status: 'cancelled', count: 1, total: 200 },
      { status: 'completed', count: 1, total: 500 },
      { status: 'confirmed', count: 7, total: Math.round((30 + 1000 + 250 + 100 + hotelTotal + flightTotal) * 100) / 100 },
      { status: 'pending', count: 2, total: Math.round((300 + pixTotal) * 100) / 100 },
    ]);
    expect(data.sales_by_type).toEqual(
      expect.arrayContaining([
        { type: 'hotel', count: 3, total: round2(1030 + hotelTotal) },
        { type: 'experience', count: 1, total: 500 },
        { type: 'package', count: 2, total: 350 },
        { type: 'flight', count: 1, total: flightTotal },
      ]),
    );
    expect(data.sales_by_type).toHaveLength(4);
    expect(data.sales_by_supplier).toEqual(
      expect.arrayContaining([
        { supplier: null, count: 5, total: 1880, markup: 0, du: 0 },
        { supplier: 'sandbox', count: 1, total: hotelTotal, markup, du: 0 },
        { supplier: 'online_supplier', count: 1, total: flightTotal, markup: 0, du },
      ]),
    );
    const agentRow = data.sales_by_agent.find((r: any) => r.agent?.name === 'Agent Ana' && r.total === 250);
    expect(agentRow).toMatchObject({ count: 1, total: 250 });
    const [mine] = await api.db.booking.findMany({ where: { id: byAgent.id }, select: { agentUserId: true } });
    expect(agentRow.agent.id).toBe(mine!.agentUserId);
    expect(data.sales_by_agent).toHaveLength(3);
    expect(data.sales_by_agent.find((r: any) => r.agent === null)).toEqual({
      agent: null,
      count: 5,
      total: Math.round((30 + 1000 + 500 + hotelTotal + flightTotal) * 100) / 100,
    });
    expect(data.sales_by_day).toEqual([
      { date: '2030-03-01', count: 1, total: 30 },
      { date: '2030-03-05', count: 6, total: Math.round((total - 30) * 100) / 100 },
    ]);
    expect(data.quotes).toEqual({ sent: 2, accepted: 1, conversion_rate: 0.5 });
    expect(data.waiting).toEqual({
      flights_to_issue: 0,
      hotels_to_confirm: 0,
      payments_pending: 1,
      payments_pending_total: pixTotal,
      quotes_expiring: 1,
      quotes_expiring_days: 3,
    });
  });

  it('a period is São Paulo days, inclusive: February holds only the booking made at 23:30 on the 28th', async () => {
    const data = await dashboard('?from=2030-02-01&to=2030-02-28');
    expect(data.sales).toMatchObject({ count: 1, total: 70 });
    expect(data.sales_by_day).toEqual([{ date: '2030-02-28', count: 1, total: 70 }]);
    expect(data.quotes).toEqual({ sent: 0, accepted: 0, conversion_rate: null });
    const march1 = await dashboard('?from=2030-03-01&to=2030-03-01');
    expect(march1.sales).toMatchObject({ count: 1, total: 30 });
  });

  it('a status change moves the figures at once: cancelling a sale takes it out', async () => {
    const customer = await newCustomer(api, team, 'Bruno Lima');
    const before = (await dashboard()).sales;
    const booking = await bookingIn(api, team, customer.id, 'confirmed', { total_amount: 45.5 });
    expect((await dashboard()).sales).toMatchObject({ count: before.count + 1, total: Math.round((before.total + 45.5) * 100) / 100 });
    await api.patch(`/api/v1/bookings/${booking.id}`, { key: team.key, body: { status: 'cancelled' } });
    expect((await dashboard()).sales).toEqual(before);
  });

  it('the panel reads the same figures (dashboard.get) as the REST endpoint', async () => {
    const panel = await panelCaller(api, team.id, 'agent').dashboard.get({ from: '2030-02-01', to: '2030-02-28' });
    expect(panel.sales).toMatchObject({ count: 1, total: 70 });
  });

  it('400 VALIDATION_ERROR in the envelope when to is before from, a date is not real, or the period is longer than 366 days', async () => {
    for (const [query, message] of [
      ['?from=2030-03-05&to=2030-03-01', 'Validation error: to: must not be before from'],
      ['?from=2030-02-30', 'Validation error: from: must be a real date'],
      ['?from=2028-01-01&to=2030-01-01', 'Validation error: to: the period spans at most 366 days'],
    ] as const) {
      const res = await api.get(`/api/v1/dashboard${query}`, { key: team.key });
      expect(res.status).toBe(400);
      expectErrorShape(res.body, 'VALIDATION_ERROR');
      expect(res.body.error).toBe(message);
    }
  });

  it('waiting work counts what the panel queues list: a manual-mode hotel to confirm, offline flights to issue (paid or not)', async () => {
    const manual = await api.team({ name: 'Manual Agency' });
    const owner = panelCaller(api, manual.id, 'owner');
    await owner.team.updateSalesSettings({ hotelIssuingMode: 'manual' } as never);
    const customer = await newCustomer(api, manual);
    const stay = await prebookStay(api, manual);
    const hotel = await api.post('/api/v1/hotels/book', {
      key: manual.key,
      body: bookBody(stay.prebook_token, customer.id, { method: 'credit_card', credit_card: CARD }),
    });
    expect(hotel.status, JSON.stringify(hotel.body)).toBe(201);
    for (const payment of [{ method: 'pix' }, { method: 'credit_card', credit_card: CARD }]) {
      const flight = await prebookFlight(api, manual, { provider: 'offline_supplier' });
      const res = await api.post('/api/v1/flights/book', {
        key: manual.key,
        body: flightBookBody(flight.prebook_token, customer.id, payment),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const res = await api.get('/api/v1/dashboard', { key: manual.key });
    expect(res.body.data.waiting).toMatchObject({ flights_to_issue: 2, hotels_to_confirm: 1, payments_pending: 1 });
    expect((await owner.flights.toIssueQueue()).bookings).toHaveLength(2);
    expect((await owner.hotels.toConfirmQueue()).bookings).toHaveLength(1);
    // The supplier of an offline flight is named as such in the sales.
    expect(res.body.data.sales_by_supplier).toEqual(
      expect.arrayContaining([expect.objectContaining({ supplier: 'offline_supplier', count: 1 })]),
    );
  });

  it('a sandbox booking made with a test key is no sale: the figures stay as they were', async () => {
    const customer = await newCustomer(api, team, 'Carla Teste');
    const before = await dashboard();
    const stay = await api.post('/api/v1/hotels/search', {
      key: team.testKey,
      body: { cityCode: '3304557', checkIn: '2030-05-10', checkOut: '2030-05-13', adults: 2 },
    });
    expect(stay.status, JSON.stringify(stay.body)).toBe(200);
    const hotel = stay.body.data.hotels[0];
    const offer = hotel.offers[0];
    const prebook = await api.post('/api/v1/hotels/prebook', {
      key: team.testKey,
      body: {
        hotel_search_code: offer.hotelSearchCode,
        search_session_id: hotel.searchSessionId,
        check_in: '2030-05-10',
        check_out: '2030-05-13',
        adults: 2,
        room_basis: offer.roomBasis,
        hotel_name: hotel.name,
        hotel_id: hotel.id,
        unit_price: offer.totalPrice,
        net_price: offer.netPrice,
      },
    });
    expect(prebook.status, JSON.stringify(prebook.body)).toBe(201);
    const booked = await api.post('/api/v1/hotels/book', {
      key: team.testKey,
      body: bookBody(prebook.body.data.prebook_token, customer.id, { method: 'credit_card', credit_card: CARD }),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.data.booking.status).toBe('confirmed');
    const after = await dashboard();
    expect(after.sales).toEqual(before.sales);
    expect(after.bookings_by_status).toEqual(before.bookings_by_status);
  });

  it('answers are kept at most 10 seconds: a quote sent after a read shows once they have passed', async () => {
    const customer = await newCustomer(api, team, 'Davi Cache');
    const before = (await dashboard()).quotes;
    await quoteIn(api, team, customer.id, 'sent');
    expect((await dashboard()).quotes).toEqual(before);
    clock.travelTo(new Date(clock.now().getTime() + 11_000));
    expect((await dashboard()).quotes.sent).toBe(before.sent + 1);
  });

  it('401 without an API key', async () => {
    const res = await api.get('/api/v1/dashboard');
    expect(res.status).toBe(401);
    expectErrorShape(res.body, 'UNAUTHORIZED');
  });
});
