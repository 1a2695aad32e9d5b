import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db, DbHandle } from '@tas/db';
import { createTestDb } from '@tas/db/testing';
import { createApiKey } from '../api-keys/service';
import { createRestHandler } from '../rest/handler';
import { closeRateCounts } from '../rest/rate-counts';
import { createTeam } from '../teams/service';

export interface RestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  key?: string;
  body?: unknown;
  /** Sent as is (for malformed JSON and content-type tests). */
  rawBody?: string;
  headers?: Record<string, string>;
}

/** The REST facade on `db` on a free port of 127.0.0.1, as an instance serves it; closed with its rate-limit counts. */
export async function serveRest(db: Db, options: { trustProxyHops?: number } = {}) {
  const rest = createRestHandler({ db: () => db, publicBaseUrl: 'http://localhost', trustProxyHops: options.trustProxyHops });
  const server: Server = createServer((req, res) => void rest(req, res));
  // Idle keep-alive sockets stay open until close() (which ends idle ones): with Node's 5 s default,
  // a test's fetch after a pause of about 5 s could reuse a socket the server was closing that same
  // moment (ECONNRESET on a loaded machine).
  server.keepAliveTimeout = 10 * 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // The test is over: a connection still open (an export left unread, an idle keep-alive socket) must
      // not hold the close for its lifetime.
      server.closeAllConnections();
      await closed;
      await closeRateCounts(db);
    },
  };
}

/** The real REST facade on a real HTTP port over a fresh migrated database. */
export async function startRestServer(options: { trustProxyHops?: number } = {}) {
  const handle: DbHandle = await createTestDb();
  const served = await serveRest(handle.db, options);
  const url = served.url;

  async function request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<RestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.key) headers.authorization = `Bearer ${options.key}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(url + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // non-JSON bodies (docs page) stay text
    }
    return { status: res.status, headers: res.headers, body: parsed as T };
  }

  /** A team with a read+write live key (`key`), a test key and a read-only key. */
  async function team(options: { plan?: 'starter' | 'pro'; name?: string } = {}) {
    const created = await createTeam(handle.db, { name: options.name ?? 'Agency', plan: options.plan ?? 'pro', sandbox: true });
    const readOnly = await createApiKey(handle.db, created.team_id, { mode: 'live', scopes: ['read'] });
    return { id: created.team_id, key: created.api_key, testKey: created.test_api_key, readOnlyKey: readOnly.key };
  }

  return {
    url,
    db: handle.db,
    handle,
    request,
    team,
    get: <T = any>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T = any>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
    patch: <T = any>(path: string, options?: RequestOptions) => request<T>('PATCH', path, options),
    del: <T = any>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
    async close() {
      await served.close();
      await handle.close();
    },
  };
}

export type RestServer = Awaited<ReturnType<typeof startRestServer>>;

/** The contract's error body, exactly. */
export function expectErrorShape(body: any, code: string) {
  if (Object.keys(body).sort().join(',') !== 'code,error,timestamp') throw new Error(`not an error envelope: ${JSON.stringify(body)}`);
  if (body.code !== code) throw new Error(`expected code ${code}, got ${body.code}: ${body.error}`);
  if (Number.isNaN(Date.parse(body.timestamp))) throw new Error('timestamp is not ISO 8601');
}
