import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HotelBookRequest } from '../port';
import { fromSearchCode } from './search-code';
import { hotelbedsSignature } from './signature';
import type { HotelbedsStandIn } from './stand-in/server';
import { failure, hotelbeds, now, operations, saoQuery, startStandIn } from './test-support';

// Children's ages through the Hotelbeds adapter and its stand-in (issue #21): CH paxes with ages in
// availability and booking; the stand-in refuses children without an age and booked ages other than the rate's.
let standIn: HotelbedsStandIn;
beforeAll(async () => (standIn = await startStandIn()));
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

const availability = () => standIn.requests.filter((r) => r.operation === 'availability').map((r) => r.body as any);
const bookings = () => standIn.requests.filter((r) => r.operation === 'booking').map((r) => r.body as any);

async function firstOffer(query = saoQuery({ children: 2, childrenAges: [4, 0] })) {
  const result = await hotelbeds(standIn).search(query, {});
  return result.hotels[0]!.offers[0]!;
}

const family = (hotelSearchCode: string, over: Partial<HotelBookRequest> = {}): HotelBookRequest => ({
  hotelSearchCode,
  guests: [
    { firstName: 'Ana', lastName: 'Souza' },
    { firstName: 'Pedro', lastName: 'Souza' },
    { firstName: 'Bia', lastName: 'Souza', age: 4 },
  ],
  childrenAges: [4, 0],
  reference: '5b2a8c3e-6f1d-4a9b-8c7e-1d2f3a4b5c6d',
  ...over,
});

describe('Hotelbeds children by age', () => {
  it('availability carries a CH pax with each age; the rates are priced by age (a baby costs less than an 8-year-old)', async () => {
    const family = await firstOffer();
    expect(availability()[0].occupancies).toEqual([
      {
        rooms: 1,
        adults: 2,
        children: 2,
        paxes: [
          { type: 'CH', age: 0 },
          { type: 'CH', age: 4 },
        ],
      },
    ]);
    const older = await firstOffer(saoQuery({ children: 2, childrenAges: [8, 8] }));
    expect(family.netPrice).toBeLessThan(older.netPrice);
  });

  it('several rooms take the same ages each: [4, 4] over two rooms is one child of 4 per room; [4, 6] is refused before any call', async () => {
    await firstOffer(saoQuery({ adults: 4, children: 2, rooms: 2, childrenAges: [4, 4] }));
    expect(availability()[0].occupancies).toEqual([{ rooms: 2, adults: 2, children: 1, paxes: [{ type: 'CH', age: 4 }] }]);
    standIn.requests.length = 0;
    const refused = await failure(hotelbeds(standIn).search(saoQuery({ adults: 4, children: 2, rooms: 2, childrenAges: [4, 6] }), {}));
    expect(refused.kind).toBe('invalid_request');
    expect(operations(standIn)).toEqual([]);
  });

  it('prebook answers the ages the rate was priced for, and refuses others', async () => {
    const offer = await firstOffer();
    const stay = { checkIn: '2026-04-10', checkOut: '2026-04-13', adults: 2, children: 2, rooms: 1 };
    const valued = await hotelbeds(standIn).prebook(
      { hotelSearchCode: offer.hotelSearchCode, stay: { ...stay, childrenAges: [4, 0] } },
      {},
    );
    expect(valued.childrenAges).toEqual([0, 4]);
    const other = await failure(
      hotelbeds(standIn).prebook({ hotelSearchCode: offer.hotelSearchCode, stay: { ...stay, childrenAges: [5, 0] } }, {}),
    );
    expect(other).toMatchObject({ kind: 'invalid_request' });
    expect(other.message).toContain('0, 4');
  });

  it('booking sends AD paxes and a CH pax with its age per child priced, named after the child guest of that age', async () => {
    const offer = await firstOffer();
    const booked = await hotelbeds(standIn).book(family(offer.hotelSearchCode), {});
    expect(booked.status).toBe('confirmed');
    expect(bookings()[0].rooms[0].paxes).toEqual([
      { roomId: 1, type: 'AD', name: 'Ana', surname: 'Souza' },
      { roomId: 1, type: 'AD', name: 'Pedro', surname: 'Souza' },
      { roomId: 1, type: 'CH', age: 0 },
      { roomId: 1, type: 'CH', age: 4, name: 'Bia', surname: 'Souza' },
    ]);
    expect(
      standIn
        .bookings()[0]!
        .paxes.filter((p) => p.type === 'CH')
        .map((p) => p.age),
    ).toEqual([0, 4]);
  });

  it('a child guest of an age not priced is refused before the booking call', async () => {
    const offer = await firstOffer();
    standIn.requests.length = 0;
    const guests = [
      { firstName: 'Ana', lastName: 'Souza' },
      { firstName: 'Bia', lastName: 'Souza', age: 5 },
    ];
    const refused = await failure(hotelbeds(standIn).book(family(offer.hotelSearchCode, { guests }), {}));
    expect(refused.kind).toBe('invalid_request');
    expect(bookings()).toHaveLength(0);
  });
});

describe('Hotelbeds stand-in: ages as Hotelbeds checks them', () => {
  const signed = () => ({
    'Api-key': standIn.apiKey,
    'X-Signature': hotelbedsSignature(standIn.apiKey, standIn.secret, Math.floor(now().getTime() / 1000)),
    'Content-Type': 'application/json',
  });
  const post = (path: string, body: unknown) =>
    fetch(`${standIn.url}${path}`, { method: 'POST', headers: signed(), body: JSON.stringify(body) });
  const stay = { checkIn: '2026-04-10', checkOut: '2026-04-13' };

  it('refuses children without an age in availability (400 INVALID_REQUEST)', async () => {
    const res = await post('/hotel-api/1.0/hotels', {
      stay,
      occupancies: [{ rooms: 1, adults: 2, children: 1 }],
      destination: { code: 'SAO' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'INVALID_REQUEST' } });
  });

  it('refuses a booking whose CH paxes are not the ages the rate was priced for', async () => {
    const offer = await firstOffer();
    const holder = { name: 'Ana', surname: 'Souza' };
    const paxes = [
      { roomId: 1, type: 'AD', name: 'Ana', surname: 'Souza' },
      { roomId: 1, type: 'CH', age: 5, name: 'Bia', surname: 'Souza' },
      { roomId: 1, type: 'CH', age: 0, name: 'Caio', surname: 'Souza' },
    ];
    const { rateKey } = fromSearchCode(offer.hotelSearchCode);
    const res = await post('/hotel-api/1.0/bookings', { holder, rooms: [{ rateKey, paxes }], clientReference: 'AGESTEST' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('do not match the rate (0, 4)');
    expect(standIn.bookings()).toHaveLength(0);
  });
});
