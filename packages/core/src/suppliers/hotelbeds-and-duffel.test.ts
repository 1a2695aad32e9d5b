import { DUFFEL_STAND_IN_TOKEN, HotelbedsStandIn, startDuffelStandIn, type DuffelStandIn } from '@tas/suppliers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../lib/clock';
import type { RestServer } from '../testing/rest-server';
import { hotelbedsCityCode } from '../hotels/hotelbeds-city-code';
import {
  bookBody as hotelBookBody,
  bookingDetail,
  newCustomer,
  panelCaller,
  paySandbox,
  prebookBody as hotelPrebookBody,
  startHotelApi,
  STAY,
  useHotelClock,
  type TestTeam,
} from '../hotels/test-fixtures';
import {
  CARD,
  bookBody as flightBookBody,
  prebookBody as flightPrebookBody,
  searchBody as flightSearchBody,
} from '../flights/test-fixtures';

// One agency with both real suppliers enabled beside the sandboxes, each pointed at its stand-in on
// 127.0.0.1: Hotelbeds for hotels (an account contracted in reais), Duffel for flights. Every step goes
// over REST with the team's live key, and each booking is cancelled at the supplier that sold it.
let api: RestServer;
let hotelbeds: HotelbedsStandIn;
let duffel: DuffelStandIn;
let team: TestTeam;
useHotelClock();

beforeAll(async () => {
  api = await startHotelApi();
  hotelbeds = await HotelbedsStandIn.start({ now: () => clock.now(), currency: 'BRL' });
  duffel = await startDuffelStandIn({ now: () => clock.now() });
  team = await api.team({ name: 'Hotelbeds and Duffel agency' });
  const owner = panelCaller(api, team.id, 'owner');
  await owner.team.updateHotelSuppliers({ hotelSuppliers: ['sandbox', 'hotelbeds'], hotelbedsCredentials: hotelbeds.credentials });
  await owner.team.updateSalesSettings({
    flightOnlineSuppliers: ['sandbox', 'duffel'],
    duffelCredentials: { accessToken: DUFFEL_STAND_IN_TOKEN, baseUrl: duffel.url },
  });
});
afterAll(async () => {
  await api.close();
  await hotelbeds.close();
  await duffel.close();
});

describe('a team with Hotelbeds and Duffel enabled at once', () => {
  it('hotel: search over both hotel suppliers -> prebook a Hotelbeds room -> book by PIX, paid -> cancel, also at Hotelbeds', async () => {
    const found = await api.post('/api/v1/hotels/search', {
      key: team.key,
      body: { cityCode: hotelbedsCityCode('RIO'), ...STAY, adults: 2 },
    });
    expect(found.status, JSON.stringify(found.body).slice(0, 300)).toBe(200);
    expect(found.body.data.meta.suppliers.map((s: any) => [s.provider, s.status])).toEqual([
      ['sandbox', 'ok'],
      ['hotelbeds', 'ok'],
    ]);
    const hotel = found.body.data.hotels.find((h: any) => h.provider === 'hotelbeds');
    expect(hotel.id).toBe(`hotelbeds:${hotel.hotelId}`);
    const offer = hotel.offers[0];
    expect(offer.currency).toBe('BRL');

    const prebook = await api.post('/api/v1/hotels/prebook', { key: team.key, body: hotelPrebookBody(hotel, offer) });
    expect(prebook.status, JSON.stringify(prebook.body)).toBe(201);
    const customer = await newCustomer(api, team);
    const booked = await api.post('/api/v1/hotels/book', {
      key: team.key,
      body: hotelBookBody(prebook.body.data.prebook_token, customer.id, { method: 'pix' }),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const paid = await paySandbox(api, team, booked.body.data.payment.id);
    expect(paid.booking).toMatchObject({ status: 'confirmed', supplier: { mode: 'automatic', status: 'issued' } });
    const [reservation] = hotelbeds.bookings();
    expect(reservation).toMatchObject({ hotelCode: Number(hotel.hotelId), status: 'CONFIRMED' });
    const detail = await bookingDetail(api, team, booked.body.data.booking.id);
    expect(detail.external_locator).toBe(reservation!.reference);

    const cancelled = await api.del(`/api/v1/bookings/${detail.id}`, { key: team.key });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    await panelCaller(api, team.id).bookings.cancelAtSupplier({ id: detail.id });
    expect(hotelbeds.bookings()[0]).toMatchObject({ status: 'CANCELLED' });
    expect((await bookingDetail(api, team, detail.id)).metadata.supplier.status).toBe('cancelled');
    expect(duffel.orders).toHaveLength(0);
  });

  it('flight: search over both flight suppliers -> prebook a Duffel fare -> book by card -> cancel, also at Duffel', async () => {
    const found = await api.post('/api/v1/flights/search', { key: team.key, body: flightSearchBody({ provider: 'online_supplier' }) });
    expect(found.status, JSON.stringify(found.body).slice(0, 300)).toBe(200);
    const search = found.body.data;
    expect(search.meta.suppliers.map((s: any) => [s.provider, s.status])).toEqual([
      ['sandbox', 'ok'],
      ['duffel', 'ok'],
    ]);
    const offer = search.flightGroups.find((g: any) => g.supplier === 'duffel').offers[0];

    const prebook = await api.post('/api/v1/flights/prebook', { key: team.key, body: flightPrebookBody(search, offer) });
    expect(prebook.status, JSON.stringify(prebook.body)).toBe(201);
    const customer = await newCustomer(api, team);
    const booked = await api.post('/api/v1/flights/book', {
      key: team.key,
      body: flightBookBody(prebook.body.data.prebook_token, customer.id, { method: 'credit_card', credit_card: CARD }),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.data.booking.status).toBe('confirmed');
    const order = (duffel.orders[0] as any).order;
    expect(booked.body.data.booking.external_locator).toBe(order.booking_reference);

    const id = booked.body.data.booking.id;
    const cancelled = await api.del(`/api/v1/bookings/${id}`, { key: team.key });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await panelCaller(api, team.id).bookings.cancelAtSupplier({ id });
    expect(duffel.cancellations).toEqual([expect.objectContaining({ order_id: order.id, confirmed_at: expect.any(String) })]);
    expect((await bookingDetail(api, team, id)).metadata.supplier.status).toBe('cancelled');
  });
});
