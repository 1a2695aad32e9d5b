import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestServer } from '../testing/rest-server';
import {
  apiErrorOf,
  bookBody,
  bookingDetail,
  CARD,
  newCustomer,
  panelCaller,
  prebookFlight,
  startFlightApi,
  useFlightClock,
  type TestTeam,
} from '../flights/test-fixtures';

// The offline supplier works on the operator's one shared account: a locator cancelled there is
// cancelled for whichever team it belongs to. Team B must not reach team A's reservations by any path.
let api: RestServer;
let teamA: TestTeam;
let teamB: TestTeam;
let customerB: { id: string };
let locatorA: string;
useFlightClock();

const OFFLINE = { provider: 'offline_supplier' };

async function bookPaidFlight(team: TestTeam, customerId: string, search: Record<string, unknown> = {}) {
  const flight = await prebookFlight(api, team, search);
  const res = await api.post('/api/v1/flights/book', {
    key: team.key,
    body: bookBody(flight.prebook_token, customerId, { method: 'credit_card', credit_card: CARD }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.booking as { id: string; external_locator: string | null };
}

beforeAll(async () => {
  api = await startFlightApi();
  teamA = await api.team({ name: 'Agency A' });
  teamB = await api.team({ name: 'Agency B' });
  const customerA = await newCustomer(api, teamA);
  customerB = await newCustomer(api, teamB);
  const offlineA = await bookPaidFlight(teamA, customerA.id, OFFLINE);
  locatorA = 'QWE7RT';
  await panelCaller(api, teamA.id).flights.issueOffline({ booking_id: offlineA.id, external_locator: locatorA });
});
afterAll(() => api.close());

/** Cancels B's booking, then asks the panel to cancel it at the supplier. */
async function cancelAtSupplierAsB(id: string) {
  expect((await api.del(`/api/v1/bookings/${id}`, { key: teamB.key })).status).toBe(200);
  return panelCaller(api, teamB.id).bookings.cancelAtSupplier({ id });
}

const crafted = () => ({
  supplier: { mode: 'automatic', status: 'issued', locator: locatorA },
  flight: { provider: 'offline_supplier' },
  agency_ref: 'B-1',
});

describe("cancel at supplier: team B cannot get team A's offline locator cancelled", () => {
  it('POST /bookings with metadata.supplier or metadata.flight: 400, nothing created; other metadata keys are kept', async () => {
    for (const key of ['supplier', 'flight'] as const) {
      const res = await api.post('/api/v1/bookings', {
        key: teamB.key,
        body: { customer_id: customerB.id, type: 'flight', title: 'GRU -> GIG', metadata: { [key]: crafted()[key], agency_ref: 'B-1' } },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_ERROR',
        error: `Validation error: metadata.${key}: written by the service, cannot be set or changed`,
      });
    }
    const list = await api.get('/api/v1/bookings?type=flight', { key: teamB.key });
    expect(list.body.data.pagination.total).toBe(0);
    const ok = await api.post('/api/v1/bookings', {
      key: teamB.key,
      body: { customer_id: customerB.id, type: 'flight', title: 'GRU -> GIG', metadata: { agency_ref: 'B-1' } },
    });
    expect(ok.status).toBe(201);
    expect((await bookingDetail(api, teamB, ok.body.data.id)).metadata).toEqual({ agency_ref: 'B-1' });
    expect(await apiErrorOf(cancelAtSupplierAsB(ok.body.data.id))).toMatchObject({
      status: 400,
      message: 'This booking holds no reservation at a supplier',
    });
  });

  it('PATCH of metadata cannot set or change metadata.supplier or metadata.flight: 400 and nothing changes', async () => {
    const created = await api.post('/api/v1/bookings', {
      key: teamB.key,
      body: { customer_id: customerB.id, type: 'flight', title: 'GRU -> GIG', metadata: { agency_ref: 'B-2' } },
    });
    const id: string = created.body.data.id;
    const res = await api.patch(`/api/v1/bookings/${id}`, { key: teamB.key, body: { metadata: crafted() } });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect((await bookingDetail(api, teamB, id)).metadata).toEqual({ agency_ref: 'B-2' });
    expect(await apiErrorOf(cancelAtSupplierAsB(id))).toMatchObject({
      status: 400,
      message: 'This booking holds no reservation at a supplier',
    });
  });

  it("PATCH of an integrated booking's metadata may send the service's keys back unchanged, never change them", async () => {
    const online = await bookPaidFlight(teamB, customerB.id);
    const stored = (await bookingDetail(api, teamB, online.id)).metadata;
    const echoed = await api.patch(`/api/v1/bookings/${online.id}`, {
      key: teamB.key,
      body: { metadata: { ...stored, agency_ref: 'B-3' } },
    });
    expect(echoed.status, JSON.stringify(echoed.body)).toBe(200);
    const dropped = await api.patch(`/api/v1/bookings/${online.id}`, { key: teamB.key, body: { metadata: { agency_ref: 'B-4' } } });
    expect(dropped.status).toBe(200);
    expect((await bookingDetail(api, teamB, online.id)).metadata).toEqual({ ...stored, agency_ref: 'B-4' });
    for (const metadata of [
      { ...stored, flight: { ...stored.flight, provider: 'offline_supplier' } },
      { ...stored, supplier: { ...stored.supplier, locator: locatorA } },
    ]) {
      const res = await api.patch(`/api/v1/bookings/${online.id}`, { key: teamB.key, body: { metadata } });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
    }
    expect((await bookingDetail(api, teamB, online.id)).metadata).toEqual({ ...stored, agency_ref: 'B-4' });
  });

  it("an offline booking issued by hand with A's locator is never cancelled with the operator's account: 400, supplier state kept", async () => {
    const offline = await bookPaidFlight(teamB, customerB.id, OFFLINE);
    await panelCaller(api, teamB.id).flights.issueOffline({ booking_id: offline.id, external_locator: locatorA });
    expect(await apiErrorOf(cancelAtSupplierAsB(offline.id))).toMatchObject({
      status: 400,
      code: 'INVALID_STATUS_TRANSITION',
      message: 'This booking was issued by hand at the consolidator: cancel it there by hand',
    });
    expect((await bookingDetail(api, teamB, offline.id)).metadata.supplier).toEqual({
      mode: 'manual',
      status: 'issued',
      locator: locatorA,
    });
  });

  it("an online booking's own reservation is still cancelled at the supplier", async () => {
    const online = await bookPaidFlight(teamB, customerB.id);
    const answer = await cancelAtSupplierAsB(online.id);
    expect(answer).toEqual({ locator: online.external_locator });
    expect((await bookingDetail(api, teamB, online.id)).metadata.supplier).toMatchObject({
      status: 'cancelled',
      locator: online.external_locator,
    });
  });
});
