import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRestServer, type RestServer } from '../testing/rest-server';

let api: RestServer;
let team: Awaited<ReturnType<RestServer['team']>>;

beforeAll(async () => {
  api = await startRestServer();
  team = await api.team();
});
afterAll(() => api.close());

// Found by properties.test.ts: the library collects the query into a plain object, so a parameter
// named like an Object.prototype member (`?toString=x`) crashed every route with a 500.
describe('query parameters named like object members', () => {
  it.each(['toString', 'valueOf', 'constructor', 'hasOwnProperty', '__proto__'])(
    '?%s=x is an unknown parameter like any other',
    async (name) => {
      const list = await api.get(`/api/v1/clients?${name}=x`, { key: team.key });
      expect(list.status).toBe(200);
      expect(list.body.data.pagination).toMatchObject({ page: 1, limit: 50 });
      const one = await api.get(`/api/v1/clients/00000000-0000-4000-8000-000000000000?${name}=x&${name}=y`, { key: team.key });
      expect(one.status).toBe(404);
      const health = await api.get(`/api/v1/health?${name}=1`);
      expect(health.status).toBe(200);
    },
  );

  it('a documented parameter still reads as before', async () => {
    const res = await api.get('/api/v1/clients?limit=5&page=2&toString=x', { key: team.key });
    expect(res.status).toBe(200);
    expect(res.body.data.pagination).toMatchObject({ page: 2, limit: 5 });
  });
});
