import { DUFFEL_STAND_IN_TOKEN, startDuffelStandIn, type DuffelStandIn } from '@tas/suppliers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock as appClock } from '../lib/clock';
import { resetSupplierBreakers } from '../suppliers/fan-out';
import { expectErrorShape, type RestServer } from '../testing/rest-server';
import {
  ADULT,
  CARD,
  INBOUND,
  newCustomer,
  OUTBOUND,
  panelCaller,
  prebookBody,
  startFlightApi,
  useFlightClock,
  type TestTeam,
} from './test-fixtures';

// A family of two adults, a 4-year-old and a 6-month-old (ages on the return flight's date, 2030-04-20,
// as Duffel counts them) books a round trip on the agency's Duffel account (the stand-in) over REST.
const FOUR_YEARS = '2026-01-20';
const SIX_MONTHS = '2029-10-20';
const FIVE_YEARS = '2025-02-01';

let api: RestServer;
let duffel: DuffelStandIn;
let team: TestTeam;
let customer: { id: string };
useFlightClock();

beforeAll(async () => {
  api = await startFlightApi();
  duffel = await startDuffelStandIn({ now: () => appClock.now() });
  team = await api.team({ name: `Family Duffel agency ${Date.now()}` });
  await panelCaller(api, team.id, 'owner').team.updateSalesSettings({
    flightOnlineSuppliers: ['duffel'],
    duffelCredentials: { accessToken: DUFFEL_STAND_IN_TOKEN, baseUrl: duffel.url },
  });
  customer = await newCustomer(api, team);
});
afterEach(() => {
  duffel.reset();
  resetSupplierBreakers();
});
afterAll(async () => {
  await duffel.close();
  await api.close();
});

const FAMILY = [
  ADULT,
  { ...ADULT, first_name: 'Pedro', gender: 'M', birth_date: '1986-09-30', document_number: '111.444.777-35' },
  {
    type: 'child',
    first_name: 'Bia',
    last_name: 'Souza',
    gender: 'F',
    birth_date: FOUR_YEARS,
    document_type: 'passport',
    document_number: 'FX123456',
  },
  {
    type: 'infant',
    first_name: 'Caio',
    last_name: 'Souza',
    gender: 'M',
    birth_date: SIX_MONTHS,
    document_type: 'passport',
    document_number: 'FX654321',
  },
];
const TRIP = { origin: 'GRU', destination: 'GIG', departureDate: OUTBOUND, returnDate: INBOUND, adults: 2, children: 1, infants: 1 };

type Search = { flightGroups: any[]; searchParams: Record<string, any> };

async function search(body: Record<string, unknown>): Promise<Search> {
  const res = await api.post('/api/v1/flights/search', { key: team.key, body: { ...TRIP, ...body } });
  expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
  return res.body.data;
}

const offerRequests = () =>
  duffel.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/air/offer_requests')).map((r) => r.body as any);
const orderRequests = () => duffel.requests.filter((r) => r.method === 'POST' && r.path.split('?')[0] === '/air/orders');

async function prebook(ages: Record<string, unknown>, prebookAges: Record<string, unknown> = {}) {
  const found = await search(ages);
  const offer = found.flightGroups[0].offers[0];
  return api.post('/api/v1/flights/prebook', { key: team.key, body: prebookBody(found, offer, prebookAges) });
}

const book = (token: string, passengers: unknown[]) =>
  api.post('/api/v1/flights/book', {
    key: team.key,
    body: {
      prebook_token: token,
      customer_id: customer.id,
      passengers,
      contact_email: 'ana@example.com',
      contact_phone: '+55 21 98765-4321',
      payment: { method: 'credit_card', credit_card: CARD },
    },
  });

describe('POST /api/v1/flights/search with childrenAges and infantsAges', () => {
  it('sends Duffel each non-adult by age; counts only: 8 and 1 (documented defaults)', async () => {
    await search({ childrenAges: [4], infantsAges: [0] });
    await search({});
    const [family, countsOnly] = offerRequests();
    expect(family.data.passengers).toEqual([{ type: 'adult' }, { type: 'adult' }, { age: 4 }, { age: 0 }]);
    expect(countsOnly.data.passengers).toEqual([{ type: 'adult' }, { type: 'adult' }, { age: 8 }, { age: 1 }]);
  });

  it('one age per child and per infant, within 2-11 and 0-1: 400 VALIDATION_ERROR naming the field', async () => {
    for (const [body, field] of [
      [{ childrenAges: [4, 6] }, 'childrenAges'],
      [{ childrenAges: [12] }, 'childrenAges'],
      [{ infantsAges: [2] }, 'infantsAges'],
    ] as const) {
      const res = await api.post('/api/v1/flights/search', { key: team.key, body: { ...TRIP, ...body } });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expectErrorShape(res.body, 'VALIDATION_ERROR');
      expect(res.body.error).toContain(field);
    }
    expect(offerRequests()).toHaveLength(0);
  });
});

describe('POST /api/v1/flights/prebook with children_ages and infants_ages', () => {
  it('ages other than those searched are 400 naming the field; the same ages in any order are held', async () => {
    const wrong = await prebook({ childrenAges: [4], infantsAges: [0] }, { children_ages: [5], infants_ages: [0] });
    expect(wrong.status, JSON.stringify(wrong.body)).toBe(400);
    expect(wrong.body.error).toBe('Validation error: children_ages: does not match the rate token (4)');
    const right = await prebook({ childrenAges: [4], infantsAges: [0] }, { children_ages: [4], infants_ages: [0] });
    expect(right.status, JSON.stringify(right.body)).toBe(201);
  });
});

describe('POST /api/v1/flights/book: the family', () => {
  it('books two adults, a 4-year-old and a 6-month-old: Duffel gets born_on that fits each passenger it priced, the infant on an adult', async () => {
    const held = await prebook({ childrenAges: [4], infantsAges: [0] });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const res = await book(held.body.data.prebook_token, FAMILY);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.booking.status).toBe('confirmed');
    expect(res.body.data.booking.external_locator).toMatch(/^[A-Z2-9]{6}$/);
    const [order] = duffel.orders;
    const sent = (order!.request as any).passengers as any[];
    expect(sent.map((p) => [p.given_name, p.born_on])).toEqual([
      ['Ana', '1988-04-12'],
      ['Pedro', '1986-09-30'],
      ['Bia', FOUR_YEARS],
      ['Caio', SIX_MONTHS],
    ]);
    const infantId = (order!.order.passengers as any[]).find((p) => p.given_name === 'Caio').id;
    expect(sent[0].infant_passenger_id).toBe(infantId);
  });

  it('a birth date that gives an age not priced: 400 naming passengers.N.birth_date, before any charge or Duffel order', async () => {
    const held = await prebook({ childrenAges: [4], infantsAges: [0] });
    const payments = await api.db.payment.count({ where: { teamId: team.id } });
    const wrong = FAMILY.map((p, i) => (i === 2 ? { ...p, birth_date: FIVE_YEARS } : p));
    const res = await book(held.body.data.prebook_token, wrong);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toMatch(/^Validation error: passengers\.2\.birth_date: gives 5 on 2030-04-20, an age not priced/);
    expect(orderRequests()).toHaveLength(0);
    expect(await api.db.payment.count({ where: { teamId: team.id } })).toBe(payments);
  });

  it('searched with counts only: priced as 8 and 1, so the family is refused before any charge (search again with the ages)', async () => {
    const held = await prebook({});
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const res = await book(held.body.data.prebook_token, FAMILY);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error).toContain('passengers.2.birth_date: gives 4 on 2030-04-20');
    expect(orderRequests()).toHaveLength(0);
  });
});
