import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@tas/db';
import { clock } from '../lib/clock';
import { expectErrorShape, startRestServer, type RestServer } from '../testing/rest-server';
import { flushRateCounts } from '../rest/rate-counts';
import { authenticate } from './authenticate';
import { changeHeard } from '../auth/key-lookups';

let api: RestServer;
beforeAll(async () => {
  api = await startRestServer();
});
afterAll(() => api.close());

/**
 * The client, recording every database call made through it (raw statements with their SQL). A
 * client wrapped so cannot LISTEN, so it caches no key: every request looks its key up (key-cache.test.ts
 * covers the cache).
 */
function counting(db: Db) {
  const calls: string[] = [];
  const proxy = new Proxy(db, {
    get(target, property) {
      const value = Reflect.get(target, property) as unknown;
      if (typeof property !== 'string' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(property === '$queryRawUnsafe' ? String(args[0]).trim() : property);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: proxy, calls };
}

const ACCOUNT = { group: 'account', requirePro: false, requireWrite: false } as const;

describe('API key authentication (a lookup per request where no key is cached)', () => {
  it("after its window's first, a request costs one statement, a read: it uses a slot its window's first took in the shared counter, and the unused ones go back on the next flush", async () => {
    const team = await api.team();
    const { db, calls } = counting(api.db);
    const now = new Date('2026-11-22T15:30:10Z');
    const first = await authenticate(db, `Bearer ${team.key}`, now, ACCOUNT);
    expect(first.resolution.ok && first.resolution.key.team.id).toBe(team.id);
    expect(first.rateCount).toBe(1);
    calls.length = 0;
    const second = await authenticate(db, `Bearer ${team.key}`, now, ACCOUNT);
    expect(second.rateCount).toBe(2);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^SELECT k\.hash/);
    const shared = async () => (await api.db.rateLimitCounter.findMany({ where: { key: `account:team:${team.id}` } })).map((r) => r.count);
    // The window's first took slots for the requests to come (one statement for many).
    expect((await shared())[0]).toBeGreaterThan(2);
    await flushRateCounts(db);
    expect(await shared()).toEqual([2]);
  });

  it('a malformed key costs no database call', async () => {
    const { db, calls } = counting(api.db);
    const auth = await authenticate(db, 'Bearer tak_live_short', new Date(), null);
    expect(auth.resolution).toEqual({ ok: false, reason: 'invalid' });
    expect(calls).toHaveLength(0);
  });

  it('a revoked key is 401 on its very next request (the revocation is heard before it)', async () => {
    const team = await api.team();
    for (let i = 0; i < 3; i++) expect((await api.get('/api/v1/clients', { key: team.key })).status).toBe(200);
    await changeHeard(api.db, () => api.db.apiKey.updateMany({ where: { teamId: team.id }, data: { revokedAt: new Date() } }));
    const res = await api.get('/api/v1/clients', { key: team.key });
    expect(res.status).toBe(401);
    expectErrorShape(res.body, 'UNAUTHORIZED');
    expect(res.headers.get('x-ratelimit-limit')).toBeNull();
  });

  it('requests that arrive while a key lookup runs share the next one: one statement for all of them', async () => {
    const teams = await Promise.all([api.team(), api.team()]);
    const { db, calls } = counting(api.db);
    const now = new Date('2026-11-22T15:40:10Z');
    // Each team's window joins its shared counter first, so that only lookups are left to count.
    for (const team of teams) await authenticate(db, `Bearer ${team.key}`, now, ACCOUNT);
    await api.db.apiKey.updateMany({ where: { teamId: teams[1].id }, data: { revokedAt: now } });
    calls.length = 0;
    const first = authenticate(db, `Bearer ${teams[0].key}`, now, ACCOUNT);
    // The first request's statement starts after the turn it arrived in; these come after it started.
    await new Promise((resolve) => setImmediate(resolve));
    const together = await Promise.all([
      ...Array.from({ length: 5 }, () => authenticate(db, `Bearer ${teams[0].key}`, now, ACCOUNT)),
      authenticate(db, `Bearer ${teams[1].key}`, now, ACCOUNT),
    ]);
    expect((await first).rateCount).toBe(2);
    // Not one of them joined the lookup already running: each answer was read after its request came.
    expect(calls.filter((c) => c.includes('k.hash = ANY'))).toHaveLength(2);
    expect(
      together
        .slice(0, 5)
        .map((a) => a.rateCount)
        .sort(),
    ).toEqual([3, 4, 5, 6, 7]);
    expect(together[5]!.resolution).toEqual({ ok: false, reason: 'invalid' });
  });

  it('requests that arrive in the same turn of the event loop share one statement, each with its own answer', async () => {
    const teams = await Promise.all([api.team(), api.team()]);
    const { db, calls } = counting(api.db);
    const now = new Date('2026-11-22T15:45:10Z');
    for (const team of teams) await authenticate(db, `Bearer ${team.key}`, now, ACCOUNT);
    await api.db.apiKey.updateMany({ where: { teamId: teams[1].id }, data: { revokedAt: now } });
    calls.length = 0;
    const together = await Promise.all([
      ...Array.from({ length: 4 }, () => authenticate(db, `Bearer ${teams[0].key}`, now, ACCOUNT)),
      authenticate(db, `Bearer ${teams[1].key}`, now, ACCOUNT),
      authenticate(db, 'Bearer tak_live_0123456789abcdef0123456789abcdef', now, ACCOUNT),
    ]);
    expect(calls.filter((c) => c.includes('k.hash = ANY'))).toHaveLength(1);
    expect(together.slice(0, 4).map((a) => a.resolution.ok && a.resolution.key.team.id)).toEqual(Array(4).fill(teams[0].id));
    expect(together[4]!.resolution).toEqual({ ok: false, reason: 'invalid' });
    expect(together[5]!.resolution).toEqual({ ok: false, reason: 'invalid' });
  });

  it('each request lowers X-RateLimit-Remaining by one, with one counter row per team, group and window', async () => {
    const team = await api.team();
    const restore = clock.set(() => new Date('2026-11-22T15:00:10Z'));
    try {
      const remaining: string[] = [];
      for (let i = 0; i < 3; i++)
        remaining.push((await api.get('/api/v1/bookings', { key: team.key })).headers.get('x-ratelimit-remaining')!);
      expect(remaining).toEqual(['99', '98', '97']);
      await flushRateCounts(api.db);
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
    await flushRateCounts(api.db);
    const counters = await api.db.rateLimitCounter.findMany({
      where: { key: { in: [`hotels_search:team:${starter.id}`, `clients:team:${pro.id}`] } },
    });
    expect(counters).toEqual([]);
  });

  it('last_used_at moves at most once a minute', async () => {
    const team = await api.team();
    const lastUsed = async () =>
      (await api.db.apiKey.findFirstOrThrow({ where: { teamId: team.id, mode: 'live', scopes: { has: 'write' } } })).lastUsedAt;
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
