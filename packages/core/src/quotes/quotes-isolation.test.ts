import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, startRestServer, type RestServer } from '../testing/rest-server';
import { newCustomer, quoteBody, quoteDetail, quoteIn, useQuoteClock, type TestTeam } from './test-fixtures';

let api: RestServer;
let team: TestTeam;
let other: TestTeam;
let customerId: string;

useQuoteClock();
beforeAll(async () => {
  api = await startRestServer();
  team = await api.team();
  other = await api.team({ name: 'Other agency' });
  customerId = (await newCustomer(api, team)).id;
});
afterAll(() => api.close());

// Every :id endpoint, called with the other team's key on a quote in the state the call would change.
const calls: [string, string, string, string, Record<string, unknown> | undefined][] = [
  ['GET', '', 'draft', '', undefined],
  ['PATCH status', '', 'draft', 'PATCH', { status: 'sent' }],
  ['PATCH items', '', 'sent', 'PATCH', { items: [{ type: 'other', description: 'Stolen', quantity: 1, unit_price: 1 }] }],
  ['DELETE', '', 'draft', 'DELETE', undefined],
  ['POST convert', '/convert', 'accepted', 'POST', undefined],
];

describe('team isolation of /api/v1/quotes/:id', () => {
  it.each(calls)('%s of another team’s quote is 404 NOT_FOUND and changes nothing', async (_name, suffix, status, method, body) => {
    const quote = await quoteIn(api, team, customerId, status);
    const before = await quoteDetail(api, team, quote.id);
    const res = await api.request(method || 'GET', `/api/v1/quotes/${quote.id}${suffix}`, { key: other.key, ...(body ? { body } : {}) });
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'NOT_FOUND');
    expect(await quoteDetail(api, team, quote.id)).toEqual(before);
    expect(await api.db.booking.count()).toBe(0);
  });

  it('POST with another team’s customer_id is 404 CUSTOMER_NOT_FOUND and creates nothing', async () => {
    const theirs = await newCustomer(api, other);
    const res = await api.post('/api/v1/quotes', { key: team.key, body: quoteBody(theirs.id) });
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'CUSTOMER_NOT_FOUND');
    expect(await api.db.quote.count({ where: { customerId: theirs.id } })).toBe(0);
  });

  it.each(['GET', 'PATCH', 'DELETE'])('%s of an unknown or malformed id is 404', async (method) => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'Q-2030-0001']) {
      const res = await api.request(method, `/api/v1/quotes/${id}`, {
        key: team.key,
        ...(method === 'PATCH' ? { body: { title: 'x' } } : {}),
      });
      expect(res.status).toBe(404);
      expectErrorShape(res.body, 'NOT_FOUND');
    }
  });
});
