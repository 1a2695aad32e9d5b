import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRestServer, type RestServer } from '../../core/src/testing/rest-server';
import { createTasClient, TasApiError } from './index';

let api: RestServer;
let team: Awaited<ReturnType<RestServer['team']>>;
beforeAll(async () => {
  api = await startRestServer();
  team = await api.team();
});
afterAll(() => api.close());

/** The requests a client sent, seen by wrapping its fetch. */
function recordingFetch() {
  const sent: Request[] = [];
  const fetcher = (async (input: Request) => {
    sent.push(input.clone());
    return fetch(input);
  }) as typeof fetch;
  return { sent, fetcher };
}

describe('against the REST facade', () => {
  it('sends the key and answers the typed body', async () => {
    const tas = createTasClient({ baseUrl: api.url, apiKey: team.testKey });
    const answer = await tas.get('/api/v1/hotels/destinations', { params: { query: { q: 'Rio', limit: 3 } } });
    expect(answer.data.query).toBe('Rio');
    expect(answer.data.destinations.length).toBeGreaterThan(0);
  });

  it('throws TasApiError with the envelope code, status and message', async () => {
    const tas = createTasClient({ baseUrl: api.url, apiKey: 'tak_test_nope' });
    const error = await tas.get('/api/v1/clients').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TasApiError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect((error as TasApiError).message).toMatch(/key/i);
    expect((error as TasApiError).timestamp).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('puts a fresh Idempotency-Key on every POST, and keeps the one given', async () => {
    const { sent, fetcher } = recordingFetch();
    const tas = createTasClient({ baseUrl: api.url, apiKey: team.testKey, fetch: fetcher });
    const body = { customer_type: 'individual' as const, full_name: 'Ana Souza', email: 'ana@example.com' };
    const a = await tas.post('/api/v1/clients', { body });
    const b = await tas.post('/api/v1/clients', { body: { ...body, email: 'bia@example.com' } });
    const keys = sent.map((r) => r.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(a.data.customer.id).not.toBe(b.data.customer.id);

    const third = { ...body, email: 'carla@example.com' };
    const again = await tas.post('/api/v1/clients', { body: third, headers: { 'Idempotency-Key': 'client-ana-1' } });
    const replay = await tas.post('/api/v1/clients', { body: third, headers: { 'Idempotency-Key': 'client-ana-1' } });
    expect(sent.at(-1)!.headers.get('idempotency-key')).toBe('client-ana-1');
    expect(replay.data.customer.id).toBe(again.data.customer.id);
  });
});

describe('retries (a stand-in server that fails on purpose)', () => {
  let server: Server;
  let url: string;
  const seen: { method: string; key: string | undefined; at: number }[] = [];
  let plan: ((req: IncomingMessage, n: number) => 'ok' | 'limited' | 'drop' | 'error')[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ method: req.method!, key: req.headers['idempotency-key'] as string | undefined, at: Date.now() });
      const step = plan.shift()?.(req, seen.length) ?? 'ok';
      if (step === 'drop') return req.socket.destroy();
      res.setHeader('content-type', 'application/json');
      if (step === 'limited') {
        res.writeHead(429, { 'Retry-After': '1' });
        return res.end(JSON.stringify({ error: 'Rate limit exceeded', code: 'RATE_LIMITED', timestamp: new Date().toISOString() }));
      }
      if (step === 'error') {
        res.writeHead(500);
        return res.end(JSON.stringify({ error: 'Internal error', code: 'INTERNAL_ERROR', timestamp: new Date().toISOString() }));
      }
      res.end(JSON.stringify({ data: { status: 'ok' }, timestamp: new Date().toISOString() }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const fresh = (steps: typeof plan) => {
    seen.length = 0;
    plan = steps;
  };
  const tas = () => createTasClient({ baseUrl: url, apiKey: 'tak_test_x', baseDelayMs: 10 });

  it('waits Retry-After on a 429, then answers the retry', async () => {
    fresh([() => 'limited']);
    await tas().get('/api/v1/health');
    expect(seen).toHaveLength(2);
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it('gives up after maxRetries and throws RATE_LIMITED', async () => {
    fresh([() => 'limited', () => 'limited']);
    const client = createTasClient({ baseUrl: url, maxRetries: 1, baseDelayMs: 10 });
    await expect(client.get('/api/v1/health')).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(seen).toHaveLength(2);
  });

  it('retries a GET after a network error', async () => {
    fresh([() => 'drop']);
    await tas().get('/api/v1/health');
    expect(seen.map((s) => s.method)).toEqual(['GET', 'GET']);
  });

  it('retries a POST after a network error with the same Idempotency-Key', async () => {
    fresh([() => 'drop']);
    await tas().post('/api/v1/clients', { body: { customer_type: 'individual', full_name: 'Ana Souza', email: 'ana@example.com' } });
    expect(seen).toHaveLength(2);
    expect(seen[1]!.key).toBe(seen[0]!.key);
    expect(seen[0]!.key).toBeTruthy();
  });

  it('does not retry a PATCH after a network error (not idempotent)', async () => {
    fresh([() => 'drop']);
    await expect(
      tas().patch('/api/v1/clients/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } }, body: { full_name: 'Ana' } }),
    ).rejects.toThrow();
    expect(seen).toHaveLength(1);
  });

  it('does not retry a 500', async () => {
    fresh([() => 'error']);
    await expect(tas().get('/api/v1/health')).rejects.toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
    expect(seen).toHaveLength(1);
  });
});
