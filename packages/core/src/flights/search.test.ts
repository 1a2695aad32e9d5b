import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, type RestServer } from '../testing/rest-server';
import { ZFlightSearchResult } from './response-schemas';
import {
  INBOUND,
  OUTBOUND,
  panelCaller,
  patchSettings,
  searchBody,
  searchFlights,
  startFlightApi,
  useFlightClock,
  type TestTeam,
} from './test-fixtures';
import { changeHeard } from '../auth/key-lookups';

let api: RestServer;
let team: TestTeam;
const clock = useFlightClock();

beforeAll(async () => {
  api = await startFlightApi();
  team = await api.team();
});
afterAll(() => api.close());

const cents = (n: number) => Math.round(n * 100);
const offersOf = (data: { flightGroups: any[] }) => data.flightGroups.flatMap((g) => g.offers);
const itinerariesOf = (data: { flightGroups: any[] }) => data.flightGroups.flatMap((g) => g.flightInfo.itineraries);

describe('POST /api/v1/flights/search', () => {
  it('the same search within 30 seconds is answered again with the same offers and rate tokens; later, afresh', async () => {
    const body = searchBody({ destination: 'SSA' });
    const first = await api.post('/api/v1/flights/search', { key: team.key, body });
    clock.travelTo(new Date(clock.now().getTime() + 29_000));
    const again = await api.post('/api/v1/flights/search', { key: team.key, body });
    expect(again.body.data).toEqual(first.body.data);
    clock.travelTo(new Date(clock.now().getTime() + 2_000));
    const later = await api.post('/api/v1/flights/search', { key: team.key, body });
    expect(later.body.data.searchId).not.toBe(first.body.data.searchId);
    expect(offersOf(later.body.data)[0].rateToken).not.toBe(offersOf(first.body.data)[0].rateToken);
    expect(offersOf(later.body.data).map((o) => o.id)).toEqual(offersOf(first.body.data).map((o) => o.id));
  });

  it("one team's answer is never another's: each team's tokens are its own", async () => {
    const other = await api.team();
    const body = searchBody({ destination: 'REC' });
    const mine = await api.post('/api/v1/flights/search', { key: team.key, body });
    const theirs = await api.post('/api/v1/flights/search', { key: other.key, body });
    expect(theirs.body.data.searchId).not.toBe(mine.body.data.searchId);
    const rate = await api.post('/api/v1/flights/rate', { key: other.key, body: { rateToken: offersOf(mine.body.data)[0].rateToken } });
    expect(rate.status).toBe(400);
  });

  it('answers data.flightGroups, data.searchId and data.searchParams; each offer has id, rateToken, price, fareClass', async () => {
    const res = await api.post('/api/v1/flights/search', { key: team.key, body: searchBody() });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'timestamp']);
    const data = ZFlightSearchResult.parse(res.body.data);
    expect(Object.keys(res.body.data).sort()).toEqual(['flightGroups', 'meta', 'searchId', 'searchParams']);
    expect(data.meta).toEqual({ suppliers: [{ provider: 'sandbox', status: 'ok', ms: expect.any(Number), count: offersOf(data).length }] });
    expect(data.searchId).toMatch(/^fs_/);
    expect(data.searchParams).toEqual({
      origin: 'GRU',
      destination: 'GIG',
      departureDate: OUTBOUND,
      returnDate: null,
      adults: 1,
      children: 0,
      infants: 0,
      cabinClass: 'economy',
      directOnly: false,
      maxStops: null,
      provider: 'online_supplier',
    });
    expect(data.flightGroups.length).toBeGreaterThan(0);
    const group = res.body.data.flightGroups[0];
    expect(Object.keys(group).sort()).toEqual(['flightInfo', 'id', 'offers', 'provider', 'supplier']);
    expect(group.provider).toBe('online_supplier');
    expect(group.supplier).toBe('sandbox');
    const offer = group.offers[0];
    expect(offer.id).toEqual(expect.any(String));
    expect(offer.rateToken).toMatch(/^v1\./);
    expect(Object.keys(offer.price).sort()).toEqual(['base', 'commission', 'currency', 'taxes', 'total']);
    expect(offer.price.currency).toBe('BRL');
    expect(offer.fareClass).toEqual(expect.any(String));
    const itinerary = group.flightInfo.itineraries[0];
    expect(itinerary.stops).toBe(itinerary.segments.length - 1);
    const segment = itinerary.segments[0];
    expect(segment.airline).toEqual({ code: expect.any(String), name: expect.any(String) });
    expect(segment.flightNumber).toMatch(/^[A-Z0-9]{2}\d{1,4}$/);
    expect(segment.departure).toEqual({
      airportCode: 'GRU',
      dateTime: expect.stringMatching(new RegExp(`^${OUTBOUND}T\\d{2}:\\d{2}:00$`)),
    });
    expect(segment.arrival.dateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00$/);
    expect(itinerary.segments.at(-1).arrival.airportCode).toBe('GIG');
    expect(segment.duration).toBeGreaterThan(0);
  });

  it('online supplier: the price includes DU, the team duPercent (default 10%) of the base fare', async () => {
    const data = await searchFlights(api, team);
    for (const { price } of offersOf(data)) {
      expect(cents(price.total)).toBe(cents(price.base) + cents(price.taxes) + cents(price.commission));
      expect(Math.abs(cents(price.commission) - cents(price.base) * 0.1)).toBeLessThanOrEqual(1);
      expect(price.commission).toBeGreaterThan(0);
    }
    const other = await api.team({ name: 'DU 15 agency' });
    await patchSettings(api, other.id, { duPercent: 15 });
    const fifteen = await searchFlights(api, other);
    for (const { price } of offersOf(fifteen)) expect(Math.abs(cents(price.commission) - cents(price.base) * 0.15)).toBeLessThanOrEqual(1);
  });

  it('offline supplier: fare plus taxes only, commission 0', async () => {
    const data = await searchFlights(api, team, { provider: 'offline_supplier' });
    expect(data.searchParams.provider).toBe('offline_supplier');
    expect(data.flightGroups.length).toBeGreaterThan(0);
    for (const group of data.flightGroups) expect(group.provider).toBe('offline_supplier');
    for (const { price } of offersOf(data)) {
      expect(price.commission).toBe(0);
      expect(cents(price.total)).toBe(cents(price.base) + cents(price.taxes));
    }
  });

  it('one-way: one itinerary per group; round trip: outbound then return', async () => {
    const oneWay = await searchFlights(api, team);
    for (const group of oneWay.flightGroups) expect(group.flightInfo.itineraries).toHaveLength(1);
    const roundTrip = await searchFlights(api, team, { destination: 'LIS', returnDate: INBOUND, adults: 2 });
    expect(roundTrip.searchParams).toMatchObject({ returnDate: INBOUND, adults: 2 });
    for (const group of roundTrip.flightGroups) {
      const [out, back] = group.flightInfo.itineraries;
      expect(group.flightInfo.itineraries).toHaveLength(2);
      expect(out.segments[0].departure).toMatchObject({ airportCode: 'GRU', dateTime: expect.stringMatching(`^${OUTBOUND}`) });
      expect(out.segments.at(-1).arrival.airportCode).toBe('LIS');
      expect(back.segments[0].departure).toMatchObject({ airportCode: 'LIS', dateTime: expect.stringMatching(`^${INBOUND}`) });
      expect(back.segments.at(-1).arrival.airportCode).toBe('GRU');
    }
  });

  it('directOnly: only non-stop itineraries; maxStops: no more stops than asked', async () => {
    const direct = await searchFlights(api, team, { destination: 'LIS', directOnly: true });
    expect(direct.flightGroups.length).toBeGreaterThan(0);
    for (const it of itinerariesOf(direct)) expect(it.stops).toBe(0);
    const all = await searchFlights(api, team, { destination: 'FCO' });
    expect(itinerariesOf(all).some((it) => it.stops >= 1)).toBe(true);
    const oneStop = await searchFlights(api, team, { destination: 'FCO', maxStops: 1 });
    expect(oneStop.searchParams.maxStops).toBe(1);
    for (const it of itinerariesOf(oneStop)) expect(it.stops).toBeLessThanOrEqual(1);
  });

  it('cabinClass: offers are of the cabin asked', async () => {
    const data = await searchFlights(api, team, { destination: 'LIS', cabinClass: 'business' });
    expect(offersOf(data).length).toBeGreaterThan(0);
    for (const offer of offersOf(data)) expect(offer.cabinClass).toBe('business');
    const economy = await searchFlights(api, team, { destination: 'LIS' });
    expect(Math.min(...offersOf(data).map((o) => o.price.total))).toBeGreaterThan(Math.min(...offersOf(economy).map((o) => o.price.total)));
  });

  it.each([
    ['adults 0', { adults: 0 }, 'adults:'],
    ['adults 10', { adults: 10 }, 'adults:'],
    ['infants more than adults', { adults: 1, infants: 2 }, 'infants:'],
    ['departureDate in the past', { departureDate: '2030-03-04' }, 'departureDate: must not be in the past'],
    ['returnDate before departureDate', { returnDate: '2030-04-09' }, 'returnDate: must not be before departureDate'],
    ['unknown origin IATA code', { origin: 'QQQ' }, 'origin: unknown IATA airport code'],
    ['unknown destination IATA code', { destination: 'ZZZ' }, 'destination: unknown IATA airport code'],
    ['not a date', { departureDate: '10/04/2030' }, 'departureDate:'],
    ['cabinClass not in the list', { cabinClass: 'luxury' }, 'cabinClass:'],
    ['maxStops over 3', { maxStops: 4 }, 'maxStops:'],
    ['unknown provider', { provider: 'other' }, 'provider:'],
  ])('Validation error: %s is 400 naming the field', async (_name, overrides, message) => {
    const res = await api.post('/api/v1/flights/search', { key: team.key, body: searchBody(overrides) });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toContain(`Validation error: ${message}`);
  });

  it('the same search gives the same flights and prices (deterministic sandbox)', async () => {
    const strip = (data: { flightGroups: any[] }) =>
      data.flightGroups.map((g) => ({ ...g, offers: g.offers.map(({ rateToken: _t, ...o }: any) => o) }));
    expect(strip(await searchFlights(api, team))).toEqual(strip(await searchFlights(api, team)));
  });

  it('a provider the team does not sell is 400 PROVIDER_NOT_CONFIGURED; online without credentials too', async () => {
    const other = await api.team({ name: 'Online only agency' });
    await patchSettings(api, other.id, { flightSuppliers: ['online_supplier'] });
    const offline = await api.post('/api/v1/flights/search', { key: other.key, body: searchBody({ provider: 'offline_supplier' }) });
    expect(offline.status).toBe(400);
    expectErrorShape(offline.body, 'PROVIDER_NOT_CONFIGURED');
    const row = await api.db.team.findUniqueOrThrow({ where: { id: other.id } });
    const settings = row.settings as { credentials: Record<string, string> };
    const { flightOnlineSupplier: _gone, ...credentials } = settings.credentials;
    await changeHeard(api.db, () => api.db.team.update({ where: { id: other.id }, data: { settings: { ...settings, credentials } } }));
    const online = await api.post('/api/v1/flights/search', { key: other.key, body: searchBody() });
    expect(online.status).toBe(400);
    expect(online.body).toMatchObject({ code: 'PROVIDER_NOT_CONFIGURED', error: 'Provider credentials not configured' });
  });

  it("the agency's online supplier account is set in the panel (sealed, shown as a flag); a wrong one is 400 PROVIDER_CREDENTIALS_INVALID", async () => {
    const other = await api.team({ name: 'Own account agency' });
    const owner = panelCaller(api, other.id, 'owner');
    const wrong = await owner.team.updateSalesSettings({
      flightOnlineSupplierCredentials: { username: 'sandbox', password: 'wrong' },
      duPercent: 12,
    });
    expect(wrong.settings).toMatchObject({
      duPercent: 12,
      flightSuppliers: ['online_supplier', 'offline_supplier'],
      flightOnlineSupplierCredentialsSet: true,
    });
    expect(JSON.stringify(wrong.settings)).not.toContain('wrong');
    const refused = await api.post('/api/v1/flights/search', { key: other.key, body: searchBody() });
    expect(refused.status).toBe(400);
    expectErrorShape(refused.body, 'PROVIDER_CREDENTIALS_INVALID');
    await owner.team.updateSalesSettings({ flightOnlineSupplierCredentials: { username: 'sandbox', password: 'sandbox' } });
    const found = await searchFlights(api, other);
    const { price } = found.flightGroups[0].offers[0];
    expect(Math.abs(cents(price.commission) - cents(price.base) * 0.12)).toBeLessThanOrEqual(1);
  });

  it('an account changed in the panel is searched with at once, not answered from the search reused for 30 seconds', async () => {
    const other = await api.team({ name: 'Changed account agency' });
    const owner = panelCaller(api, other.id, 'owner');
    await owner.team.updateSalesSettings({ flightOnlineSupplierCredentials: { username: 'sandbox', password: 'sandbox' } });
    const body = searchBody({ destination: 'FOR' });
    expect((await api.post('/api/v1/flights/search', { key: other.key, body })).status).toBe(200);
    await owner.team.updateSalesSettings({ flightOnlineSupplierCredentials: { username: 'sandbox', password: 'wrong' } });
    const refused = await api.post('/api/v1/flights/search', { key: other.key, body });
    expect(refused.status).toBe(400);
    expectErrorShape(refused.body, 'PROVIDER_CREDENTIALS_INVALID');
  });

  it('a starter plan key is 403 PLAN_REQUIRED; no key is 401', async () => {
    const starter = await api.team({ plan: 'starter', name: 'Starter agency' });
    const res = await api.post('/api/v1/flights/search', { key: starter.key, body: searchBody() });
    expect(res.status).toBe(403);
    expectErrorShape(res.body, 'PLAN_REQUIRED');
    const anonymous = await api.post('/api/v1/flights/search', { body: searchBody() });
    expect(anonymous.status).toBe(401);
  });
});
