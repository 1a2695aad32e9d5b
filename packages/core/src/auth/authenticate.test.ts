import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@tas/db';
import { clock } from '../lib/clock';
import { expectErrorShape, startRestServer, type RestServer } from '../testing/rest-server';
import { authenticate } from './authenticate';

let api: RestServer;
beforeAll(async () => {
  api = await startRestServer();
});
afterAll(() => api.close());

/** The client, counting every database call made through it. */
function counting(db: Db) {
  const calls: string[] = [];
  const proxy = new Proxy(db, {
    get(target, property) {
      if (typeof property === 'string') calls.push(property);
      const value = Reflect.get(target, property) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: proxy, calls };
}

describe('API key authentication (one round trip)', () => {
  it('resolves the key and its team and counts the request in one database statement', async () => {
    const team = await api.team();
    const { db, calls } = counting(api.db);
    const auth = await authenticate(db, `Bearer ${team.key}`, new Date(), { group: 'account', requirePro: false, requireWrite: false });
    expect(calls).toHaveLength(1);
    expect(auth.resolution.ok && auth.resolution.key.team.id).toBe(team.id);
    expect(auth.rateCount).toBe(1);
    const again = await authenticate(api.db, `Bearer ${team.key}`, new Date(), { group: 'account', requirePro: false, requireWrite: false });
    expect(again.rateCount).toBe(2);
  });

  it('a malformed key costs no database call', async () => {
    const { db, calls } = counting(api.db);
    const auth = await authenticate(db, 'Bearer tak_live_short', new Date(), null);
    expect(auth.resolution).toEqual({ ok: false, reason: 'invalid' });
    expect(calls).toHaveLength(0);
  });

  it('a revoked key is 401 on its very next request (nothing cached)', async () => {
    const team = await api.team();
    for (let i = 0; i < 3; i++) expect((await api.get('/api/v1/clients', { key: team.key })).status).toBe(200);
    await api.db.apiKey.updateMany({ where: { teamId: team.id }, data: { revokedAt: new Date() } });
    const res = await api.get('/api/v1/clients', { key: team.key });
    expect(res.status).toBe(401);
    expectErrorShape(res.body, 'UNAUTHORIZED');
    expect(res.headers.get('x-ratelimit-limit')).toBeNull();
  });

  it('each request lowers X-RateLimit-Remaining by one, with one counter row per team, group and window', async () => {
    const team = await api.team();
    const restore = clock.set(() => new Date('2026-11-22T15:00:10Z'));
    try {
      const remaining: string[] = [];
      for (let i = 0; i < 3; i++) remaining.push((await api.get('/api/v1/bookings', { key: team.key })).headers.get('x-ratelimit-remaining')!);
      expect(remaining).toEqual(['99', '98', '97']);
      const rows = await api.db.rateLimitCounter.findMany({ where: { key: `bookings:team:${team.id}` } });
      expect(rows.map((r) => r.count)).toEqual([3]);
    } finally {
      restore();
    }
  });

  it('a request refused by the plan or scope gate (403) is not counted', async () => {
    const starter = await api.team({ plan: 'starter' });
    const search = { cityCode: '3304557', checkIn: '2030-05-01', checkOut: '2030-05-03', adults: 2 };
    expect((await api.post('/api/v1/hotels/search', { key: starter.key, body: search })).status).toBe(403);
    const pro = await api.team();
    expect((await api.post('/api/v1/clients', { key: pro.readOnlyKey, body: {} })).status).toBe(403);
    const counters = await api.db.rateLimitCounter.findMany({
      where: { key: { in: [`hotels_search:team:${starter.id}`, `clients:team:${pro.id}`] } },
    });
    expect(counters).toEqual([]);
  });

  it('last_used_at moves at most once a minute', async () => {
    const team = await api.team();
    const lastUsed = async () => (await api.db.apiKey.findFirstOrThrow({ where: { teamId: team.id, mode: 'live', scopes: { has: 'write' } } })).lastUsedAt;
    let now = Date.parse('2026-11-22T16:00:00Z');
    const restore = clock.set(() => new Date(now));
    try {
      await api.get('/api/v1/me', { key: team.key });
      expect(await lastUsed()).toEqual(new Date(now));
      now += 30_000;
      const res = await api.get('/api/v1/me', { key: team.key });
      expect(res.body.data.key.last_used_at).toBe('2026-11-22T16:00:00.000Z');
      expect(await lastUsed()).toEqual(new Date('2026-11-22T16:00:00Z'));
      now += 31_000;
      await api.get('/api/v1/me', { key: team.key });
      expect(await lastUsed()).toEqual(new Date(now));
    } finally {
      restore();
    }
  });
});
