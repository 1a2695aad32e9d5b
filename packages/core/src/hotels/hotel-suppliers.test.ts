import { HotelbedsStandIn, SANDBOX_FAILING_CITY_CODE } from '@tas/suppliers';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clock } from '../lib/clock';
import { SCHEDULED_JOBS } from '../jobs/schedules';
import { resetSupplierBreakers } from '../suppliers/fan-out';
import { hotelbedsHotelSupplier } from '../suppliers/hotel-supplier';
import type { RestServer } from '../testing/rest-server';
import { resetFirstDestinationsSync } from './first-destinations-sync';
import { hotelbedsCityCode } from './hotelbeds-city-code';
import { forgetSupplierCities } from './supplier-cities';
import { withMarkup } from './markup';
import { ZHotelSearchResult } from './response-schemas';
import {
  apiErrorOf,
  bookBody,
  bookingDetail,
  newCustomer,
  panelCaller,
  paySandbox,
  prebookBody,
  startHotelApi,
  STAY,
  useHotelClock,
  type TestTeam,
} from './test-fixtures';
import { changeHeard } from '../auth/key-lookups';

// A team that sells from the sandbox and from Hotelbeds (the stand-in on 127.0.0.1, on the test clock,
// an account contracted in reais; the EUR account below has no exchange rate in force).
let api: RestServer;
let standIn: HotelbedsStandIn;
const hotelClock = useHotelClock();

beforeAll(async () => {
  api = await startHotelApi();
  standIn = await HotelbedsStandIn.start({ now: () => clock.now(), currency: 'BRL' });
});
afterAll(async () => {
  await api.close();
  await standIn.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
  standIn.reset();
  resetSupplierBreakers();
});

async function twoSupplierTeam(): Promise<TestTeam> {
  const team = await api.team({ name: 'Sandbox and Hotelbeds agency' });
  const saved = await panelCaller(api, team.id, 'owner').team.updateHotelSuppliers({
    hotelSuppliers: ['sandbox', 'hotelbeds'],
    hotelbedsCredentials: standIn.credentials,
  });
  expect(saved).toEqual({
    hotelSuppliers: ['sandbox', 'hotelbeds'],
    sandboxCredentialsSet: true,
    hotelbedsCredentialsSet: true,
    hotelbedsCertificate: null,
  });
  return team;
}

/** The operator's catalogue account (the only source of stored destinations) is the stand-in's. */
function useCatalogue() {
  vi.stubEnv('HOTELBEDS_CATALOGUE_API_KEY', standIn.apiKey);
  vi.stubEnv('HOTELBEDS_CATALOGUE_SECRET', standIn.secret);
  vi.stubEnv('HOTELBEDS_CATALOGUE_BASE_URL', standIn.url);
}

const availabilityCalls = () => standIn.requests.filter((r) => r.operation === 'availability').length;

async function search(team: TestTeam, body: Record<string, unknown>, key = team.key) {
  return api.post('/api/v1/hotels/search', { key, body: { ...STAY, adults: 2, ...body } });
}

/** A sandbox hotel id (the test key only ever searches the sandbox) and a stand-in hotel code, searched together. */
async function mixedIds(team: TestTeam): Promise<string[]> {
  const res = await search(team, { cityCode: '3304557' }, team.testKey);
  expect(res.status).toBe(200);
  return [res.body.data.hotels[0].hotelId, '200201'];
}

describe('the same hotel search repeated within seconds', () => {
  const later = (ms: number) => hotelClock.travelTo(new Date(hotelClock.now().getTime() + ms));
  // summary.duration is each request's own.
  const sameAnswer = (data: any) => ({ ...data, summary: { ...data.summary, duration: 0 } });

  it('is answered from memory for 30 seconds (Hotelbeds asked once, the same hotels, session and meta); then afresh', async () => {
    const team = await twoSupplierTeam();
    const ids = await mixedIds(team);
    const calls = availabilityCalls();
    const first = await search(team, { hotelIds: ids });
    expect(first.status).toBe(200);
    expect(availabilityCalls()).toBe(calls + 1);
    later(29_000);
    const again = await search(team, { hotelIds: ids });
    expect(availabilityCalls()).toBe(calls + 1);
    expect(sameAnswer(again.body.data)).toEqual(sameAnswer(first.body.data));
    expect(again.body.data.summary.duration).toEqual(expect.any(Number));
    // Another query is its own search.
    expect((await search(team, { hotelIds: ids, adults: 1 })).status).toBe(200);
    expect(availabilityCalls()).toBe(calls + 2);
    later(2_000);
    expect((await search(team, { hotelIds: ids })).status).toBe(200);
    expect(availabilityCalls()).toBe(calls + 3);
  });

  it("is never another team's answer: the same query of another team asks the suppliers, priced and named for that team", async () => {
    const team = await twoSupplierTeam();
    const other = await twoSupplierTeam();
    const ids = await mixedIds(team);
    await search(team, { hotelIds: ids });
    const calls = availabilityCalls();
    const theirs = await search(other, { hotelIds: ids });
    expect(availabilityCalls()).toBe(calls + 1);
    expect(theirs.body.data.meta.teamId).toBe(other.id);
  });

  it('an answer a supplier failed in is not kept: the next search asks it again', async () => {
    const team = await twoSupplierTeam();
    const ids = await mixedIds(team);
    standIn.fail('server-error', { on: 'availability', times: 1 });
    const partial = await search(team, { hotelIds: ids });
    expect(partial.body.data.meta.suppliers[1]).toMatchObject({ provider: 'hotelbeds', status: 'error' });
    const calls = availabilityCalls();
    const whole = await search(team, { hotelIds: ids });
    expect(availabilityCalls()).toBe(calls + 1);
    expect(whole.body.data.meta.suppliers[1]).toMatchObject({ provider: 'hotelbeds', status: 'ok', count: 1 });
  });

  it('a markup or an account saved in the panel applies to the very next search', async () => {
    const team = await twoSupplierTeam();
    const ids = await mixedIds(team);
    const owner = panelCaller(api, team.id, 'owner');
    const before = await search(team, { hotelIds: ids });
    const offer = before.body.data.hotels[0].offers[0];
    expect(offer.totalPrice).toBe(withMarkup(offer.netPrice, 10));
    await owner.team.updateSalesSettings({ markupPercent: 25 });
    const repriced = await search(team, { hotelIds: ids });
    expect(repriced.body.data.hotels[0].offers[0].totalPrice).toBe(withMarkup(offer.netPrice, 25));
    await owner.team.updateHotelSuppliers({
      hotelSuppliers: ['sandbox', 'hotelbeds'],
      hotelbedsCredentials: { ...standIn.credentials, secret: 'not-the-secret' },
    });
    const refused = await search(team, { hotelIds: ids });
    expect(refused.body.data.meta.suppliers[1]).toMatchObject({ provider: 'hotelbeds', status: 'error', count: 0 });
  });
});

describe('hotel search over several suppliers', () => {
  it('merges both suppliers: each hotel keeps its provider and <provider>:<hotelId> id; summary over all; meta.suppliers ok/ok', async () => {
    const team = await twoSupplierTeam();
    const res = await search(team, { hotelIds: await mixedIds(team) });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    const data = ZHotelSearchResult.strict().parse(res.body.data);
    expect(data.hotels.map((h) => h.provider).sort()).toEqual(['hotelbeds', 'sandbox']);
    for (const hotel of data.hotels) expect(hotel.id).toBe(`${hotel.provider}:${hotel.hotelId}`);
    expect(data.hotels.find((h) => h.provider === 'hotelbeds')!.hotelId).toBe('200201');
    const perNight = data.hotels.map((h) => h.price.amount);
    expect(data.summary).toMatchObject({ totalResults: 2, minPrice: Math.min(...perNight), maxPrice: Math.max(...perNight) });
    expect(data.meta.suppliers).toEqual([
      { provider: 'sandbox', status: 'ok', ms: expect.any(Number), count: 1 },
      { provider: 'hotelbeds', status: 'ok', ms: expect.any(Number), count: 1 },
    ]);
  });

  it('Hotelbeds failing: the sandbox hotels still answer, meta says error', async () => {
    const team = await twoSupplierTeam();
    const ids = await mixedIds(team);
    standIn.fail('server-error', { on: 'availability', times: Infinity });
    const res = await search(team, { hotelIds: ids });
    expect(res.status).toBe(200);
    expect(res.body.data.hotels.map((h: any) => h.id)).toEqual([`sandbox:${ids[0]}`]);
    expect(res.body.data.meta.suppliers).toEqual([
      { provider: 'sandbox', status: 'ok', ms: expect.any(Number), count: 1 },
      { provider: 'hotelbeds', status: 'error', ms: expect.any(Number), count: 0 },
    ]);
  });

  it('Hotelbeds hanging past SUPPLIER_SEARCH_TIMEOUT_MS: answered at the deadline with the sandbox hotels, meta says timeout', async () => {
    const team = await twoSupplierTeam();
    const ids = await mixedIds(team);
    vi.stubEnv('SUPPLIER_SEARCH_TIMEOUT_MS', '400');
    standIn.fail('hang', { on: 'availability' });
    const started = performance.now();
    const res = await search(team, { hotelIds: ids });
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(res.body.data.hotels.map((h: any) => h.provider)).toEqual(['sandbox']);
    expect(res.body.data.meta.suppliers[1]).toMatchObject({ provider: 'hotelbeds', status: 'timeout', count: 0 });
    expect(res.body.data.meta.suppliers[1].ms).toBeGreaterThanOrEqual(390);
  });

  it('both failing: 502 SUPPLIER_ERROR in the contract envelope', async () => {
    const team = await twoSupplierTeam();
    standIn.fail('server-error', { on: 'availability', times: Infinity });
    const res = await search(team, { cityCode: SANDBOX_FAILING_CITY_CODE, hotelIds: ['200201'] });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      error: 'Hotel supplier unavailable, try again later',
      code: 'SUPPLIER_ERROR',
      timestamp: expect.any(String),
    });
  });

  it('test and live keys keep their own breakers: test-key searches failing repeatedly leave live searches answered', async () => {
    vi.stubEnv('SUPPLIER_BREAKER_FAILURES', '2');
    const team = await api.team();
    for (let i = 0; i < 2; i++) expect((await search(team, { cityCode: SANDBOX_FAILING_CITY_CODE }, team.testKey)).status).toBe(502);
    // The test key's breaker is open: even a good search with it skips the sandbox.
    const skipped = await search(team, { cityCode: '3304557' }, team.testKey);
    expect(skipped.status).toBe(502);
    const live = await search(team, { cityCode: '3304557' });
    expect(live.status, JSON.stringify(live.body).slice(0, 300)).toBe(200);
    expect(live.body.data.meta.suppliers).toEqual([
      { provider: 'sandbox', status: 'ok', ms: expect.any(Number), count: expect.any(Number) },
    ]);
  });

  it("a supplier failing repeatedly is skipped for a cool-down (breaker per team): meta note circuit_open, no call reaches it; another team's still does", async () => {
    vi.stubEnv('SUPPLIER_BREAKER_FAILURES', '2');
    const team = await twoSupplierTeam();
    const other = await twoSupplierTeam();
    const ids = await mixedIds(team);
    standIn.fail('server-error', { on: 'availability', times: Infinity });
    for (let i = 0; i < 2; i++) expect((await search(team, { hotelIds: ids })).body.data.meta.suppliers[1].status).toBe('error');
    const calls = availabilityCalls();
    const skipped = await search(team, { hotelIds: ids });
    expect(skipped.status).toBe(200);
    expect(skipped.body.data.meta.suppliers[1]).toEqual({ provider: 'hotelbeds', status: 'error', ms: 0, count: 0, note: 'circuit_open' });
    expect(skipped.body.data.hotels).toHaveLength(1);
    expect(availabilityCalls()).toBe(calls);
    await search(other, { hotelIds: ids });
    expect(availabilityCalls()).toBeGreaterThan(calls);
  });

  it('a Hotelbeds account priced in EUR without a rate in force (no PTAX stored): its offers are left out, said in meta; its rate is refused at prebook', async () => {
    const eur = await HotelbedsStandIn.start({ now: () => clock.now() });
    try {
      const team = await api.team({ name: 'EUR Hotelbeds' });
      await panelCaller(api, team.id, 'owner').team.updateHotelSuppliers({
        hotelSuppliers: ['sandbox', 'hotelbeds'],
        hotelbedsCredentials: eur.credentials,
      });
      const res = await search(team, { hotelIds: await mixedIds(team) });
      expect(res.status).toBe(200);
      expect(res.body.data.hotels.map((h: any) => h.provider)).toEqual(['sandbox']);
      expect(res.body.data.meta.suppliers[1]).toEqual({
        provider: 'hotelbeds',
        status: 'ok',
        ms: expect.any(Number),
        count: 0,
        note: expect.stringMatching(/^[1-9]\d* offers in EUR not sold: no PTAX rate for EUR$/),
      });

      // A EUR rate taken from Hotelbeds itself is not sold without a rate in force, whatever price and currency are sent.
      const found = await hotelbedsHotelSupplier(eur.credentials).search(
        { hotelIds: ['200201'], ...STAY, adults: 2, children: 0, rooms: 1, nationality: 'BR' },
        { credentials: { username: eur.apiKey, password: eur.secret } },
      );
      const offer = found.hotels[0]!.offers[0]!;
      expect(offer.currency).toBe('EUR');
      for (const currency of ['EUR', 'BRL']) {
        const prebook = await api.post('/api/v1/hotels/prebook', {
          key: team.key,
          body: {
            hotel_search_code: offer.hotelSearchCode,
            hotel_id: 'hotelbeds:200201',
            check_in: STAY.checkIn,
            check_out: STAY.checkOut,
            adults: 2,
            hotel_name: 'X',
            unit_price: withMarkup(offer.netPrice, 10),
            currency,
          },
        });
        expect(prebook.status, JSON.stringify(prebook.body)).toBe(400);
        expect(prebook.body).toEqual({
          error: 'Validation error: hotel_search_code: the offer is priced in EUR, which is not sold now (no PTAX rate for EUR)',
          code: 'VALIDATION_ERROR',
          timestamp: expect.any(String),
        });
      }
      expect(await api.db.prebook.count({ where: { teamId: team.id } })).toBe(0);
    } finally {
      await eur.close();
    }
  });

  it('a test key searches the sandbox only and never reaches Hotelbeds', async () => {
    const team = await twoSupplierTeam();
    const res = await search(team, { hotelIds: ['200201'], cityCode: hotelbedsCityCode('RIO') }, team.testKey);
    expect(res.status).toBe(200);
    expect(res.body.data.meta.suppliers.map((s: any) => s.provider)).toEqual(['sandbox']);
    const prebook = await api.post('/api/v1/hotels/prebook', {
      key: team.testKey,
      body: {
        hotel_search_code: '20300510|20300513|W|2|200201|DBL.ST|BAR|BB|BAR|1~2~0||N@1~abcd',
        hotel_id: 'hotelbeds:200201',
        check_in: STAY.checkIn,
        check_out: STAY.checkOut,
        adults: 2,
        hotel_name: 'X',
        unit_price: 100,
      },
    });
    expect(prebook.status).toBe(400);
    expect(prebook.body.code).toBe('PROVIDER_NOT_CONFIGURED');
    expect(standIn.requests).toHaveLength(0);
  });
});

describe('a Hotelbeds hotel from search to cancellation', () => {
  async function hotelbedsHotel(team: TestTeam) {
    const res = await search(team, { cityCode: hotelbedsCityCode('RIO') });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    const hotel = res.body.data.hotels.find((h: any) => h.id === 'hotelbeds:200201');
    expect(hotel).toBeDefined();
    return hotel;
  }

  it('prebook, book by PIX, sandbox pay -> reserved at Hotelbeds (its record), DELETE then cancel at the supplier reaches it', async () => {
    const team = await twoSupplierTeam();
    const hotel = await hotelbedsHotel(team);
    const offer = hotel.offers[0];
    const prebook = await api.post('/api/v1/hotels/prebook', {
      key: team.key,
      body: { ...prebookBody(hotel, offer), currency: offer.currency },
    });
    expect(prebook.status, JSON.stringify(prebook.body)).toBe(201);
    expect(prebook.body.data.unit_price).toBe(offer.totalPrice);

    const customer = await newCustomer(api, team);
    const booked = await api.post('/api/v1/hotels/book', {
      key: team.key,
      body: bookBody(prebook.body.data.prebook_token, customer.id, { method: 'pix' }),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const { booking, payment } = booked.body.data;
    expect(standIn.bookings()).toHaveLength(0);

    const paid = await paySandbox(api, team, payment.id);
    expect(paid.booking).toMatchObject({ status: 'confirmed', supplier: { mode: 'automatic', status: 'issued' } });
    const [record] = standIn.bookings();
    expect(record).toMatchObject({ hotelCode: 200201 });
    const detail = await bookingDetail(api, team, booking.id);
    expect(detail.external_locator).toBe(paid.booking.supplier.locator);
    expect(detail.items[0].details).toMatchObject({ provider: 'hotelbeds', hotel_id: '200201' });

    const deleted = await api.request('DELETE', `/api/v1/bookings/${booking.id}`, { key: team.key });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const cancelled = await panelCaller(api, team.id).bookings.cancelAtSupplier({ id: booking.id });
    expect(cancelled.locator).toBe(detail.external_locator);
    expect(standIn.requests.filter((r) => r.operation === 'cancel')).toHaveLength(1);
    expect(standIn.bookings()[0]).toMatchObject({ status: 'CANCELLED' });
  });

  it('the price changed at Hotelbeds since search: 400 PRICE_MISMATCH naming the new total with markup; nothing held', async () => {
    const team = await twoSupplierTeam();
    const hotel = await hotelbedsHotel(team);
    // Hotelbeds re-values RECHECK rates (the superior rooms here) at prebook.
    const offer = hotel.offers.find((o: any) => o.rooms.some((r: string) => r.includes('SUPERIOR')));
    expect(offer).toBeDefined();
    standIn.fail('price-changed', { on: 'checkrates' });
    const res = await api.post('/api/v1/hotels/prebook', {
      key: team.key,
      body: { ...prebookBody(hotel, offer), currency: offer.currency },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.code).toBe('PRICE_MISMATCH');
    const [, total, currency, net] =
      /^Price changed: the confirmed stay total is (\d+\.\d{2}) ([A-Z]{3}) \(net (\d+\.\d{2})\)$/.exec(res.body.error) ?? [];
    expect(currency).toBe(offer.currency);
    expect(Number(net)).not.toBe(offer.netPrice);
    expect(Number(total)).toBe(withMarkup(Number(net), 10));
    expect(await api.db.prebook.count({ where: { teamId: team.id } })).toBe(0);
  });

  it('an unknown or disabled provider in hotel_id: 400 PROVIDER_NOT_CONFIGURED', async () => {
    const team = await api.team({ name: 'Sandbox only' });
    const error = await apiErrorOf(
      panelCaller(api, team.id, 'owner').team.updateHotelSuppliers({ hotelSuppliers: ['sandbox', 'nope' as never] }),
    );
    expect(error.status).toBe(400);
    const res = await api.post('/api/v1/hotels/details', {
      key: team.key,
      body: { hotel_search_code: 'a|b', hotel_id: 'hotelbeds:200201' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'PROVIDER_NOT_CONFIGURED', error: 'Provider credentials not configured' });
  });
});

describe('hotel destinations with Hotelbeds', () => {
  it('nothing stored yet: the autocomplete starts the first sync in the background, and answers Hotelbeds cities without calling it again', async () => {
    await api.db.hotelDestination.deleteMany({ where: { provider: 'hotelbeds' } });
    resetFirstDestinationsSync();
    useCatalogue();
    await twoSupplierTeam();
    const first = await api.get('/api/public/hotels/destinations?q=rio');
    expect(first.status).toBe(200);
    // Mallorca is listed by Hotelbeds alone.
    await expect
      .poll(async () => (await api.get('/api/public/hotels/destinations?q=mallorca')).body.destinations.map((d: any) => d.code))
      .toContain(hotelbedsCityCode('PMI'));
    expect(standIn.requests.every((r) => r.operation === 'destinations')).toBe(true);
    const calls = standIn.requests.length;
    expect(calls).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) await api.get('/api/public/hotels/destinations?q=sao');
    expect(standIn.requests).toHaveLength(calls);
  });

  it("a job stores Hotelbeds' destinations; the public autocomplete answers them with the sandbox's, never calling Hotelbeds", async () => {
    const job = SCHEDULED_JOBS.find((j) => j.name === 'hotels.destinations-sync')!;
    useCatalogue();
    await twoSupplierTeam();
    const result = (await job.run(api.db, clock.now())) as { stored: number };
    expect(result.stored).toBeGreaterThan(0);
    expect(standIn.requests.some((r) => r.operation === 'destinations')).toBe(true);
    standIn.reset();

    const res = await api.get('/api/public/hotels/destinations?q=rio');
    expect(res.status).toBe(200);
    const { destinations } = res.body;
    for (const d of destinations) expect(Object.keys(d).sort()).toEqual(['city', 'code', 'country', 'countryCode', 'label', 'value']);
    // Rio is listed by both: offered once, with the sandbox's code (a search of it asks both); so is
    // New York, the sandbox's Nova York. Mallorca is Hotelbeds' alone, offered with its code.
    expect(destinations.filter((d: any) => d.city === 'Rio de Janeiro').map((d: any) => d.code)).toEqual(['3304557']);
    const york = (await api.get('/api/public/hotels/destinations?q=york')).body.destinations;
    expect(york.map((d: any) => d.code)).not.toContain(hotelbedsCityCode('NYC'));
    const [mallorca] = (await api.get('/api/public/hotels/destinations?q=mallorca')).body.destinations;
    expect(mallorca).toMatchObject({ code: hotelbedsCityCode('PMI'), city: 'Mallorca', countryCode: 'ES' });
    expect(mallorca.value.startsWith(`${mallorca.code} - `)).toBe(true);
    expect(standIn.requests).toHaveLength(0);

    // Run again: the same rows, written over (nothing doubled).
    await job.run(api.db, clock.now());
    expect(await api.db.hotelDestination.count({ where: { provider: 'hotelbeds', code: 'RIO' } })).toBe(1);
  });
});

describe('one destination searches every supplier that lists it', () => {
  it("the sandbox's Rio asks Hotelbeds for its RIO and Hotelbeds' code asks the sandbox for its Rio; a city one lists alone asks that one", async () => {
    const job = SCHEDULED_JOBS.find((j) => j.name === 'hotels.destinations-sync')!;
    const team = await twoSupplierTeam();
    useCatalogue();
    await job.run(api.db, clock.now());
    forgetSupplierCities();
    standIn.reset();

    for (const cityCode of ['3304557', hotelbedsCityCode('RIO')]) {
      const res = await search(team, { cityCode });
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
      const { hotels, meta, summary } = res.body.data;
      const byProvider = (provider: string) => hotels.filter((h: any) => h.provider === provider).length;
      expect(byProvider('sandbox')).toBe(300);
      expect(byProvider('hotelbeds')).toBeGreaterThan(0);
      expect(summary.totalResults).toBe(hotels.length);
      expect(meta.suppliers).toEqual([
        { provider: 'sandbox', status: 'ok', ms: expect.any(Number), count: 300 },
        { provider: 'hotelbeds', status: 'ok', ms: expect.any(Number), count: byProvider('hotelbeds') },
      ]);
    }
    // Hotelbeds was asked for its own code both times.
    const asked = standIn.requests
      .filter((r) => r.operation === 'availability')
      .map((r) => (r.body as { destination?: { code: string } }).destination?.code);
    expect(asked).toEqual(['RIO', 'RIO']);

    // A sandbox city Hotelbeds does not list: the sandbox answers alone, Hotelbeds is not asked.
    standIn.reset();
    const alone = await search(team, { cityCode: '2927408' }); // Salvador
    expect(alone.status).toBe(200);
    expect(alone.body.data.meta.suppliers[1]).toEqual({ provider: 'hotelbeds', status: 'ok', ms: expect.any(Number), count: 0 });
    expect(availabilityCalls()).toBe(0);
  });
});

describe('hotel supplier settings', () => {
  it('settings saved before several suppliers (hotelSupplier only) still sell from the sandbox; turning the sandbox off keeps Hotelbeds', async () => {
    const team = await api.team({ name: 'Older settings' });
    const row = await api.db.team.findUniqueOrThrow({ where: { id: team.id } });
    const { hotelSuppliers: _, ...older } = row.settings as Record<string, unknown>;
    await changeHeard(api.db, () => api.db.team.update({ where: { id: team.id }, data: { settings: older as never } }));
    const owner = panelCaller(api, team.id, 'owner');
    expect(await owner.team.hotelSuppliers()).toEqual({
      hotelSuppliers: ['sandbox'],
      sandboxCredentialsSet: true,
      hotelbedsCredentialsSet: false,
      hotelbedsCertificate: null,
    });
    expect((await search(team, { cityCode: '3304557' })).body.data.meta.suppliers).toEqual([
      { provider: 'sandbox', status: 'ok', ms: expect.any(Number), count: 300 },
    ]);

    await owner.team.updateHotelSuppliers({ hotelSuppliers: ['hotelbeds'], hotelbedsCredentials: standIn.credentials });
    expect((await owner.team.salesSettings()).hotelSupplier).toBeNull();
    const res = await search(team, { cityCode: hotelbedsCityCode('RIO') });
    expect(res.body.data.meta.suppliers.map((s: any) => [s.provider, s.status])).toEqual([['hotelbeds', 'ok']]);
    expect(JSON.stringify((await api.db.team.findUniqueOrThrow({ where: { id: team.id } })).settings)).not.toContain(standIn.secret);
  });

  it('"Testar conexão": ok with the right account; credentials, quota, unavailable or timeout explained', async () => {
    const team = await twoSupplierTeam();
    const owner = panelCaller(api, team.id, 'owner');
    expect(await owner.team.testHotelSupplier({ provider: 'hotelbeds' })).toMatchObject({ ok: true });
    expect(
      await owner.team.testHotelSupplier({ provider: 'hotelbeds', hotelbedsCredentials: { ...standIn.credentials, secret: 'wrong' } }),
    ).toMatchObject({ ok: false, reason: 'credentials' });
    standIn.fail('quota');
    expect(await owner.team.testHotelSupplier({ provider: 'hotelbeds' })).toMatchObject({ ok: false, reason: 'quota' });
    standIn.fail('server-error');
    expect(await owner.team.testHotelSupplier({ provider: 'hotelbeds' })).toMatchObject({ ok: false, reason: 'unavailable' });
    const other = await api.team({ name: 'No Hotelbeds' });
    expect(await panelCaller(api, other.id, 'owner').team.testHotelSupplier({ provider: 'hotelbeds' })).toMatchObject({
      ok: false,
      reason: 'not_configured',
    });
    expect(await apiErrorOf(panelCaller(api, team.id, 'agent').team.testHotelSupplier({ provider: 'hotelbeds' }))).toMatchObject({
      status: 403,
    });
  });
});
