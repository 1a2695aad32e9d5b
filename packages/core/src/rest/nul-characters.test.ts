import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, startRestServer, type RestServer } from '../testing/rest-server';

let api: RestServer;
let team: Awaited<ReturnType<RestServer['team']>>;

beforeAll(async () => {
  api = await startRestServer();
  team = await api.team();
});
afterAll(() => api.close());

// Found by properties.test.ts: PostgreSQL text cannot hold U+0000, so a NUL anywhere in what reached
// a query was a 500. The facade refuses it as invalid input, naming the field.
describe('a NUL character', () => {
  it('in a body string is 400 naming the field, and nothing is written', async () => {
    const res = await api.post('/api/v1/clients', {
      key: team.key,
      body: { customer_type: 'individual', full_name: 'Do\u0000ra', email: 'dora@example.com' },
    });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toBe('Validation error: full_name: must not contain NUL characters');
    expect(await api.db.client.count({ where: { teamId: team.id } })).toBe(0);
  });

  it('deep in a body (an array element, a key of a free-form object) is 400 naming where', async () => {
    const client = (
      await api.post('/api/v1/clients', {
        key: team.key,
        body: { customer_type: 'individual', full_name: 'Ana Souza', email: 'ana@example.com' },
      })
    ).body.data.customer;
    const passengers = await api.post('/api/v1/bookings', {
      key: team.key,
      body: { customer_id: client.id, type: 'hotel', title: 'Rio', passengers: [{ name: 'A\u0000' }] },
    });
    expect(passengers.status).toBe(400);
    expect(passengers.body.error).toBe('Validation error: passengers.0.name: must not contain NUL characters');
    const metadata = await api.post('/api/v1/bookings', {
      key: team.key,
      body: { customer_id: client.id, type: 'hotel', title: 'Rio', metadata: { 'ref\u0000': 1 } },
    });
    expect(metadata.status).toBe(400);
    expect(metadata.body.error).toBe('Validation error: metadata: must not contain NUL characters');
  });

  it('in a query value is 400 naming the parameter', async () => {
    const res = await api.get('/api/v1/clients?search=a%00b', { key: team.key });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toBe('Validation error: search: must not contain NUL characters');
  });

  it('in a path id or share token names nothing: 404', async () => {
    const quote = await api.get('/api/public/quotes/abc%00def');
    expect(quote.status).toBe(404);
    expectErrorShape(quote.body, 'NOT_FOUND');
    const client = await api.get('/api/v1/clients/%00', { key: team.key });
    expect(client.status).toBe(404);
  });
});
