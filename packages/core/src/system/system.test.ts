import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, startRestServer, type RestServer } from '../testing/rest-server';
import { changeHeard } from '../auth/key-lookups';

let api: RestServer;
let team: Awaited<ReturnType<RestServer['team']>>;

beforeAll(async () => {
  api = await startRestServer();
  team = await api.team({ name: 'Sol Viagens', plan: 'pro' });
});
afterAll(() => api.close());

describe('GET /api/v1/health', () => {
  it('answers without a key and without the data envelope', async () => {
    const res = await api.get('/api/v1/health');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['endpoints', 'status', 'timestamp', 'version']);
    expect(res.body.status).toBe('ok');
    expect(res.body.version).toBe('v1');
    expect(Date.parse(res.body.timestamp)).not.toBeNaN();
    expect(res.body.endpoints).toEqual({
      flights_search: '/api/v1/flights/search',
      hotels_search: '/api/v1/hotels/search',
      experiences: '/api/v1/experiences',
      bookings: '/api/v1/bookings',
      clients: '/api/v1/clients',
      quotes: '/api/v1/quotes',
      me: '/api/v1/me',
    });
  });

  it('is not rate limited', async () => {
    const res = await api.get('/api/v1/health');
    expect(res.headers.get('x-ratelimit-limit')).toBeNull();
  });
});

describe('GET /api/v1/me', () => {
  it('returns the team, the key and the rate limits in the envelope', async () => {
    const res = await api.get('/api/v1/me', { key: team.key });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'timestamp']);
    const { data } = res.body;
    expect(data.team).toEqual({ id: team.id, name: 'Sol Viagens', plan: 'pro' });
    expect(data.key.prefix).toBe(team.key.slice(0, 12));
    expect(data.key.mode).toBe('live');
    expect(data.key.scopes).toEqual(['read', 'write']);
    expect(Date.parse(data.key.created_at)).not.toBeNaN();
    expect(data.rate_limits.window_seconds).toBe(60);
    expect(data.rate_limits.per_minute.flights_book).toBe(10);
    expect(data.rate_limits.per_minute.hotels_search).toBe(30);
  });

  it('records when the key was last used', async () => {
    await api.get('/api/v1/me', { key: team.testKey });
    const res = await api.get('/api/v1/me', { key: team.testKey });
    expect(res.body.data.key.mode).toBe('test');
    expect(Date.parse(res.body.data.key.last_used_at)).not.toBeNaN();
  });

  it('gives 401 UNAUTHORIZED without a key', async () => {
    const res = await api.get('/api/v1/me');
    expect(res.status).toBe(401);
    expectErrorShape(res.body, 'UNAUTHORIZED');
  });

  it.each([
    ['a malformed header', 'Token abc'],
    ['a malformed key', 'Bearer tak_live_short'],
    ['an unknown key', `Bearer tak_live_${'A'.repeat(32)}`],
  ])('gives 401 UNAUTHORIZED for %s', async (_case, authorization) => {
    const res = await api.get('/api/v1/me', { headers: { authorization } });
    expect(res.status).toBe(401);
    expectErrorShape(res.body, 'UNAUTHORIZED');
    expect(res.body.error).toBe('Invalid API key');
  });

  it('gives 401 for a revoked key', async () => {
    const other = await api.team();
    expect((await api.get('/api/v1/me', { key: other.key })).status).toBe(200);
    await changeHeard(api.db, () => api.db.apiKey.updateMany({ where: { teamId: other.id }, data: { revokedAt: new Date() } }));
    const res = await api.get('/api/v1/me', { key: other.key });
    expect(res.status).toBe(401);
    expectErrorShape(res.body, 'UNAUTHORIZED');
  });

  it('stores only the hash and prefix of a key', async () => {
    const rows = await api.db.apiKey.findMany({ where: { teamId: team.id } });
    for (const row of rows) {
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(team.key);
    }
  });
});
