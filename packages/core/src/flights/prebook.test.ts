import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, type RestServer } from '../testing/rest-server';
import { ZFlightPrebookResult } from './response-schemas';
import { INBOUND, OUTBOUND, prebookBody, searchFlights, startFlightApi, useFlightClock, type TestTeam } from './test-fixtures';

let api: RestServer;
let team: TestTeam;
const clock = useFlightClock();

beforeAll(async () => {
  api = await startFlightApi();
  team = await api.team();
});
afterAll(() => api.close());

const prebook = (body: unknown, key = team.key) => api.post('/api/v1/flights/prebook', { key, body });

async function firstOffer(search: Record<string, unknown> = {}) {
  const found = await searchFlights(api, team, search);
  return { found, offer: found.flightGroups[0].offers[0] };
}

describe('POST /api/v1/flights/prebook', () => {
  it('201 with the Flight prebook result: an fpbk_ token valid 20 minutes, the trip and its pricing', async () => {
    const { found, offer } = await firstOffer({ destination: 'LIS', returnDate: INBOUND, adults: 2, children: 1, infants: 1 });
    const res = await prebook(
      prebookBody(found, offer, { airline: { code: 'TP', name: 'TAP Air Portugal' }, segments: [{ flightNumber: 'TP88' }] }),
    );
    expect(res.status).toBe(201);
    const data = ZFlightPrebookResult.parse(res.body.data);
    expect(Object.keys(res.body.data).sort()).toEqual(
      [
        'currency',
        'departure_date',
        'destination',
        'expires_at',
        'origin',
        'passengers',
        'prebook_token',
        'pricing',
        'provider',
        'return_date',
        'total_price',
      ].sort(),
    );
    expect(data.prebook_token).toMatch(/^fpbk_/);
    expect(data).toMatchObject({
      provider: 'online_supplier',
      origin: 'GRU',
      destination: 'LIS',
      departure_date: OUTBOUND,
      return_date: INBOUND,
      passengers: { adults: 2, children: 1, infants: 1 },
      total_price: offer.price.total,
      currency: 'BRL',
      pricing: {
        base_fare: offer.price.base,
        du: offer.price.commission,
        taxes: offer.price.taxes,
        total: offer.price.total,
        currency: 'BRL',
      },
    });
    expect(data.expires_at).toBe(new Date(clock.now().getTime() + 20 * 60_000).toISOString());
    const row = await api.db.prebook.findUniqueOrThrow({ where: { token: data.prebook_token } });
    expect(row).toMatchObject({
      teamId: team.id,
      kind: 'flight',
      totalCents: Math.round(offer.price.total * 100),
      currency: 'BRL',
      usedAt: null,
    });
    expect(row.offer).toMatchObject({
      offerId: offer.id,
      provider: 'online_supplier',
      airline: { code: 'TP' },
      auditSegments: [{ flightNumber: 'TP88' }],
    });
  });

  it('one-way: return_date is null', async () => {
    const { found, offer } = await firstOffer({ provider: 'offline_supplier' });
    const res = await prebook(prebookBody(found, offer));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ provider: 'offline_supplier', return_date: null, pricing: { du: 0 } });
  });

  it('total_price other than the decoded price is 400 PRICE_MISMATCH', async () => {
    const { found, offer } = await firstOffer();
    const res = await prebook(prebookBody(found, offer, { total_price: offer.price.total + 0.01 }));
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'PRICE_MISMATCH');
    expect(res.body.error).toContain(offer.price.total.toFixed(2));
  });

  it('departure_date in the past is 400', async () => {
    const { found, offer } = await firstOffer();
    const res = await prebook(prebookBody(found, offer, { departure_date: '2030-03-01' }));
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toBe('Validation error: departure_date: must not be in the past');
  });

  it('return_date before departure_date is 400', async () => {
    const { found, offer } = await firstOffer({ destination: 'LIS', returnDate: INBOUND });
    const res = await prebook(prebookBody(found, offer, { return_date: '2030-04-01' }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Validation error: return_date: must not be before departure_date');
  });

  it.each([
    ['origin', { origin: 'CGH' }],
    ['destination', { destination: 'SDU' }],
    ['departure_date', { departure_date: '2030-04-11' }],
    ['return_date', { return_date: '2030-04-25' }],
    ['adults', { adults: 2 }],
    ['children', { children: 1 }],
    ['infants', { infants: 1 }],
    ['provider', { provider: 'offline_supplier' }],
    ['cabin_class', { cabin_class: 'first' }],
  ])('%s other than the rate token is 400 naming the field', async (field, overrides) => {
    const { found, offer } = await firstOffer();
    const res = await prebook(prebookBody(found, offer, overrides));
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toMatch(new RegExp(`^Validation error: ${field}: does not match the rate token`));
  });

  it('rate_token invalid is 400 RATE_TOKEN_INVALID; expired (30 minutes after search) is 410', async () => {
    const { found, offer } = await firstOffer();
    const bad = await prebook(prebookBody(found, offer, { rate_token: 'not-a-token' }));
    expect(bad.status).toBe(400);
    expectErrorShape(bad.body, 'RATE_TOKEN_INVALID');
    clock.travelTo(new Date(clock.now().getTime() + 30 * 60_000));
    const expired = await prebook(prebookBody(found, offer));
    expect(expired.status).toBe(410);
    expectErrorShape(expired.body, 'RATE_TOKEN_EXPIRED');
  });

  it('Validation error: fields missing', async () => {
    const res = await prebook({ rate_token: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('origin: Required');
    expect(res.body.error).toContain('total_price: Required');
  });

  it('a read-only key cannot prebook (403 FORBIDDEN); a starter key is 403 PLAN_REQUIRED', async () => {
    const { found, offer } = await firstOffer();
    const readOnly = await prebook(prebookBody(found, offer), team.readOnlyKey);
    expect(readOnly.status).toBe(403);
    expectErrorShape(readOnly.body, 'FORBIDDEN');
    const starter = await api.team({ plan: 'starter', name: 'Starter agency' });
    const res = await prebook(prebookBody(found, offer), starter.key);
    expect(res.status).toBe(403);
    expectErrorShape(res.body, 'PLAN_REQUIRED');
  });
});
