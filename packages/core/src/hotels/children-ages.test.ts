import { HotelbedsStandIn } from '@tas/suppliers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../lib/clock';
import { resetSupplierBreakers } from '../suppliers/fan-out';
import { expectErrorShape, type RestServer } from '../testing/rest-server';
import { CARD, GUESTS, newCustomer, panelCaller, prebookBody, startHotelApi, STAY, useHotelClock, type TestTeam } from './test-fixtures';

// A family of two adults, a 4-year-old and a 6-month-old (ages at the check-in of STAY, 2030-05-10)
// books a Hotelbeds hotel over REST, through the stand-in (an account contracted in reais).
const FOUR_YEARS = '2026-01-20';
const SIX_MONTHS = '2029-11-10';
const FIVE_YEARS = '2025-02-01';
const HOTEL = '200201';

let api: RestServer;
let standIn: HotelbedsStandIn;
let team: TestTeam;
let customer: { id: string };
useHotelClock();

beforeAll(async () => {
  api = await startHotelApi();
  standIn = await HotelbedsStandIn.start({ now: () => clock.now(), currency: 'BRL' });
  team = await api.team({ name: `Family agency ${Date.now()}` });
  await panelCaller(api, team.id, 'owner').team.updateHotelSuppliers({
    hotelSuppliers: ['hotelbeds'],
    hotelbedsCredentials: standIn.credentials,
  });
  customer = await newCustomer(api, team);
});
afterEach(() => {
  standIn.reset();
  resetSupplierBreakers();
});
afterAll(async () => {
  await api.close();
  await standIn.close();
});

const FAMILY_GUESTS = [
  GUESTS[0],
  { first_name: 'Pedro', last_name: 'Souza', birth_date: '1986-09-30' },
  { first_name: 'Bia', last_name: 'Souza', birth_date: FOUR_YEARS },
  { first_name: 'Caio', last_name: 'Souza', birth_date: SIX_MONTHS },
];

async function search(body: Record<string, unknown>) {
  const res = await api.post('/api/v1/hotels/search', { key: team.key, body: { ...STAY, adults: 2, hotelIds: [HOTEL], ...body } });
  expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
  return res.body.data.hotels[0];
}

const availabilityBodies = () => standIn.requests.filter((r) => r.operation === 'availability').map((r) => r.body as any);
const bookingRequests = () => standIn.requests.filter((r) => r.operation === 'booking');

async function prebookFamily(stay: Record<string, unknown> = { children: 2, children_ages: [4, 0] }) {
  const hotel = await search({ children: 2, childrenAges: [4, 0] });
  return api.post('/api/v1/hotels/prebook', { key: team.key, body: prebookBody(hotel, hotel.offers[0], stay) });
}

const book = (token: string, guests: unknown[]) =>
  api.post('/api/v1/hotels/book', {
    key: team.key,
    body: { prebook_token: token, customer_id: customer.id, guests, payment: { method: 'credit_card', credit_card: CARD } },
  });

describe('POST /api/v1/hotels/search with childrenAges', () => {
  it('sends Hotelbeds a CH pax with each age, and the price follows the ages', async () => {
    const family = await search({ children: 2, childrenAges: [4, 0] });
    expect(availabilityBodies()[0].occupancies).toEqual([
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
    // Counts only: each child is priced as 8 (documented default); a baby is cheaper than an 8-year-old.
    const countsOnly = await search({ children: 2 });
    expect(availabilityBodies()[1].occupancies[0].paxes).toEqual([
      { type: 'CH', age: 8 },
      { type: 'CH', age: 8 },
    ]);
    expect(family.offers[0].netPrice).toBeLessThan(countsOnly.offers[0].netPrice);
  });

  it('one age per child: childrenAges of another length, or an age of 18, is 400 VALIDATION_ERROR naming the field', async () => {
    for (const body of [
      { children: 2, childrenAges: [4] },
      { children: 1, childrenAges: [18] },
    ]) {
      const res = await api.post('/api/v1/hotels/search', { key: team.key, body: { ...STAY, adults: 2, hotelIds: [HOTEL], ...body } });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expectErrorShape(res.body, 'VALIDATION_ERROR');
      expect(res.body.error).toContain('childrenAges');
    }
    expect(availabilityBodies()).toHaveLength(0);
  });
});

describe('POST /api/v1/hotels/prebook with children_ages', () => {
  it('ages other than those the rate was priced for are refused, nothing held', async () => {
    const res = await prebookFamily({ children: 2, children_ages: [5, 0] });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error).toContain('0, 4');
    expect(await api.db.prebook.count({ where: { teamId: team.id } })).toBe(0);
  });
});

describe('POST /api/v1/hotels/book: the family', () => {
  it('books two adults, a 4-year-old and a 6-month-old: Hotelbeds gets AD paxes and CH paxes with their ages and names', async () => {
    const prebook = await prebookFamily();
    expect(prebook.status, JSON.stringify(prebook.body)).toBe(201);
    const res = await book(prebook.body.data.prebook_token, FAMILY_GUESTS);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.booking.status).toBe('confirmed');

    const [booked] = bookingRequests();
    const paxes = (booked!.body as any).rooms[0].paxes;
    expect(paxes).toEqual([
      { roomId: 1, type: 'AD', name: 'Ana', surname: 'Souza' },
      { roomId: 1, type: 'AD', name: 'Pedro', surname: 'Souza' },
      { roomId: 1, type: 'CH', age: 0, name: 'Caio', surname: 'Souza' },
      { roomId: 1, type: 'CH', age: 4, name: 'Bia', surname: 'Souza' },
    ]);
    expect(standIn.bookings()).toHaveLength(1);
    const item = await api.db.bookingItem.findFirstOrThrow({ where: { bookingId: res.body.data.booking.id } });
    expect(item.details).toMatchObject({ children: 2, children_ages: [0, 4] });
  });

  it('a child guest whose birth date gives an age not priced: 400 naming guests.N.birth_date, before any charge or supplier call', async () => {
    const prebook = await prebookFamily();
    const payments = await api.db.payment.count({ where: { teamId: team.id } });
    const guests = FAMILY_GUESTS.map((g, i) => (i === 2 ? { ...g, birth_date: FIVE_YEARS } : g));
    const res = await book(prebook.body.data.prebook_token, guests);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toMatch(/^Validation error: guests\.2\.birth_date: a child of 5 at check-in was not priced/);
    expect(bookingRequests()).toHaveLength(0);
    expect(await api.db.payment.count({ where: { teamId: team.id } })).toBe(payments);
    // The token still books once the guests are right.
    const retried = await book(prebook.body.data.prebook_token, FAMILY_GUESTS);
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
  });

  it('searched with counts only at Hotelbeds: children are priced as 8, and a 4-year-old guest is refused before any charge', async () => {
    const hotel = await search({ children: 1 });
    const prebook = await api.post('/api/v1/hotels/prebook', { key: team.key, body: prebookBody(hotel, hotel.offers[0], { children: 1 }) });
    expect(prebook.status, JSON.stringify(prebook.body)).toBe(201);
    const guests = [GUESTS[0], { first_name: 'Bia', last_name: 'Souza', birth_date: FOUR_YEARS }];
    const res = await book(prebook.body.data.prebook_token, guests);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error).toContain('the ages priced are 8');
    expect(bookingRequests()).toHaveLength(0);
  });
});
