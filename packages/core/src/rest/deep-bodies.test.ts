import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, startRestServer, type RestServer } from '../testing/rest-server';

let api: RestServer;
let team: Awaited<ReturnType<RestServer['team']>>;
let customerId: string;

beforeAll(async () => {
  api = await startRestServer();
  team = await api.team();
  customerId = (
    await api.post('/api/v1/clients', {
      key: team.key,
      body: { customer_type: 'individual', full_name: 'Ana Souza', email: 'ana@example.com' },
    })
  ).body.data.customer.id;
});
afterAll(() => api.close());

const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
const booking = (metadata: string) => `{"customer_id":"${customerId}","type":"hotel","title":"Rio","metadata":${metadata}}`;
const send = (raw: string) =>
  api.post('/api/v1/bookings', { key: team.key, rawBody: raw, headers: { 'content-type': 'application/json' } });

// Found while probing the facade: 20 000 nested objects or arrays (120 KB, well under the 1 MiB
// limit) exhausted the stack and answered 500.
describe('a deeply nested body', () => {
  it.each([
    ['objects', nested(20_000)],
    ['arrays', '['.repeat(20_000) + ']'.repeat(20_000)],
  ])('of 20 000 nested %s is 400, and nothing is written', async (_kind, metadata) => {
    const res = await send(booking(metadata));
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toBe('Validation error: body: nested deeper than 32 levels');
    expect(await api.db.booking.count({ where: { teamId: team.id } })).toBe(0);
  });

  it('of 30 levels is still read (free-form metadata has room)', async () => {
    const res = await send(booking(nested(29)));
    expect(res.status).toBe(201);
  });
});
