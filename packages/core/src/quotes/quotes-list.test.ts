import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, startRestServer, type RestServer } from '../testing/rest-server';
import { newCustomer, quoteIn, useQuoteClock, type TestTeam } from './test-fixtures';

let api: RestServer;
let team: TestTeam;
let other: TestTeam;
let ana: { id: string; full_name: string };
let bruno: { id: string; full_name: string };

useQuoteClock();
beforeAll(async () => {
  api = await startRestServer();
  team = await api.team();
  other = await api.team({ name: 'Other agency' });
  ana = await newCustomer(api, team, 'Ana Souza');
  bruno = await newCustomer(api, team, 'Bruno Lima');
  // 7 quotes: Ana 2 draft + 1 sent + 1 accepted, Bruno 1 sent + 1 cancelled + 1 declined.
  for (const status of ['draft', 'draft', 'sent', 'accepted']) await quoteIn(api, team, ana.id, status);
  for (const status of ['sent', 'cancelled', 'declined']) await quoteIn(api, team, bruno.id, status);
  await quoteIn(api, other, (await newCustomer(api, other)).id, 'sent');
});
afterAll(() => api.close());

const list = (query = '') => api.get(`/api/v1/quotes${query}`, { key: team.key });

describe('GET /api/v1/quotes', () => {
  it('lists with data.quotes (the summary fields) and data.pagination, default limit 50', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.data.pagination).toEqual({ page: 1, limit: 50, total: 7, totalPages: 1 });
    expect(res.body.data.quotes).toHaveLength(7);
    const first = res.body.data.quotes[0];
    expect(Object.keys(first).sort()).toEqual(['created_at', 'customer', 'id', 'number', 'status', 'title', 'total', 'valid_until']);
    expect(first.customer).toEqual({ id: expect.any(String), name: expect.any(String) });
  });

  it('lists newest first', async () => {
    const created = (await list()).body.data.quotes.map((q: { created_at: string }) => q.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('pages: the last page holds the remainder', async () => {
    const res = await list('?page=3&limit=3');
    expect(res.body.data.pagination).toEqual({ page: 3, limit: 3, total: 7, totalPages: 3 });
    expect(res.body.data.quotes).toHaveLength(1);
  });

  it('pages cover every quote once', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(`?page=${page}&limit=3`)));
    const ids = pages.flatMap((p) => p.body.data.quotes.map((q: { id: string }) => q.id));
    expect(new Set(ids).size).toBe(7);
  });

  it('a page past the end is empty, with the real total', async () => {
    const res = await list('?page=9&limit=3');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ quotes: [], pagination: { page: 9, limit: 3, total: 7, totalPages: 3 } });
  });

  it('accepts limit 100 and refuses limit 101', async () => {
    expect((await list('?limit=100')).status).toBe(200);
    const res = await list('?limit=101');
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toContain('limit');
  });

  it.each([
    ['limit 0', '?limit=0', 'limit'],
    ['page 0', '?page=0', 'page'],
    ['a non-numeric page', '?page=two', 'page'],
    ['an unknown status', '?status=approved', 'status'],
    ['a malformed customer_id', '?customer_id=42', 'customer_id: must be a UUID'],
  ])('refuses %s with 400 VALIDATION_ERROR', async (_case, query, message) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toContain(message);
  });

  it.each([
    ['draft', 2],
    ['sent', 2],
    ['accepted', 1],
    ['declined', 1],
    ['cancelled', 1],
    ['expired', 0],
  ])('filters by status %s', async (status, count) => {
    const res = await list(`?status=${status}`);
    expect(res.body.data.pagination.total).toBe(count);
    expect(res.body.data.quotes.every((q: { status: string }) => q.status === status)).toBe(true);
  });

  it('filters by customer_id, alone and with status', async () => {
    const all = await list(`?customer_id=${bruno.id}`);
    expect(all.body.data.pagination.total).toBe(3);
    expect(
      all.body.data.quotes.every(
        (q: { customer: { id: string; name: string } }) => q.customer.id === bruno.id && q.customer.name === 'Bruno Lima',
      ),
    ).toBe(true);
    const sent = await list(`?customer_id=${ana.id}&status=sent`);
    expect(sent.body.data.pagination.total).toBe(1);
  });

  it('never lists another team’s quotes', async () => {
    const res = await api.get('/api/v1/quotes', { key: other.key });
    expect(res.body.data.pagination.total).toBe(1);
  });

  it('a customer_id of another team lists nothing', async () => {
    const theirs = (await api.get('/api/v1/quotes', { key: other.key })).body.data.quotes[0].customer.id;
    const res = await list(`?customer_id=${theirs}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ quotes: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 0 } });
  });
});
