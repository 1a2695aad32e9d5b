import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../root';
import { expectErrorShape, startRestServer, type RestServer } from '../testing/rest-server';
import { createCallerFactory } from '../trpc';
import { panelContextAs } from '../users/test-agent';
import {
  acceptShared,
  newCustomer,
  newQuote,
  patchQuote,
  quoteDetail,
  quoteIn,
  tokenOf,
  useQuoteClock,
  type TestTeam,
} from './test-fixtures';

let api: RestServer;
let team: TestTeam;
let customerId: string;
/** History names an API key by its prefix: the first 12 characters. */
let keyPrefix: string;

const clock = useQuoteClock();
beforeAll(async () => {
  api = await startRestServer();
  team = await api.team();
  keyPrefix = team.key.slice(0, 12);
  customerId = (await newCustomer(api, team, 'Bruno Lima')).id;
});
afterAll(() => api.close());

describe('GET /api/v1/quotes/:id', () => {
  it('answers the full quote with its items and history', async () => {
    const created = await newQuote(api, team, customerId);
    const res = await api.get(`/api/v1/quotes/${created.id}`, { key: team.key });
    expect(res.status).toBe(200);
    const { history, ...quote } = res.body.data;
    expect(quote).toEqual(created);
    expect(history).toEqual([{ status: 'draft', at: clock.now().toISOString(), actor: { type: 'api_key', name: keyPrefix }, note: null }]);
  });

  it('a read-only key may read', async () => {
    const created = await newQuote(api, team, customerId);
    expect((await api.get(`/api/v1/quotes/${created.id}`, { key: team.readOnlyKey })).status).toBe(200);
  });

  it('an unknown or malformed id is 404 NOT_FOUND', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await api.get(`/api/v1/quotes/${id}`, { key: team.key });
      expect(res.status).toBe(404);
      expectErrorShape(res.body, 'NOT_FOUND');
    }
  });
});

describe('PATCH /api/v1/quotes/:id status transitions', () => {
  it.each([
    ['draft', 'sent'],
    ['draft', 'cancelled'],
    ['sent', 'accepted'],
    ['sent', 'declined'],
    ['sent', 'expired'],
    ['sent', 'cancelled'],
    ['accepted', 'cancelled'],
  ])('allows %s -> %s, answering data.quote', async (from, to) => {
    const quote = await quoteIn(api, team, customerId, from);
    const res = await patchQuote(api, team, quote.id, { status: to });
    expect(res.status).toBe(200);
    expect(res.body.data.quote).toMatchObject({ id: quote.id, status: to });
    expect((await quoteDetail(api, team, quote.id)).status).toBe(to);
  });

  it.each([
    ['draft', 'accepted'],
    ['draft', 'declined'],
    ['draft', 'expired'],
    ['sent', 'draft'],
    ['accepted', 'draft'],
    ['accepted', 'sent'],
    ['accepted', 'declined'],
    ['accepted', 'expired'],
    ['declined', 'draft'],
    ['declined', 'sent'],
    ['declined', 'accepted'],
    ['declined', 'cancelled'],
    ['expired', 'sent'],
    ['expired', 'accepted'],
    ['expired', 'cancelled'],
    ['cancelled', 'draft'],
    ['cancelled', 'sent'],
    ['cancelled', 'accepted'],
  ])('refuses %s -> %s with 400 INVALID_STATUS_TRANSITION and changes nothing', async (from, to) => {
    const quote = await quoteIn(api, team, customerId, from);
    const before = await quoteDetail(api, team, quote.id);
    const res = await patchQuote(api, team, quote.id, { status: to });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'INVALID_STATUS_TRANSITION');
    expect(res.body.error).toBe(`Cannot change quote status from ${from} to ${to}`);
    expect(await quoteDetail(api, team, quote.id)).toEqual(before);
  });

  it('the same status again is a no-op without a history entry', async () => {
    const quote = await quoteIn(api, team, customerId, 'sent');
    const before = await quoteDetail(api, team, quote.id);
    const res = await patchQuote(api, team, quote.id, { status: 'sent' });
    expect(res.status).toBe(200);
    expect(await quoteDetail(api, team, quote.id)).toEqual(before);
  });

  it('refuses an unknown status with 400 VALIDATION_ERROR', async () => {
    const quote = await newQuote(api, team, customerId);
    const res = await patchQuote(api, team, quote.id, { status: 'approved' });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toContain('status:');
  });

  it('refuses to send a draft whose valid_until has passed, unless the same PATCH moves it', async () => {
    const quote = await newQuote(api, team, customerId, { valid_until: clock.now().toISOString().slice(0, 10) });
    clock.travelTo('2030-03-25T12:00:00Z');
    const res = await patchQuote(api, team, quote.id, { status: 'sent' });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toBe('Validation error: valid_until: must not be in the past to send the quote');
    const moved = await patchQuote(api, team, quote.id, { status: 'sent', valid_until: '2030-04-10' });
    expect(moved.status).toBe(200);
    expect(moved.body.data.quote).toMatchObject({ status: 'sent', valid_until: '2030-04-10' });
  });
});

describe('quote history', () => {
  it('records every change oldest first with its actor: api_key (prefix), customer, agent', async () => {
    const quote = await newQuote(api, team, customerId);
    await patchQuote(api, team, quote.id, { title: 'Rio, 4 nights' });
    await patchQuote(api, team, quote.id, { status: 'sent' });
    expect((await acceptShared(api, quote)).status).toBe(200);
    await createCallerFactory(appRouter)(panelContextAs(api.db, team.id, 'agent', 'Marina Costa')).quotes.update({
      id: quote.id,
      status: 'cancelled',
    });

    const { history } = await quoteDetail(api, team, quote.id);
    expect(history.map(({ at: _at, ...entry }: { at: string }) => entry)).toEqual([
      { status: 'draft', actor: { type: 'api_key', name: keyPrefix }, note: null },
      { status: 'draft', actor: { type: 'api_key', name: keyPrefix }, note: 'Changed title' },
      { status: 'sent', actor: { type: 'api_key', name: keyPrefix }, note: null },
      { status: 'accepted', actor: { type: 'customer', name: 'Bruno Lima' }, note: null },
      { status: 'cancelled', actor: { type: 'agent', name: 'Marina Costa' }, note: null },
    ]);
    const times = history.map((entry: { at: string }) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
  });

  it('one PATCH that edits and sends records the edit, then the move', async () => {
    const quote = await newQuote(api, team, customerId);
    await patchQuote(api, team, quote.id, {
      items: [{ type: 'transfer', description: 'Airport transfer', quantity: 1, unit_price: 90 }],
      status: 'sent',
    });
    const { history } = await quoteDetail(api, team, quote.id);
    expect(history.slice(1).map((entry: { status: string; note: string | null }) => [entry.status, entry.note])).toEqual([
      ['draft', 'Changed items'],
      ['sent', null],
    ]);
  });

  it('a decline records the customer’s reason as the note', async () => {
    const quote = await quoteIn(api, team, customerId, 'sent');
    await api.post(`/api/public/quotes/${tokenOf(quote)}/decline`, { body: { reason: 'Found a cheaper package' } });
    const { history } = await quoteDetail(api, team, quote.id);
    expect(history.at(-1)).toMatchObject({
      status: 'declined',
      actor: { type: 'customer', name: 'Bruno Lima' },
      note: 'Found a cheaper package',
    });
  });
});
