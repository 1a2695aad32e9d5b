import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, type RestServer } from '../testing/rest-server';
import { startHotelApi, useHotelClock, type TestTeam } from './test-fixtures';

let api: RestServer;
let team: TestTeam;
useHotelClock();

beforeAll(async () => {
  api = await startHotelApi();
  team = await api.team();
});
afterAll(() => api.close());

const DESTINATION_FIELDS = ['city', 'code', 'country', 'countryCode', 'label', 'value'];

describe('GET /api/v1/hotels/destinations', () => {
  it('answers data.destinations, data.count and data.query; code is the numeric cityCode for search', async () => {
    const res = await api.get('/api/v1/hotels/destinations?q=rio', { key: team.key });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(['count', 'destinations', 'query']);
    expect(res.body.data.query).toBe('rio');
    expect(res.body.data.count).toBe(res.body.data.destinations.length);
    const rio = res.body.data.destinations[0];
    expect(Object.keys(rio).sort()).toEqual(DESTINATION_FIELDS);
    expect(rio).toMatchObject({ code: '3304557', city: 'Rio de Janeiro', countryCode: 'BR' });
    expect(rio.value).toContain('3304557');
    expect(new Date(res.body.timestamp).toISOString()).toBe(res.body.timestamp);
  });

  it('is accent-insensitive and finds world destinations', async () => {
    const res = await api.get('/api/v1/hotels/destinations?q=sao%20paulo', { key: team.key });
    expect(res.body.data.destinations[0].city).toBe('São Paulo');
    const lisbon = await api.get('/api/v1/hotels/destinations?q=lisb', { key: team.key });
    expect(lisbon.body.data.destinations[0].countryCode).toBe('PT');
  });

  it('limit defaults to 10, at most 50', async () => {
    const res = await api.get('/api/v1/hotels/destinations?q=sa', { key: team.key });
    expect(res.body.data.count).toBeLessThanOrEqual(10);
    const two = await api.get('/api/v1/hotels/destinations?q=sa&limit=2', { key: team.key });
    expect(two.body.data.count).toBe(2);
    const tooMany = await api.get('/api/v1/hotels/destinations?q=sa&limit=51', { key: team.key });
    expect(tooMany.status).toBe(400);
    expectErrorShape(tooMany.body, 'VALIDATION_ERROR');
    expect(tooMany.body.error).toMatch(/^Validation error: limit:/);
  });

  it('q needs at least 2 characters', async () => {
    const res = await api.get('/api/v1/hotels/destinations?q=r', { key: team.key });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Validation error: q: must be at least 2 characters');
    const missing = await api.get('/api/v1/hotels/destinations', { key: team.key });
    expect(missing.body.error).toBe('Validation error: q: Required');
  });

  it('needs a key: 401 without one', async () => {
    const res = await api.get('/api/v1/hotels/destinations?q=rio');
    expect(res.status).toBe(401);
    expectErrorShape(res.body, 'UNAUTHORIZED');
  });

  it('counts against hotels_destinations (60 per minute)', async () => {
    const res = await api.get('/api/v1/hotels/destinations?q=rio', { key: team.key });
    expect(res.headers.get('x-ratelimit-limit')).toBe('60');
  });
});

describe('GET /api/public/hotels/destinations', () => {
  it('needs no key and answers top-level destinations, count and query (no envelope)', async () => {
    const res = await api.get('/api/public/hotels/destinations?q=floripa');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['count', 'destinations', 'query']);
    expect(res.body.destinations[0]).toMatchObject({ city: 'Florianópolis', code: expect.stringMatching(/^\d+$/) });
    expect(res.body.query).toBe('floripa');
  });

  it('is limited per client address (60 per minute) with X-RateLimit-* headers', async () => {
    const res = await api.get('/api/public/hotels/destinations?q=rio');
    expect(res.headers.get('x-ratelimit-limit')).toBe('60');
    expect(Number(res.headers.get('x-ratelimit-remaining'))).toBeLessThan(60);
  });

  it('validates like the authenticated one, errors in the error envelope', async () => {
    const res = await api.get('/api/public/hotels/destinations?q=x');
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
  });
});

describe('GET /api/public/sandbox-images/hotels/{hotelId}/{n}.svg', () => {
  it('serves the search result images as SVG, cacheable', async () => {
    const res = await fetch(`${api.url}/api/public/sandbox-images/hotels/33045570001/1.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toContain('max-age=86400');
    const svg = await res.text();
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('Rio de Janeiro');
    const again = await fetch(`${api.url}/api/public/sandbox-images/hotels/33045570001/1.svg`);
    expect(await again.text()).toBe(svg);
  });

  it('an image that cannot exist is 404 in the error envelope', async () => {
    const res = await api.get('/api/public/sandbox-images/hotels/../1.svg');
    expect(res.status).toBe(404);
    const bad = await api.get('/api/public/sandbox-images/hotels/33045570001/0.svg');
    expect(bad.status).toBe(404);
    expectErrorShape(bad.body, 'NOT_FOUND');
  });
});
