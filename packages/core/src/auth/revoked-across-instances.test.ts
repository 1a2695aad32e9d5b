import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeApiKey } from '../api-keys/service';
import { untilCached } from '../testing/key-cache';
import { expectErrorShape, startRestServer, type RestServer } from '../testing/rest-server';
import { startSecondInstance, type SecondInstance } from '../testing/second-instance';

// Two instances of the REST facade on one database, each with its own database client, key cache
// and rate-limit counts (on PostgreSQL, a process of its own with its own pool and listening
// connection): nothing tells the second that a key was revoked but the database's notification.
let first: RestServer;
let second: SecondInstance;
beforeAll(async () => {
  first = await startRestServer();
  second = await startSecondInstance(first.handle);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const me = (url: string, key: string) => fetch(`${url}/api/v1/me`, { headers: { authorization: `Bearer ${key}` } });

/** A team whose write key both instances have served, the second from its key cache. */
async function teamServedByBoth() {
  const team = await first.team();
  // Both instances have served the key, many requests at once (their lookups in batches).
  for (const url of [first.url, second.url]) {
    const statuses = await Promise.all(Array.from({ length: 20 }, async () => (await me(url, team.key)).status));
    expect(statuses).toEqual(Array(20).fill(200));
  }
  // The second instance answers the key from its cache (nothing it was not told of is read).
  await untilCached(
    first.db,
    team.id,
    async () => ((await (await me(second.url, team.key)).json()) as { data: { team: { name: string } } }).data.team.name,
  );
  const key = await first.db.apiKey.findFirstOrThrow({ where: { teamId: team.id, mode: 'live', scopes: { has: 'write' } } });
  // Revoked through the first instance's client, as the panel served by it would.
  const revoke = () => revokeApiKey(first.db, team.id, key.id, { teamId: team.id, userId: null, apiKeyId: null, label: 'test', ip: null });
  return { team, revoke };
}

describe('a revoked API key on two instances', () => {
  it('is refused on the very next request through the other instance, and on every request sent together after it', async () => {
    const { team, revoke } = await teamServedByBoth();
    await revoke();

    const next = await me(second.url, team.key);
    expect(next.status).toBe(401);
    expectErrorShape(await next.json(), 'UNAUTHORIZED');
    const together = await Promise.all(Array.from({ length: 20 }, async () => (await me(second.url, team.key)).status));
    expect(together).toEqual(Array(20).fill(401));
    expect((await me(first.url, team.key)).status).toBe(401);
    // The team's other keys still answer on both.
    expect((await me(second.url, team.readOnlyKey)).status).toBe(200);
  });

  it('is revoked only once an instance that hears it late (its process stopped meanwhile) has heard it', async () => {
    const { team, revoke } = await teamServedByBoth();
    const paused = second.pause();
    const revoked = revoke().then(() => performance.now());
    await sleep(400).finally(() => second.resume());
    const resumedAt = performance.now();
    const revokedAt = await revoked;
    // A stopped instance cannot have heard the change until it runs again: the revocation waited for
    // it (within its bound of a second). PGlite's clients, in this process, cannot be stopped.
    if (paused) expect(revokedAt).toBeGreaterThanOrEqual(resumedAt);
    expect((await me(second.url, team.key)).status).toBe(401);
    expect((await me(second.url, team.readOnlyKey)).status).toBe(200);
  });
});
