import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, type RestServer } from '../testing/rest-server';
import { searchBody, startHotelApi, STAY, useHotelClock, type TestTeam } from './test-fixtures';

let api: RestServer;
let pro: TestTeam;
let starter: TestTeam;
useHotelClock();

beforeAll(async () => {
  api = await startHotelApi();
  pro = await api.team();
  starter = await api.team({ plan: 'starter', name: 'Starter agency' });
});
afterAll(() => api.close());

const ENDPOINTS = [
  { method: 'GET', path: '/api/v1/hotels/destinations?q=rio', limit: '60' },
  { method: 'POST', path: '/api/v1/hotels/search', body: searchBody(), limit: '30' },
  { method: 'POST', path: '/api/v1/hotels/details', body: { hotel_search_code: 'x' }, limit: '60' },
  { method: 'POST', path: '/api/v1/hotels/prebook', body: {}, limit: '60' },
  { method: 'POST', path: '/api/v1/hotels/book', body: {}, limit: '30' },
] as const;

describe('hotel endpoints need the pro plan', () => {
  it.each(ENDPOINTS)('starter key on $method $path: 403 PLAN_REQUIRED', async ({ method, path, ...rest }) => {
    const res = await api.request(method, path, { key: starter.key, body: 'body' in rest ? rest.body : undefined });
    expect(res.status).toBe(403);
    expectErrorShape(res.body, 'PLAN_REQUIRED');
  });

  it('the public destinations autocomplete needs no plan', async () => {
    expect((await api.get('/api/public/hotels/destinations?q=rio')).status).toBe(200);
  });
});

describe('hotel rate limits (per team, per minute)', () => {
  it.each(ENDPOINTS)('$method $path carries X-RateLimit-Limit $limit and Remaining/Reset', async ({ method, path, limit, ...rest }) => {
    const team = await api.team({ name: `Limits ${path}` });
    const res = await api.request(method, path, { key: team.key, body: 'body' in rest ? rest.body : undefined });
    expect(res.headers.get('x-ratelimit-limit')).toBe(limit);
    expect(res.headers.get('x-ratelimit-remaining')).toBe(String(Number(limit) - 1));
    expect(Number(res.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);
  });

  it('the 31st search in a minute is 429 RATE_LIMITED with Retry-After; another team is unaffected', async () => {
    const hotelId = '33045570001';
    const body = { ...STAY, adults: 2, hotelIds: [hotelId] };
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await api.post('/api/v1/hotels/search', { key: pro.key, body })).status);
    const limited = await api.post('/api/v1/hotels/search', { key: pro.key, body });
    const other = await api.post('/api/v1/hotels/search', { key: (await api.team({ name: 'Unaffected agency' })).key, body });
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(limited.status).toBe(429);
    expectErrorShape(limited.body, 'RATE_LIMITED');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(other.status).toBe(200);
  });
});
