import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENCRYPTION_KEY } from '../hotels/test-fixtures';
import { open } from '../lib/crypto';
import { expectErrorShape, startRestServer, type RestServer } from '../testing/rest-server';

let api: RestServer;
let team: Awaited<ReturnType<RestServer['team']>>;
let other: Awaited<ReturnType<RestServer['team']>>;

const endpoint = { url: 'https://hooks.example.com/tas', events: ['booking.created', 'payment.paid'], description: 'ERP' };

beforeAll(async () => {
  process.env.APP_ENCRYPTION_KEY = TEST_ENCRYPTION_KEY;
  api = await startRestServer();
  team = await api.team();
  other = await api.team({ name: 'Other agency' });
});
afterAll(() => api.close());

async function register(key = team.key, body: Record<string, unknown> = endpoint) {
  const res = await api.post('/api/v1/webhooks', { key, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; secret: string };
}

describe('POST /api/v1/webhooks', () => {
  it('registers an endpoint: 201 with the endpoint and its signing secret', async () => {
    const res = await api.post('/api/v1/webhooks', { key: team.key, body: endpoint });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body.data).sort()).toEqual([
      'created_at',
      'description',
      'disabled_at',
      'events',
      'id',
      'is_active',
      'secret',
      'url',
    ]);
    expect(res.body.data).toMatchObject({
      url: endpoint.url,
      events: endpoint.events,
      description: 'ERP',
      is_active: true,
      disabled_at: null,
    });
    expect(res.body.data.secret).toMatch(/^whsec_[0-9A-Za-z]{32}$/);
  });

  it('keeps the secret sealed, never in clear', async () => {
    const { id, secret } = await register();
    const row = await api.db.webhookEndpoint.findUniqueOrThrow({ where: { id } });
    expect(row.secret).not.toContain(secret);
    expect(open(row.secret)).toBe(secret);
  });

  it('accepts http to localhost (outside production) and repeats no event', async () => {
    const created = await register(team.key, { url: 'http://127.0.0.1:4000/hook', events: ['quote.sent', 'quote.sent'] });
    expect((created as unknown as { events: string[] }).events).toEqual(['quote.sent']);
  });

  it.each([
    ['url that is not a URL', { ...endpoint, url: 'not a url' }, 'url:'],
    ['plain http to another host', { ...endpoint, url: 'http://hooks.example.com/tas' }, 'url: must be an https URL'],
    ['missing url', { events: endpoint.events }, 'url:'],
    ['unknown event', { ...endpoint, events: ['booking.created', 'booking.exploded'] }, 'events'],
    ['empty events', { ...endpoint, events: [] }, 'events: must name at least one event'],
    ['missing events', { url: endpoint.url }, 'events:'],
  ])('rejects a %s with 400 VALIDATION_ERROR', async (_rule, body, message) => {
    const res = await api.post('/api/v1/webhooks', { key: team.key, body });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toContain(`Validation error: ${message}`);
  });

  it('gives 403 FORBIDDEN to a read-only key', async () => {
    const res = await api.post('/api/v1/webhooks', { key: team.readOnlyKey, body: endpoint });
    expect(res.status).toBe(403);
    expectErrorShape(res.body, 'FORBIDDEN');
  });

  it('needs a key (401)', async () => {
    const res = await api.post('/api/v1/webhooks', { body: endpoint });
    expect(res.status).toBe(401);
    expectErrorShape(res.body, 'UNAUTHORIZED');
  });

  it('counts in the webhooks rate-limit group (100/min)', async () => {
    const res = await api.post('/api/v1/webhooks', { key: team.key, body: endpoint });
    expect(res.headers.get('x-ratelimit-limit')).toBe('100');
  });
});

describe('GET /api/v1/webhooks', () => {
  it("lists the team's endpoints, newest first, without any secret", async () => {
    const mine = await register(other.key, { url: 'https://other.example.com/hook', events: ['quote.accepted'] });
    const res = await api.get('/api/v1/webhooks', { key: other.key });
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: { id: string }) => e.id)).toEqual([mine.id]);
    expect(JSON.stringify(res.body)).not.toContain('secret');
    expect(JSON.stringify(res.body)).not.toContain(mine.secret);
  });

  it('answers a read-only key', async () => {
    const res = await api.get('/api/v1/webhooks', { key: team.readOnlyKey });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
  });
});

describe('DELETE /api/v1/webhooks/{id}', () => {
  it('disables the endpoint: data { id, deleted: true }; it stays listed as inactive', async () => {
    const { id } = await register();
    const res = await api.del(`/api/v1/webhooks/${id}`, { key: team.key });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id, deleted: true });
    const listed = (await api.get('/api/v1/webhooks', { key: team.key })).body.data.find((e: { id: string }) => e.id === id);
    expect(listed).toMatchObject({ is_active: false });
    expect(listed.disabled_at).not.toBeNull();
    expect((await api.del(`/api/v1/webhooks/${id}`, { key: team.key })).body.data).toEqual({ id, deleted: true });
  });

  it("is 404 for another team's endpoint, which stays active", async () => {
    const { id } = await register(other.key);
    const res = await api.del(`/api/v1/webhooks/${id}`, { key: team.key });
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'NOT_FOUND');
    expect((await api.db.webhookEndpoint.findUniqueOrThrow({ where: { id } })).isActive).toBe(true);
  });

  it('is 404 for an unknown or malformed id', async () => {
    expect((await api.del('/api/v1/webhooks/00000000-0000-4000-8000-000000000000', { key: team.key })).status).toBe(404);
    expect((await api.del('/api/v1/webhooks/nope', { key: team.key })).status).toBe(404);
  });

  it('gives 403 FORBIDDEN to a read-only key', async () => {
    const { id } = await register();
    const res = await api.del(`/api/v1/webhooks/${id}`, { key: team.readOnlyKey });
    expect(res.status).toBe(403);
    expectErrorShape(res.body, 'FORBIDDEN');
  });
});

describe('GET /api/v1/webhooks/{id}/deliveries', () => {
  it("pages an endpoint's deliveries, newest first", async () => {
    const { id } = await register(team.key, { url: 'https://hooks.example.com/list', events: ['booking.created'] });
    const customer = await api.post('/api/v1/clients', {
      key: team.key,
      body: { customer_type: 'individual', full_name: 'Rita Lima', email: 'rita@example.com' },
    });
    for (let i = 0; i < 3; i++) {
      const booking = await api.post('/api/v1/bookings', {
        key: team.key,
        body: {
          customer_id: customer.body.data.customer.id,
          type: 'experience',
          title: `Tour ${i}`,
          start_date: '2030-01-10',
          total_amount: 100 + i,
        },
      });
      expect(booking.status, JSON.stringify(booking.body)).toBe(201);
    }
    const res = await api.get(`/api/v1/webhooks/${id}/deliveries?limit=2`, { key: team.key });
    expect(res.status).toBe(200);
    expect(res.body.data.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(res.body.data.deliveries[0]).toMatchObject({
      event_type: 'booking.created',
      status: 'pending',
      attempts: 0,
      last_status_code: null,
      delivered_at: null,
    });
    expect(Object.keys(res.body.data.deliveries[0]).sort()).toEqual([
      'attempts',
      'created_at',
      'delivered_at',
      'event_id',
      'event_type',
      'id',
      'last_error',
      'last_status_code',
      'next_attempt_at',
      'status',
    ]);
    const page2 = await api.get(`/api/v1/webhooks/${id}/deliveries?limit=2&page=2`, { key: team.key });
    expect(page2.body.data.deliveries).toHaveLength(1);
  });

  it("is 404 for another team's endpoint", async () => {
    const { id } = await register(other.key);
    const res = await api.get(`/api/v1/webhooks/${id}/deliveries`, { key: team.key });
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'NOT_FOUND');
  });
});

describe('OpenAPI document', () => {
  it('documents the webhook endpoints, create as 201', async () => {
    const res = await api.get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    const paths = res.body.paths;
    expect(Object.keys(paths['/api/v1/webhooks']).sort()).toEqual(['get', 'post']);
    expect(paths['/api/v1/webhooks'].post.responses).toHaveProperty('201');
    expect(paths['/api/v1/webhooks/{id}']).toHaveProperty('delete');
    expect(paths['/api/v1/webhooks/{id}/deliveries']).toHaveProperty('get');
  });
});
