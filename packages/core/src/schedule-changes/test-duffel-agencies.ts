import { DUFFEL_STAND_IN_TOKEN, startDuffelStandIn, type DuffelStandIn } from '@tas/suppliers';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { clock as appClock } from '../lib/clock';
import type { RestServer } from '../testing/rest-server';
import { bookBody, CARD, newCustomer, panelCaller, prebookBody, searchBody, startFlightApi, type TestTeam } from '../flights/test-fixtures';

/** Two agencies, each with its own Duffel account (a stand-in) and Duffel webhook; the first has a customer and an endpoint. */
export interface DuffelAgencies {
  api: RestServer;
  duffel: DuffelStandIn;
  /** The other agency's own Duffel account. */
  otherDuffel: DuffelStandIn;
  team: TestTeam;
  other: TestTeam;
  customer: { id: string };
  /** Where the first agency's Duffel account sends its events. */
  webhookUrl: string;
}

async function connectDuffel(api: RestServer, t: TestTeam, account: DuffelStandIn) {
  const owner = panelCaller(api, t.id, 'owner');
  await owner.team.updateSalesSettings({
    flightOnlineSuppliers: ['duffel'],
    duffelCredentials: { accessToken: DUFFEL_STAND_IN_TOKEN, baseUrl: account.url },
  });
  return owner.scheduleChanges.registerDuffelWebhook();
}

/**
 * Registers the hooks that start (and close) the schedule-change tests' world: the flight API, two Duffel
 * stand-ins, two agencies connected to them, a customer and an endpoint for booking.schedule_changed.
 * The answer is filled in by beforeAll.
 */
export function useDuffelAgencies(names: { team: string; other: string; customer: string; endpointUrl: string }): DuffelAgencies {
  const world = {} as DuffelAgencies;
  beforeAll(async () => {
    world.api = await startFlightApi();
    vi.stubEnv('PUBLIC_BASE_URL', world.api.url);
    world.duffel = await startDuffelStandIn({ now: () => appClock.now(), offerTtlMs: 6 * 3_600_000 });
    world.otherDuffel = await startDuffelStandIn({ now: () => appClock.now(), seed: 'other-agency' });
    world.team = await world.api.team({ name: names.team });
    world.other = await world.api.team({ name: names.other });
    world.webhookUrl = (await connectDuffel(world.api, world.team, world.duffel)).url!;
    await connectDuffel(world.api, world.other, world.otherDuffel);
    world.customer = await newCustomer(world.api, world.team, names.customer);
    const endpoint = await world.api.post('/api/v1/webhooks', {
      key: world.team.key,
      body: { url: names.endpointUrl, events: ['booking.schedule_changed'] },
    });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await world.duffel?.close();
    await world.otherDuffel?.close();
    await world.api?.close();
  });
  return world;
}

/** A Duffel flight to Lisbon booked over REST by card; `accepted`: Duffel answers the order 202 (its outcome comes later). */
export async function bookDuffelFlight(world: DuffelAgencies, departureDate: string, accepted = false) {
  const { api, team } = world;
  const search = await api.post('/api/v1/flights/search', { key: team.key, body: searchBody({ destination: 'LIS', departureDate }) });
  expect(search.status, JSON.stringify(search.body).slice(0, 300)).toBe(200);
  const prebook = await api.post('/api/v1/flights/prebook', {
    key: team.key,
    body: prebookBody(search.body.data, search.body.data.flightGroups[0].offers[0]),
  });
  expect(prebook.status, JSON.stringify(prebook.body)).toBe(201);
  if (accepted) world.duffel.failNext('order_accepted', { method: 'POST', path: '/air/orders' });
  const res = await api.post('/api/v1/flights/book', {
    key: team.key,
    body: bookBody(prebook.body.data.prebook_token, world.customer.id, { method: 'credit_card', credit_card: CARD }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.booking as { id: string; booking_number: string };
}
