import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { secondClient } from '@tas/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeApiKey } from '../api-keys/service';
import { createRestHandler } from '../rest/handler';
import { closeRateCounts } from '../rest/rate-counts';
import { untilCached } from '../testing/key-cache';
import { expectErrorShape, startRestServer, type RestServer } from '../testing/rest-server';

// Two instances of the REST facade on one database, each with its own database client, key cache
// and rate-limit counts (on PostgreSQL, its own pool and listening connection): nothing tells the
// second that a key was revoked but the database's notification.
let first: RestServer;
let other: ReturnType<typeof secondClient>;
let server: Server;
let secondUrl: string;
beforeAll(async () => {
  first = await startRestServer();
  other = secondClient(first.handle);
  const rest = createRestHandler({ db: () => other.db, publicBaseUrl: 'http://localhost' });
  server = createServer((req, res) => void rest(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  secondUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await closeRateCounts(other.db);
  await other.close();
  await first.close();
});

const me = (url: string, key: string) => fetch(`${url}/api/v1/me`, { headers: { authorization: `Bearer ${key}` } });

describe('a revoked API key on two instances', () => {
  it('is refused on the very next request through the other instance, and on every request sent together after it', async () => {
    const team = await first.team();
    // Both instances have served the key, many requests at once (their lookups in batches).
    for (const url of [first.url, secondUrl]) {
      const statuses = await Promise.all(Array.from({ length: 20 }, async () => (await me(url, team.key)).status));
      expect(statuses).toEqual(Array(20).fill(200));
    }
    // The second instance answers the key from its cache (nothing it was not told of is read).
    await untilCached(
      first.db,
      team.id,
      async () => ((await (await me(secondUrl, team.key)).json()) as { data: { team: { name: string } } }).data.team.name,
    );
    const key = await first.db.apiKey.findFirstOrThrow({ where: { teamId: team.id, mode: 'live', scopes: { has: 'write' } } });
    // Revoked through the first instance's client, as the panel served by it would.
    await revokeApiKey(first.db, team.id, key.id, { teamId: team.id, userId: null, apiKeyId: null, label: 'test', ip: null });

    const next = await me(secondUrl, team.key);
    expect(next.status).toBe(401);
    expectErrorShape(await next.json(), 'UNAUTHORIZED');
    const together = await Promise.all(Array.from({ length: 20 }, async () => (await me(secondUrl, team.key)).status));
    expect(together).toEqual(Array(20).fill(401));
    expect((await me(first.url, team.key)).status).toBe(401);
    // The team's other keys still answer on both.
    expect((await me(secondUrl, team.readOnlyKey)).status).toBe(200);
  });
});
