import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, type RestServer } from '../testing/rest-server';
import { searchFlights, startFlightApi, useFlightClock, type TestTeam } from './test-fixtures';

let api: RestServer;
let team: TestTeam;
const clock = useFlightClock();

beforeAll(async () => {
  api = await startFlightApi();
  team = await api.team();
});
afterAll(() => api.close());

const rate = (body: unknown, key = team.key) => api.post('/api/v1/flights/rate', { key, body });
const cents = (n: number) => Math.round(n * 100);

describe('POST /api/v1/flights/rate', () => {
  it('decodes the token with no supplier call: data.rateToken, data.pricing, data.note', async () => {
    const found = await searchFlights(api, team, { destination: 'LIS' });
    const offer = found.flightGroups[0].offers[0];
    const res = await rate({ rateToken: offer.rateToken });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(['note', 'pricing', 'rateToken']);
    expect(res.body.data.rateToken).toBe(offer.rateToken);
    expect(res.body.data.pricing).toEqual({
      total: offer.price.total,
      base_fare: offer.price.base,
      du: offer.price.commission,
      taxes: offer.price.taxes,
      fees: 0,
      currency: 'BRL',
    });
    expect(cents(res.body.data.pricing.total)).toBe(cents(offer.price.base) + cents(offer.price.taxes) + cents(offer.price.commission));
    const expiresAt = new Date(clock.now().getTime() + 30 * 60_000).toISOString();
    expect(res.body.data.note).toContain('availability is validated only at book');
    expect(res.body.data.note).toContain(expiresAt);
  });

  it('offline offers have no DU', async () => {
    const found = await searchFlights(api, team, { provider: 'offline_supplier' });
    const res = await rate({ rateToken: found.flightGroups[0].offers[0].rateToken, currency: 'BRL' });
    expect(res.status).toBe(200);
    expect(res.body.data.pricing.du).toBe(0);
  });

  it('currency: only BRL is supported (400)', async () => {
    const found = await searchFlights(api, team);
    const res = await rate({ rateToken: found.flightGroups[0].offers[0].rateToken, currency: 'USD' });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toBe('Validation error: currency: only BRL is supported');
  });

  it('a tampered or garbage token is 400 RATE_TOKEN_INVALID', async () => {
    const found = await searchFlights(api, team);
    const token: string = found.flightGroups[0].offers[0].rateToken;
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    for (const bad of [`${token.slice(0, -2)}${last}${token.at(-1)}`, 'garbage', `v1.${'x'.repeat(40)}`]) {
      const res = await rate({ rateToken: bad });
      expect(res.status).toBe(400);
      expectErrorShape(res.body, 'RATE_TOKEN_INVALID');
    }
    const missing = await rate({});
    expect(missing.body).toMatchObject({ code: 'VALIDATION_ERROR', error: 'Validation error: rateToken: Required' });
  });

  it('a token expires 30 minutes after the search: 410 RATE_TOKEN_EXPIRED', async () => {
    const found = await searchFlights(api, team);
    const token = found.flightGroups[0].offers[0].rateToken;
    const searchedAt = clock.now().getTime();
    clock.travelTo(new Date(searchedAt + 30 * 60_000 - 1000));
    expect((await rate({ rateToken: token })).status).toBe(200);
    clock.travelTo(new Date(searchedAt + 30 * 60_000));
    const res = await rate({ rateToken: token });
    expect(res.status).toBe(410);
    expectErrorShape(res.body, 'RATE_TOKEN_EXPIRED');
  });

  it("another team's token is 400 RATE_TOKEN_INVALID", async () => {
    const other = await api.team({ name: 'Other agency' });
    const theirs = await searchFlights(api, other);
    const res = await rate({ rateToken: theirs.flightGroups[0].offers[0].rateToken });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'RATE_TOKEN_INVALID');
  });
});
