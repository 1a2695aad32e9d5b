import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb, type Db } from '@tas/db';
import { createTestDb } from '@tas/db/testing';
import { expectErrorShape } from '../testing/rest-server';
import { createRestHandler } from './handler';

// A database restart (or failover) must answer 503 SERVICE_UNAVAILABLE with Retry-After, in the
// envelope: the soak saw 500 INTERNAL_ERROR during its PostgreSQL restart.
let server: Server | null = null;
afterEach(() => {
  server?.close();
  server = null;
});

async function facadeOn(db: Db): Promise<string> {
  const rest = createRestHandler({ db: () => db, publicBaseUrl: 'http://localhost' });
  server = createServer((req, res) => void rest(req, res));
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function expectUnavailable(url: string) {
  const res = await fetch(url + '/api/v1/me', { headers: { authorization: 'Bearer tak_live_0123456789abcdef0123456789abcdef' } });
  expect(res.status).toBe(503);
  const body = await res.json();
  expectErrorShape(body, 'SERVICE_UNAVAILABLE');
  expect(res.headers.get('retry-after')).toBe('5');
}

describe('a database out of reach answers 503 in the envelope', () => {
  it('a PostgreSQL server that refuses connections (down, restarting)', async () => {
    // Port 1 on the loopback: nothing listens, the connection is refused at once.
    const down = openDb({ kind: 'postgres', url: 'postgres://postgres:postgres@127.0.0.1:1/tas' });
    try {
      await expectUnavailable(await facadeOn(down.db));
    } finally {
      await down.close();
    }
  });

  it('a database whose engine is closed', async () => {
    const handle = await createTestDb();
    const url = await facadeOn(handle.db);
    await handle.close();
    await expectUnavailable(url);
  });
});
