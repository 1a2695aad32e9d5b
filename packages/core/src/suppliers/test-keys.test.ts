import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectErrorShape, type RestServer } from '../testing/rest-server';
import {
  bookBody,
  newCustomer,
  panelCaller,
  prebookBody,
  searchBody,
  startHotelApi,
  useHotelClock,
  type TestTeam,
} from '../hotels/test-fixtures';
import { bookBody as flightBookBody, prebookBody as flightPrebookBody, searchBody as flightSearchBody } from '../flights/test-fixtures';
import { startAsaasServer } from '../payments/test-asaas-server';

let api: RestServer;
let asaas: Awaited<ReturnType<typeof startAsaasServer>>;
let team: TestTeam;
let customer: { id: string };
useHotelClock();

// The agency's own accounts: the sandbox (standing in for the live suppliers here) refuses them.
const LIVE_ACCOUNT = { username: 'agency-live', password: 'live-secret' };

beforeAll(async () => {
  api = await startHotelApi();
  asaas = await startAsaasServer();
  team = await api.team({ name: 'Live agency' });
  await panelCaller(api, team.id, 'owner').team.updateSalesSettings({
    paymentGateway: 'asaas',
    asaasApiKey: '$aact_live_key',
    asaasBaseUrl: asaas.url,
    hotelSupplierCredentials: LIVE_ACCOUNT,
    flightOnlineSupplierCredentials: LIVE_ACCOUNT,
  });
  customer = await newCustomer(api, team);
});
afterAll(async () => {
  await asaas.close();
  await api.close();
});
beforeEach(() => {
  asaas.reset();
  asaas.on('POST', '/v3/customers', 200, { id: 'cus_1' });
  asaas.on('POST', '/v3/payments', 200, { id: 'pay_live_1', status: 'PENDING', dueDate: '2030-03-05' });
  asaas.on('GET', '/v3/payments/pay_live_1/pixQrCode', 200, {
    encodedImage: 'iVBORw0KGgo=',
    payload: '000201live',
    expirationDate: '2030-03-05 23:59:59',
  });
  asaas.on('DELETE', '/v3/payments/pay_live_1', 200, { deleted: true, id: 'pay_live_1' });
});

async function holdStay(key: string) {
  const search = await api.post('/api/v1/hotels/search', { key, body: searchBody() });
  expect(search.status, JSON.stringify(search.body).slice(0, 300)).toBe(200);
  const hotel = search.body.data.hotels[0];
  const prebook = await api.post('/api/v1/hotels/prebook', { key, body: prebookBody(hotel) });
  expect(prebook.status, JSON.stringify(prebook.body).slice(0, 300)).toBe(201);
  return prebook.body.data as { prebook_token: string };
}

describe('test keys (tak_test_) never reach a live gateway or a live supplier account', () => {
  it('a team on Asaas books with its test key: the sandbox gateway answers and Asaas receives nothing; the sandbox pays it and the sandbox supplier issues it', async () => {
    const stay = await holdStay(team.testKey);
    const res = await api.post('/api/v1/hotels/book', {
      key: team.testKey,
      body: bookBody(stay.prebook_token, customer.id, { method: 'pix' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.payment.pix_code).toMatch(/^000201/);
    expect(res.body.data.payment.pix_code).not.toBe('000201live');
    expect(asaas.requests).toHaveLength(0);
    const payment = await api.db.payment.findUniqueOrThrow({ where: { id: res.body.data.payment.id } });
    expect(payment.gateway).toBe('sandbox');

    const paid = await api.post(`/api/v1/sandbox/payments/${payment.id}/pay`, { key: team.testKey });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.booking).toMatchObject({
      status: 'confirmed',
      supplier: { status: 'issued', locator: expect.stringMatching(/^HTL-/) },
    });
    expect(asaas.requests).toHaveLength(0);
  });

  it('cancelling a booking made with a test key voids its charge at the sandbox, not at Asaas', async () => {
    const stay = await holdStay(team.testKey);
    const res = await api.post('/api/v1/hotels/book', {
      key: team.testKey,
      body: bookBody(stay.prebook_token, customer.id, { method: 'pix' }),
    });
    expect((await api.del(`/api/v1/bookings/${res.body.data.booking.id}`, { key: team.testKey })).status).toBe(200);
    expect((await api.db.payment.findUniqueOrThrow({ where: { id: res.body.data.payment.id } })).status).toBe('cancelled');
    expect(asaas.requests).toHaveLength(0);
  });

  it('an online flight booked with the test key and cancelled unpaid is released at the sandbox on the sandbox account', async () => {
    const found = await api.post('/api/v1/flights/search', { key: team.testKey, body: flightSearchBody() });
    expect(found.status, JSON.stringify(found.body).slice(0, 300)).toBe(200);
    const prebook = await api.post('/api/v1/flights/prebook', {
      key: team.testKey,
      body: flightPrebookBody(found.body.data, found.body.data.flightGroups[0].offers[0]),
    });
    expect(prebook.status, JSON.stringify(prebook.body)).toBe(201);
    const booked = await api.post('/api/v1/flights/book', {
      key: team.testKey,
      body: flightBookBody(prebook.body.data.prebook_token, customer.id, { method: 'pix' }),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(asaas.requests).toHaveLength(0);
    const id = booked.body.data.booking.id;
    expect((await api.del(`/api/v1/bookings/${id}`, { key: team.testKey })).status).toBe(200);
    const detail = await api.get(`/api/v1/bookings/${id}`, { key: team.testKey });
    expect(detail.body.data.metadata.supplier).toMatchObject({ mode: 'automatic', status: 'cancelled' });
    expect(asaas.requests).toHaveLength(0);
  });

  it("the live key charges at Asaas and uses the agency's own supplier account", async () => {
    // The agency's live hotel account goes to the supplier (here the sandbox, which refuses it).
    const refused = await api.post('/api/v1/hotels/search', { key: team.key, body: searchBody() });
    expect(refused.status).toBe(400);
    expectErrorShape(refused.body, 'PROVIDER_CREDENTIALS_INVALID');
    const flights = await api.post('/api/v1/flights/search', { key: team.key, body: flightSearchBody() });
    expect(flights.status).toBe(400);
    expectErrorShape(flights.body, 'PROVIDER_CREDENTIALS_INVALID');

    // With the sandbox account the live key books, and the charge goes to Asaas.
    await panelCaller(api, team.id, 'owner').team.updateSalesSettings({
      hotelSupplierCredentials: { username: 'sandbox', password: 'sandbox' },
    });
    try {
      const stay = await holdStay(team.key);
      const res = await api.post('/api/v1/hotels/book', {
        key: team.key,
        body: bookBody(stay.prebook_token, customer.id, { method: 'pix' }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data.payment.pix_code).toBe('000201live');
      expect(asaas.requests.map((r) => `${r.method} ${r.path}`)).toContain('POST /v3/payments');
    } finally {
      await panelCaller(api, team.id, 'owner').team.updateSalesSettings({ hotelSupplierCredentials: LIVE_ACCOUNT });
    }
  });

  it("hotel and flight searches with the test key use the sandbox account, never the agency's", async () => {
    expect((await api.post('/api/v1/hotels/search', { key: team.testKey, body: searchBody() })).status).toBe(200);
    const flights = await api.post('/api/v1/flights/search', { key: team.testKey, body: flightSearchBody() });
    expect(flights.status, JSON.stringify(flights.body).slice(0, 300)).toBe(200);
  });
});
