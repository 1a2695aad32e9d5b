import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, startRestServer, type RestServer } from '../testing/rest-server';
import { acceptShared, newCustomer, newQuote, quoteDetail, quoteIn, tokenOf, useQuoteClock, type TestTeam } from './test-fixtures';

let api: RestServer;
let team: TestTeam;
let customer: { id: string; full_name: string };

useQuoteClock();
beforeAll(async () => {
  api = await startRestServer();
  team = await api.team({ name: 'Viagens Sol & Mar' });
  customer = await newCustomer(api, team, 'Ana Paula Souza');
});
afterAll(() => api.close());

const publicPath = (quote: { share_url: string }, action = '') => `/api/public/quotes/${tokenOf(quote)}${action}`;
const accept = (quote: { share_url: string }) => acceptShared(api, quote);

describe('GET /api/public/quotes/:token', () => {
  it('shows the customer what they may see, without authentication', async () => {
    const quote = await quoteIn(api, team, customer.id, 'sent', { discount_type: 'fixed', discount_value: 101 });
    const res = await api.get(publicPath(quote));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      agency: { name: 'Viagens Sol & Mar' },
      customer: { name: 'Ana' },
      number: quote.number,
      title: 'Rio de Janeiro, 3 nights',
      status: 'sent',
      valid_until: '2030-03-20',
      items: [
        {
          type: 'hotel',
          description: 'Hotel Copacabana Palace, 3 nights',
          details: 'Sea view double room, breakfast',
          quantity: 3,
          unit_price: 1200,
        },
        { type: 'flight', description: 'GRU-GIG round trip', details: null, quantity: 2, unit_price: 650.5 },
      ],
      subtotal: 4901,
      discount: { type: 'fixed', value: 101, amount: 101 },
      total: 4800,
      currency: 'BRL',
      notes: 'Prices per person, taxes included',
      terms: 'Payment by PIX within 48 hours of acceptance',
      created_at: quote.created_at,
      version: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
  });

  it('never reveals team, customer, item or booking ids, the share link, history or internal fields', async () => {
    const quote = await quoteIn(api, team, customer.id, 'accepted');
    await api.post(`/api/v1/quotes/${quote.id}/convert`, { key: team.key });
    const res = await api.get(publicPath(quote));
    const text = JSON.stringify(res.body);
    for (const secret of [team.id, customer.id, quote.id, tokenOf(quote), 'Souza']) expect(text).not.toContain(secret);
    for (const field of ['id', 'team_id', 'teamId', 'customer_id', 'booking_id', 'history', 'share_url', 'decline_reason', 'updated_at']) {
      expect(res.body.data).not.toHaveProperty(field);
    }
    expect(res.body.data.customer).toEqual({ name: 'Ana' });
    for (const item of res.body.data.items) expect(item).not.toHaveProperty('id');
  });

  it('names a company client by its name', async () => {
    const company = await newCustomer(api, team, 'Turismo Andrade Ltda', 'company');
    const quote = await quoteIn(api, team, company.id, 'sent');
    expect((await api.get(publicPath(quote))).body.data.customer).toEqual({ name: 'Turismo Andrade Ltda' });
  });

  it('shows a cancelled quote as cancelled', async () => {
    const quote = await quoteIn(api, team, customer.id, 'sent');
    await api.patch(`/api/v1/quotes/${quote.id}`, { key: team.key, body: { status: 'cancelled' } });
    expect((await api.get(publicPath(quote))).body.data.status).toBe('cancelled');
  });

  it('a draft is not public yet: 404 NOT_FOUND', async () => {
    const quote = await newQuote(api, team, customer.id);
    const res = await api.get(publicPath(quote));
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'NOT_FOUND');
  });

  it('an unknown token is 404 NOT_FOUND', async () => {
    const res = await api.get('/api/public/quotes/no-such-token-0123456789abcdefghijkl');
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'NOT_FOUND');
  });

  it('is rate-limited per client address: 60 a minute, then 429 RATE_LIMITED', async () => {
    const quote = await quoteIn(api, team, customer.id, 'sent');
    const first = await api.get(publicPath(quote));
    expect(first.headers.get('x-ratelimit-limit')).toBe('60');
    for (let i = 1; i < 60; i++) await api.get(publicPath(quote));
    const limited = await api.get(publicPath(quote));
    expect(limited.status).toBe(429);
    expectErrorShape(limited.body, 'RATE_LIMITED');
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});

describe('POST /api/public/quotes/:token/accept', () => {
  it('accepts a sent quote: data is the public quote, now accepted', async () => {
    const quote = await quoteIn(api, team, customer.id, 'sent');
    const res = await accept(quote);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ number: quote.number, status: 'accepted', agency: { name: 'Viagens Sol & Mar' } });
    expect(res.body.data).not.toHaveProperty('id');
    const detail = await quoteDetail(api, team, quote.id);
    expect(detail.status).toBe('accepted');
    expect(detail.history.at(-1)).toMatchObject({ status: 'accepted', actor: { type: 'customer', name: 'Ana Paula Souza' } });
  });

  it('a second answer is 400 INVALID_STATUS_TRANSITION and changes nothing', async () => {
    const quote = await quoteIn(api, team, customer.id, 'sent');
    await accept(quote);
    for (const action of ['/accept', '/decline']) {
      const res = action === '/accept' ? await accept(quote) : await api.post(publicPath(quote, action));
      expect(res.status).toBe(400);
      expectErrorShape(res.body, 'INVALID_STATUS_TRANSITION');
      expect(res.body.error).toBe('This quote can no longer be answered: it is accepted');
    }
    const detail = await quoteDetail(api, team, quote.id);
    expect(detail.status).toBe('accepted');
    expect(detail.history.filter((e: { actor: { type: string } }) => e.actor.type === 'customer')).toHaveLength(1);
  });

  it.each(['declined', 'expired', 'cancelled'])('a %s quote cannot be accepted (400)', async (status) => {
    const quote = await quoteIn(api, team, customer.id, status);
    const res = await accept(quote);
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'INVALID_STATUS_TRANSITION');
  });

  it('a draft or an unknown token is 404 NOT_FOUND', async () => {
    const quote = await newQuote(api, team, customer.id);
    expect((await api.post(publicPath(quote, '/accept'), { body: { version: '0123456789abcdef' } })).status).toBe(404);
    expect((await api.get(`/api/v1/quotes/${quote.id}`, { key: team.key })).body.data.status).toBe('draft');
    const res = await api.post('/api/public/quotes/unknown/accept', { body: { version: '0123456789abcdef' } });
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'NOT_FOUND');
  });
});

describe('POST /api/public/quotes/:token/accept carries the version the customer saw', () => {
  const CHANGED = 'Quote changed since it was viewed; reload it';

  it('after an edit, the version seen before it is 409 CONFLICT and nothing changes; the new version is accepted at the new total', async () => {
    const quote = await quoteIn(api, team, customer.id, 'sent');
    const seen = (await api.get(publicPath(quote))).body.data;
    const edit = await api.patch(`/api/v1/quotes/${quote.id}`, {
      key: team.key,
      body: { items: [{ type: 'hotel', description: 'Hotel Copacabana Palace, 3 nights', quantity: 3, unit_price: 1500 }] },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const stale = await api.post(publicPath(quote, '/accept'), { body: { version: seen.version } });
    expect(stale.status).toBe(409);
    expectErrorShape(stale.body, 'CONFLICT');
    expect(stale.body.error).toBe(CHANGED);
    const unchanged = await quoteDetail(api, team, quote.id);
    expect(unchanged).toMatchObject({ status: 'sent', total: 4500 });
    expect(unchanged.history.filter((e: { actor: { type: string } }) => e.actor.type === 'customer')).toHaveLength(0);

    const now = (await api.get(publicPath(quote))).body.data;
    expect(now.version).not.toBe(seen.version);
    expect(now.total).toBe(4500);
    const accepted = await api.post(publicPath(quote, '/accept'), { body: { version: now.version } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: 'accepted', total: 4500 });
    expect((await quoteDetail(api, team, quote.id)).status).toBe('accepted');
  });

  it.each([
    ['no body', undefined],
    ['no version', {}],
    ['a made-up version', { version: 'ffffffffffffffff' }],
  ])('%s: 409 CONFLICT and the quote stays sent', async (_, body) => {
    const quote = await quoteIn(api, team, customer.id, 'sent');
    const res = await api.post(publicPath(quote, '/accept'), body ? { body } : {});
    expect(res.status).toBe(409);
    expectErrorShape(res.body, 'CONFLICT');
    expect(res.body.error).toBe(body && 'version' in body ? CHANGED : 'Quote version missing; reload the quote and accept it again');
    expect((await quoteDetail(api, team, quote.id)).status).toBe('sent');
  });

  it('a change the customer cannot see (a status sent again) keeps the version', async () => {
    const quote = await quoteIn(api, team, customer.id, 'sent');
    const seen = (await api.get(publicPath(quote))).body.data.version;
    expect((await api.patch(`/api/v1/quotes/${quote.id}`, { key: team.key, body: { status: 'sent' } })).status).toBe(200);
    expect((await api.post(publicPath(quote, '/accept'), { body: { version: seen } })).status).toBe(200);
  });
});

describe('POST /api/public/quotes/:token/decline', () => {
  it('declines a sent quote with an optional reason', async () => {
    const quote = await quoteIn(api, team, customer.id, 'sent');
    const res = await api.post(publicPath(quote, '/decline'), { body: { reason: '  Dates do not work for us  ' } });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('declined');
    expect(res.body.data).not.toHaveProperty('reason');
    const detail = await quoteDetail(api, team, quote.id);
    expect(detail.history.at(-1)).toMatchObject({
      status: 'declined',
      actor: { type: 'customer', name: 'Ana Paula Souza' },
      note: 'Dates do not work for us',
    });
  });

  it('declines without a body', async () => {
    const quote = await quoteIn(api, team, customer.id, 'sent');
    const res = await api.post(publicPath(quote, '/decline'));
    expect(res.status).toBe(200);
    expect((await quoteDetail(api, team, quote.id)).history.at(-1).note).toBeNull();
  });

  it('refuses a reason over 1000 characters with 400 VALIDATION_ERROR', async () => {
    const quote = await quoteIn(api, team, customer.id, 'sent');
    const res = await api.post(publicPath(quote, '/decline'), { body: { reason: 'x'.repeat(1001) } });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toContain('reason:');
    expect((await quoteDetail(api, team, quote.id)).status).toBe('sent');
  });

  it('a declined quote cannot be declined again or accepted (400)', async () => {
    const quote = await quoteIn(api, team, customer.id, 'sent');
    await api.post(publicPath(quote, '/decline'));
    for (const action of ['/decline', '/accept']) {
      const res = action === '/accept' ? await accept(quote) : await api.post(publicPath(quote, action));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('This quote can no longer be answered: it is declined');
    }
  });
});
