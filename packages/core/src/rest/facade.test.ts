import SwaggerParser from '@apidevtools/swagger-parser';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '@tas/db';
import { secondClient } from '@tas/db/testing';
import { expectErrorShape, startRestServer, type RestServer } from '../testing/rest-server';
import { clock } from '../lib/clock';
import { createRestHandler } from './handler';
import { closeRateCounts, flushRateCounts } from './rate-counts';

let api: RestServer;
let team: Awaited<ReturnType<RestServer['team']>>;

const client = (email: string) => ({ customer_type: 'individual', full_name: 'Dora Melo', email });

beforeAll(async () => {
  api = await startRestServer();
  team = await api.team();
});
afterAll(() => api.close());

describe('error envelope', () => {
  it('an unknown route is 404 NOT_FOUND', async () => {
    const res = await api.get('/api/v1/nowhere', { key: team.key });
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'NOT_FOUND');
  });

  it('a wrong method is 405 METHOD_NOT_ALLOWED with Allow', async () => {
    const res = await api.request('PUT', '/api/v1/clients', { key: team.key, body: {} });
    expect(res.status).toBe(405);
    expectErrorShape(res.body, 'METHOD_NOT_ALLOWED');
    expect(res.headers.get('allow')).toContain('POST');
  });

  it('malformed JSON is 400 VALIDATION_ERROR', async () => {
    const res = await api.post('/api/v1/clients', {
      key: team.key,
      rawBody: '{"full_name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toContain('malformed JSON');
  });

  it('a body that is not JSON is 400', async () => {
    const res = await api.post('/api/v1/clients', {
      key: team.key,
      rawBody: 'full_name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toContain('Content-Type must be application/json');
  });

  it('a body over 1 MiB is 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await api.post('/api/v1/clients', {
      key: team.key,
      body: { ...client('big@example.com'), notes: 'x'.repeat(1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expectErrorShape(res.body, 'PAYLOAD_TOO_LARGE');
  });

  it('a failure answers in the envelope without internals (a database out of reach: 503)', async () => {
    // A database that refuses connections: the failure must not leak past the envelope.
    const broken = openDb({ kind: 'postgres', url: 'postgres://nobody:secret@127.0.0.1:9/nowhere' });
    const handler = createRestHandler({ db: () => broken.db, publicBaseUrl: 'http://localhost' });
    const server = createServer((req, res) => void handler(req, res));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/me`, {
      headers: { authorization: `Bearer ${team.key}` },
    });
    server.close();
    await broken.close();
    const body = await res.json();
    expect(res.status).toBe(503);
    expect(JSON.stringify(body)).not.toMatch(/secret|nowhere|ECONNREFUSED|at /);
    expectErrorShape(body, 'SERVICE_UNAVAILABLE');
    expect(body.error).toBe('Service temporarily unavailable, try again shortly');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('Idempotency-Key', () => {
  it('the same key and body returns the first response', async () => {
    const headers = { 'idempotency-key': 'create-eva-1' };
    const first = await api.post('/api/v1/clients', { key: team.key, body: client('eva@example.com'), headers });
    const second = await api.post('/api/v1/clients', { key: team.key, body: client('eva@example.com'), headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await api.db.client.count({ where: { teamId: team.id, email: 'eva@example.com' } })).toBe(1);
  });

  it('the same key with another body is 409 CONFLICT', async () => {
    const headers = { 'idempotency-key': 'create-eva-2' };
    await api.post('/api/v1/clients', { key: team.key, body: client('eva2@example.com'), headers });
    const res = await api.post('/api/v1/clients', { key: team.key, body: client('eva3@example.com'), headers });
    expect(res.status).toBe(409);
    expectErrorShape(res.body, 'CONFLICT');
  });

  it('keys of different teams do not collide', async () => {
    const other = await api.team();
    const headers = { 'idempotency-key': 'shared-key' };
    const a = await api.post('/api/v1/clients', { key: team.key, body: client('fabio@example.com'), headers });
    const b = await api.post('/api/v1/clients', { key: other.key, body: client('fabio@example.com'), headers });
    expect(a.body.data.customer.id).not.toBe(b.body.data.customer.id);
  });

  it('the stored response is sealed at rest: a webhook signing secret is not readable in the database', async () => {
    const headers = { 'idempotency-key': 'webhook-secret' };
    const body = { url: 'https://erp.example.com/hooks', events: ['booking.created'] };
    const first = await api.post('/api/v1/webhooks', { key: team.key, body, headers });
    expect(first.status).toBe(201);
    const secret: string = first.body.data.secret;
    const stored = await api.db.idempotencyRecord.findMany({ where: { key: 'webhook-secret' } });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.body).not.toContain(secret);
    const again = await api.post('/api/v1/webhooks', { key: team.key, body, headers });
    expect(again.body.data.secret).toBe(secret);
  });

  it('a replayed validation error stays the same error', async () => {
    const headers = { 'idempotency-key': 'bad-body' };
    const first = await api.post('/api/v1/clients', { key: team.key, body: { customer_type: 'individual' }, headers });
    const again = await api.post('/api/v1/clients', { key: team.key, body: { customer_type: 'individual' }, headers });
    expect(first.status).toBe(400);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(first.body);
  });
});

describe('an empty Idempotency-Key', () => {
  // Found while probing the facade: '' was a key like any other, so two unrelated requests whose
  // client forgot to fill the header met as the same key (409, or a replay of the first answer).
  it('is 400 naming the header, and the request is not run', async () => {
    const res = await api.post('/api/v1/clients', {
      key: team.key,
      body: client('empty-key@example.com'),
      headers: { 'idempotency-key': '' },
    });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toBe('Validation error: Idempotency-Key: must not be empty');
    expect(await api.db.client.count({ where: { teamId: team.id, email: 'empty-key@example.com' } })).toBe(0);
  });
});

describe('rate limits', () => {
  it('every limited response carries X-RateLimit-* headers', async () => {
    // Taken before the request: one sent in a minute's last milliseconds resets before it is checked.
    const sentAt = Date.now() / 1000;
    const res = await api.get('/api/v1/clients', { key: team.key });
    expect(res.headers.get('x-ratelimit-limit')).toBe('100');
    expect(Number(res.headers.get('x-ratelimit-remaining'))).toBeLessThan(100);
    const reset = Number(res.headers.get('x-ratelimit-reset'));
    expect(reset).toBeGreaterThan(sentAt);
    expect(reset).toBeLessThanOrEqual(Math.ceil(sentAt) + 61);
  });

  it('past the limit: 429 RATE_LIMITED with Retry-After, counted across app processes', async () => {
    const limited = await api.team();
    // Frozen mid-window, so the 101 requests cannot straddle a minute boundary.
    const restore = clock.set(() => new Date('2026-11-22T12:00:30Z'));
    // A second app process: its own database client, its own counts, the same shared counters.
    const other = secondClient(api.handle);
    const second = createRestHandler({ db: () => other.db, publicBaseUrl: 'http://localhost' });
    const server = createServer((req, res) => void second(req, res));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const secondUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 100; i++) {
        const url = (i % 2 === 0 ? api.url : secondUrl) + '/api/v1/me';
        statuses.push((await fetch(url, { headers: { authorization: `Bearer ${limited.key}` } })).status);
      }
      expect(statuses.every((s) => s === 200)).toBe(true);
      // Exact at once across the processes: the 101st is refused on either, with no flush between.
      for (const url of [api.url, secondUrl]) {
        const res = await fetch(url + '/api/v1/me', { headers: { authorization: `Bearer ${limited.key}` } });
        expect(res.status).toBe(429);
        expectErrorShape(await res.json(), 'RATE_LIMITED');
        expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
        expect(res.headers.get('x-ratelimit-reset')).toBe(String(Date.parse('2026-11-22T12:01:00Z') / 1000));
        expect(res.headers.get('retry-after')).toBe('30');
      }
      // Limits are per team: another team is unaffected.
      expect((await api.get('/api/v1/me', { key: team.key })).status).toBe(200);
    } finally {
      restore();
      server.close();
      await closeRateCounts(other.db);
      await other.close();
    }
  });

  // Found while reading the soak's repeats: a 429 was kept as the key's answer, so the same request
  // sent again after Retry-After, as the README asks, was refused for 24 hours.
  it('a POST refused with 429 under an Idempotency-Key runs when repeated after the window', async () => {
    const limited = await api.team();
    let now = new Date('2026-11-22T14:00:30Z');
    const restore = clock.set(() => now);
    try {
      for (let i = 0; i < 100; i++) expect((await api.get('/api/v1/clients', { key: limited.key })).status).toBe(200);
      const request = { key: limited.key, body: client('after-429@example.com'), headers: { 'idempotency-key': 'after-429' } };
      const refused = await api.post('/api/v1/clients', request);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('30');
      now = new Date('2026-11-22T14:01:01Z');
      const repeated = await api.post('/api/v1/clients', request);
      expect(repeated.status, JSON.stringify(repeated.body)).toBe(201);
      expect(repeated.headers.get('idempotent-replayed')).toBeNull();
      expect(await api.db.client.count({ where: { teamId: limited.id, email: 'after-429@example.com' } })).toBe(1);
      const replayed = await api.post('/api/v1/clients', request);
      expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    } finally {
      restore();
    }
  });

  it('a process that starts mid-window begins from the count the others have shared', async () => {
    const limited = await api.team();
    const restore = clock.set(() => new Date('2026-11-22T13:00:30Z'));
    try {
      for (let i = 0; i < 99; i++) expect((await api.get('/api/v1/me', { key: limited.key })).status).toBe(200);
      await flushRateCounts(api.db);
      const other = secondClient(api.handle);
      try {
        const second = createRestHandler({ db: () => other.db, publicBaseUrl: 'http://localhost' });
        const server = createServer((req, res) => void second(req, res));
        await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
        const secondUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/me`;
        const hundredth = await fetch(secondUrl, { headers: { authorization: `Bearer ${limited.key}` } });
        const next = await fetch(secondUrl, { headers: { authorization: `Bearer ${limited.key}` } });
        server.close();
        expect(hundredth.status).toBe(200);
        expect(hundredth.headers.get('x-ratelimit-remaining')).toBe('0');
        expect(next.status).toBe(429);
      } finally {
        await closeRateCounts(other.db);
        await other.close();
      }
    } finally {
      restore();
    }
  });
});

describe('GET /api/v1/openapi.json and /api/v1/docs', () => {
  it('serves a valid OpenAPI 3.1 document with 201 on creates and one error schema', async () => {
    const res = await api.get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    await SwaggerParser.validate(structuredClone(res.body));
    const create = res.body.paths['/api/v1/clients'].post;
    expect(Object.keys(create.responses)).toContain('201');
    expect(Object.keys(create.responses)).not.toContain('200');
    expect(create.responses['400'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ApiError' });
    expect(res.body.components.schemas.ApiError.required).toEqual(['error', 'code', 'timestamp']);
    const health = res.body.paths['/api/v1/health'].get.responses['200'].content['application/json'].schema;
    expect(health.properties).toHaveProperty('status');
    const me = res.body.paths['/api/v1/me'].get.responses['200'].content['application/json'].schema;
    expect(me.properties).toHaveProperty('data');
  });

  it('renders the docs page for people', async () => {
    const res = await api.get('/api/v1/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.body).toContain('/api/v1/openapi.json');
    const script = await fetch(`${api.url}/api/v1/docs/swagger-ui-bundle.js`);
    expect(script.status).toBe(200);
  });
});

describe('plans', () => {
  it('starter teams reach the records endpoints', async () => {
    const starter = await api.team({ plan: 'starter' });
    expect((await api.get('/api/v1/clients', { key: starter.key })).status).toBe(200);
  });
});
