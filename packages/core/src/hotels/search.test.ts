import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../root';
import { expectErrorShape, type RestServer } from '../testing/rest-server';
import { panelContextAs } from '../users/test-agent';
import { withMarkup } from './markup';
import { ZHotelSearchResult } from './response-schemas';
import { RIO, searchBody, searchHotels, startHotelApi, STAY, useHotelClock, type TestTeam } from './test-fixtures';
import { changeHeard } from '../auth/key-lookups';

let api: RestServer;
let team: TestTeam;
useHotelClock();

beforeAll(async () => {
  api = await startHotelApi();
  team = await api.team();
});
afterAll(() => api.close());

const cents = (n: number) => Math.round(n * 100);

describe('POST /api/v1/hotels/search', () => {
  it('answers data.hotels, data.summary, data.searchSessionId and data.meta in the contract shape', async () => {
    const res = await api.post('/api/v1/hotels/search', { key: team.key, body: searchBody({ children: 1 }) });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'timestamp']);
    const data = ZHotelSearchResult.strict().parse(res.body.data);
    expect(data.hotels).toHaveLength(300);
    expect(data.summary.totalResults).toBe(300);
    expect(data.meta).toEqual({
      searchParams: { checkIn: STAY.checkIn, checkOut: STAY.checkOut, adults: 2, children: 1, rooms: 1, nationality: 'BR', cityCode: RIO },
      teamId: team.id,
      suppliers: [{ provider: 'sandbox', status: 'ok', ms: expect.any(Number), count: 300 }],
    });
    expect(data.searchSessionId).toMatch(/\S+/);
    expect(data.summary.duration).toBeGreaterThanOrEqual(0);
  });

  it('every hotel carries every field of the contract, the best offer first', async () => {
    const data = await searchHotels(api, team);
    const hotel = data.hotels[0];
    expect(Object.keys(hotel).sort()).toEqual(
      [
        'amenities',
        'availability',
        'description',
        'hotelId',
        'hotelSearchCode',
        'id',
        'images',
        'location',
        'name',
        'netPrice',
        'offers',
        'offersCount',
        'price',
        'provider',
        'rating',
        'searchSessionId',
        'stars',
      ].sort(),
    );
    expect(hotel.id).toBe(`sandbox:${hotel.hotelId}`);
    expect(hotel.provider).toBe('sandbox');
    expect(hotel.stars).toBeGreaterThanOrEqual(1);
    expect(hotel.stars).toBeLessThanOrEqual(5);
    expect(Object.keys(hotel.location).sort()).toEqual(['address', 'city', 'coordinates', 'country', 'countryCode']);
    expect(hotel.location.countryCode).toBe('BR');
    expect(hotel.images.length).toBeGreaterThanOrEqual(1);
    expect(hotel.images[0]).toMatch(/^https?:\/\/[^/]+\/api\/public\/sandbox-images\/hotels\/\d+\/1\.svg$/);
    const image = await fetch(`${api.url}${new URL(hotel.images[0]).pathname}`);
    expect(image.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(hotel.availability).toEqual({ checkIn: STAY.checkIn, checkOut: STAY.checkOut, nights: 3, roomsAvailable: hotel.offers.length });
    expect(hotel.offersCount).toBe(hotel.offers.length);
    expect(hotel.searchSessionId).toBe(data.searchSessionId);
    expect(hotel.hotelSearchCode).toBe(hotel.offers[0].hotelSearchCode);
    expect(hotel.netPrice).toBe(hotel.offers[0].netPrice);
    expect(hotel.price).toEqual({
      amount: Math.round(cents(hotel.offers[0].totalPrice) / 3) / 100,
      currency: 'BRL',
      perNight: true,
      total: hotel.offers[0].totalPrice,
    });
    const offer = hotel.offers[0];
    expect(Object.keys(offer)).toEqual([
      'hotelSearchCode',
      'roomBasis',
      'rooms',
      'totalPrice',
      'netPrice',
      'currency',
      'nonRefundable',
      'cancellationDeadline',
    ]);
    for (const h of data.hotels) {
      const totals = h.offers.map((o: { totalPrice: number }) => o.totalPrice);
      expect(Math.min(...totals)).toBe(h.price.total);
    }
  });

  it("totalPrice is netPrice plus the team's markup (default 10%), exact to the cent", async () => {
    const data = await searchHotels(api, team);
    for (const hotel of data.hotels.slice(0, 50)) {
      for (const offer of hotel.offers) {
        expect(cents(offer.totalPrice)).toBe(Math.round(cents(offer.netPrice) * 1.1));
        expect(Number.isInteger(cents(offer.totalPrice))).toBe(true);
        expect(offer.totalPrice).toBe(withMarkup(offer.netPrice, 10));
      }
    }
  });

  it('offers cover all five room bases, refundable with a deadline and non-refundable without', async () => {
    const data = await searchHotels(api, team);
    const offers = data.hotels.flatMap((h: { offers: unknown[] }) => h.offers) as {
      roomBasis: string;
      nonRefundable: boolean;
      cancellationDeadline: string | null;
    }[];
    expect(new Set(offers.map((o) => o.roomBasis))).toEqual(new Set(['RO', 'BB', 'HB', 'FB', 'AI']));
    expect(offers.filter((o) => o.nonRefundable).every((o) => o.cancellationDeadline === null)).toBe(true);
    const refundable = offers.filter((o) => !o.nonRefundable);
    expect(refundable.length).toBeGreaterThan(0);
    expect(refundable.every((o) => /^\d{4}-\d{2}-\d{2}$/.test(o.cancellationDeadline!) && o.cancellationDeadline! < STAY.checkIn)).toBe(
      true,
    );
  });

  it('summary: totalResults, lowest and highest price per night of the listed hotels', async () => {
    const data = await searchHotels(api, team);
    const perNight = data.hotels.map((h: { price: { amount: number } }) => h.price.amount);
    expect(data.summary.minPrice).toBe(Math.min(...perNight));
    expect(data.summary.maxPrice).toBe(Math.max(...perNight));
    expect(data.summary.minPrice).toBeLessThan(data.summary.maxPrice);
  });

  it('the same query gives the same hotels and prices', async () => {
    const first = await searchHotels(api, team);
    const second = await searchHotels(api, team);
    expect(second.hotels).toEqual(first.hotels);
    expect(second.searchSessionId).toBe(first.searchSessionId);
  });

  it("a team's own markup applies (15%), and another team's search is priced with its own", async () => {
    const other = await api.team({ name: 'Markup agency' });
    const row = await api.db.team.findUniqueOrThrow({ where: { id: other.id } });
    await changeHeard(api.db, () =>
      api.db.team.update({ where: { id: other.id }, data: { settings: { ...(row.settings as object), markupPercent: 15 } } }),
    );
    const mine = await searchHotels(api, team);
    const theirs = await searchHotels(api, other);
    const offer = theirs.hotels[0].offers[0];
    expect(cents(offer.totalPrice)).toBe(Math.round(cents(offer.netPrice) * 1.15));
    expect(mine.hotels[0].offers[0].totalPrice).not.toBe(offer.totalPrice);
    expect(theirs.meta.teamId).toBe(other.id);
  });

  it('searches by hotelIds from earlier results (cityCode absent)', async () => {
    const city = await searchHotels(api, team);
    const ids = city.hotels.slice(3, 6).map((h: { hotelId: string }) => h.hotelId);
    const res = await api.post('/api/v1/hotels/search', { key: team.key, body: { ...STAY, adults: 2, hotelIds: ids } });
    expect(res.status).toBe(200);
    expect(res.body.data.hotels.map((h: { hotelId: string }) => h.hotelId)).toEqual(ids);
    expect(res.body.data.meta.searchParams.cityCode).toBeNull();
  });

  it('rooms and children change the offers: 2 rooms give two room types per offer', async () => {
    const data = await searchHotels(api, team, { adults: 4, rooms: 2, children: 2 });
    expect(data.hotels[0].offers[0].rooms).toHaveLength(2);
  });

  it("the panel's tRPC transport gets the same answer as an object", async () => {
    const input = encodeURIComponent(JSON.stringify(searchBody()));
    const res = await fetchRequestHandler({
      endpoint: '/api/trpc',
      req: new Request(`http://localhost/api/trpc/hotels.search?input=${input}`),
      router: appRouter,
      createContext: panelContextAs(api.db, team.id, 'agent'),
    });
    const body = await res.json();
    expect(res.status).toBe(200);
    const viaRest = await searchHotels(api, team);
    expect(ZHotelSearchResult.parse(body.result.data).hotels).toEqual(viaRest.hotels);
  });

  it('a read-only key may search (a search changes nothing)', async () => {
    const res = await api.post('/api/v1/hotels/search', { key: team.readOnlyKey, body: searchBody() });
    expect(res.status).toBe(200);
  });
});

describe('POST /api/v1/hotels/search: validation', () => {
  const rejects = async (body: Record<string, unknown>, message: string | RegExp) => {
    const res = await api.post('/api/v1/hotels/search', { key: team.key, body });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toMatch(message);
  };

  it('cityCode or hotelIds is required', () =>
    rejects({ ...STAY, adults: 2 }, 'Validation error: cityCode: cityCode or hotelIds is required'));
  it('cityCode is the numeric supplier code, not a city name', () =>
    rejects(searchBody({ cityCode: 'Rio de Janeiro' }), /^Validation error: cityCode: must be a numeric city code/));
  it('at most 500 hotelIds', () =>
    rejects(
      { ...STAY, adults: 2, hotelIds: Array.from({ length: 501 }, (_, i) => String(33045570000 + i)) },
      'Validation error: hotelIds: at most 500 hotel ids',
    ));
  it('checkIn and checkOut are required dates', () =>
    rejects(
      { cityCode: RIO, adults: 2, checkIn: '2030-02-30', checkOut: STAY.checkOut },
      /^Validation error: checkIn: must be a real date/,
    ));
  it('adults 1-9', () => rejects(searchBody({ adults: 10 }), /^Validation error: adults:/));
  it('rooms 1-5', () => rejects(searchBody({ rooms: 6, adults: 9 }), /^Validation error: rooms:/));
  it('children 0-6', () => rejects(searchBody({ children: 7 }), /^Validation error: children:/));
  it('nationality is ISO 2 letters', () => rejects(searchBody({ nationality: 'BRA' }), /^Validation error: nationality:/));
  it('checkIn must be before checkOut', () =>
    rejects(searchBody({ checkIn: STAY.checkOut, checkOut: STAY.checkIn }), 'checkIn must be before checkOut'));
  it('a stay is at most 30 nights', () =>
    rejects(searchBody({ checkIn: '2030-05-01', checkOut: '2030-06-01' }), 'Validation error: checkOut: a stay is at most 30 nights'));
  it('checkIn in the past is refused', () =>
    rejects(searchBody({ checkIn: '2030-03-04', checkOut: '2030-03-06' }), 'Validation error: checkIn: must not be in the past'));
  it('each room needs an adult', () =>
    rejects(searchBody({ adults: 1, rooms: 2 }), 'Validation error: rooms: each room needs at least one adult'));
});

describe('POST /api/v1/hotels/search: supplier', () => {
  it('the supplier failing (city 99999) is 502 SUPPLIER_ERROR', async () => {
    const res = await api.post('/api/v1/hotels/search', { key: team.key, body: searchBody({ cityCode: '99999' }) });
    expect(res.status).toBe(502);
    expectErrorShape(res.body, 'SUPPLIER_ERROR');
  });

  it('a supplier slower than the search timeout is 502 SUPPLIER_ERROR', async () => {
    process.env.SANDBOX_LATENCY_MS = '300';
    process.env.SUPPLIER_SEARCH_TIMEOUT_MS = '50';
    try {
      const started = Date.now();
      const res = await api.post('/api/v1/hotels/search', { key: team.key, body: searchBody() });
      expect(res.status).toBe(502);
      expectErrorShape(res.body, 'SUPPLIER_ERROR');
      expect(res.body.error).toBe('Hotel supplier did not answer in time');
      expect(Date.now() - started).toBeLessThan(290);
    } finally {
      delete process.env.SANDBOX_LATENCY_MS;
      delete process.env.SUPPLIER_SEARCH_TIMEOUT_MS;
    }
  });

  it('SANDBOX_LATENCY_MS slows every supplier call', async () => {
    process.env.SANDBOX_LATENCY_MS = '150';
    try {
      const started = Date.now();
      const res = await api.post('/api/v1/hotels/search', { key: team.key, body: searchBody() });
      expect(res.status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(150);
      expect(res.body.data.summary.duration).toBeGreaterThanOrEqual(150);
    } finally {
      delete process.env.SANDBOX_LATENCY_MS;
    }
  });
});
