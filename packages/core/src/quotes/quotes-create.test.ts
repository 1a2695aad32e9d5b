import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectErrorShape, startRestServer, type RestServer } from '../testing/rest-server';
import { newCustomer, newQuote, quoteBody, useQuoteClock, type TestTeam } from './test-fixtures';

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

const line = (quantity: number, unit_price: number, type = 'service') => ({ type, description: 'Line', quantity, unit_price });

describe('POST /api/v1/quotes', () => {
  it('creates a draft: 201 with data.quote carrying every Quote field', async () => {
    const res = await api.post('/api/v1/quotes', { key: team.key, body: quoteBody(customerId) });
    expect(res.status).toBe(201);
    const quote = res.body.data.quote;
    expect(Object.keys(quote).sort()).toEqual(
      [
        'booking_id',
        'created_at',
        'currency',
        'customer',
        'discount',
        'id',
        'items',
        'notes',
        'number',
        'share_url',
        'status',
        'subtotal',
        'terms',
        'title',
        'total',
        'updated_at',
        'valid_until',
      ].sort(),
    );
    expect(quote).toMatchObject({
      customer: { id: customerId, name: 'Ana Souza' },
      title: 'Rio de Janeiro, 3 nights',
      status: 'draft',
      valid_until: '2030-03-20',
      subtotal: 4901,
      discount: null,
      total: 4901,
      currency: 'BRL',
      booking_id: null,
      notes: 'Prices per person, taxes included',
      terms: 'Payment by PIX within 48 hours of acceptance',
    });
    expect(quote.items).toEqual([
      {
        id: expect.any(String),
        type: 'hotel',
        description: 'Hotel Copacabana Palace, 3 nights',
        details: 'Sea view double room, breakfast',
        quantity: 3,
        unit_price: 1200,
      },
      { id: expect.any(String), type: 'flight', description: 'GRU-GIG round trip', details: null, quantity: 2, unit_price: 650.5 },
    ]);
  });

  it('numbers quotes Q-<year>-<4-digit team sequence>, each team counting on its own', async () => {
    const a = await newQuote(api, team, customerId);
    const b = await newQuote(api, team, customerId);
    expect(a.number).toMatch(/^Q-2030-\d{4}$/);
    expect(Number(b.number.slice(-4))).toBe(Number(a.number.slice(-4)) + 1);
    const theirs = await newQuote(api, other, (await newCustomer(api, other)).id);
    expect(theirs.number).toBe('Q-2030-0001');
  });

  it('has a share_url from creation: <PUBLIC_BASE_URL>/q/<token of 32+ random characters>', async () => {
    const a = await newQuote(api, team, customerId);
    const b = await newQuote(api, team, customerId);
    const base = (process.env.PUBLIC_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
    expect(a.share_url.startsWith(`${base}/q/`)).toBe(true);
    expect(a.share_url.slice(base.length)).toMatch(/^\/q\/[A-Za-z0-9_-]{32,}$/);
    expect(a.share_url).not.toBe(b.share_url);
  });

  it('builds share_url on PUBLIC_BASE_URL', async () => {
    vi.stubEnv('PUBLIC_BASE_URL', 'https://agencia.example.com/');
    try {
      const quote = await newQuote(api, team, customerId);
      expect(quote.share_url).toMatch(/^https:\/\/agencia\.example\.com\/q\/[A-Za-z0-9_-]{32,}$/);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('accepts the five create item types', async () => {
    const items = ['flight', 'hotel', 'experience', 'service', 'other'].map((type) => line(1, 10, type));
    const quote = await newQuote(api, team, customerId, { items });
    expect(quote.items.map((i: { type: string }) => i.type)).toEqual(['flight', 'hotel', 'experience', 'service', 'other']);
  });

  it('keeps fractional quantities and 4-decimal unit prices exactly', async () => {
    const quote = await newQuote(api, team, customerId, { items: [line(2.5, 100.1234)] });
    expect(quote.items[0]).toMatchObject({ quantity: 2.5, unit_price: 100.1234 });
    expect(quote.subtotal).toBe(250.31);
  });

  it.each([
    ['customer_id', { customer_id: undefined }, 'customer_id: Required'],
    ['customer_id format', { customer_id: 'ana' }, 'customer_id: must be a UUID'],
    ['title', { title: undefined }, 'title: Required'],
    ['valid_until', { valid_until: undefined }, 'valid_until: Required'],
    ['valid_until format', { valid_until: '20/03/2030' }, 'valid_until: must be a date YYYY-MM-DD'],
    ['valid_until calendar', { valid_until: '2030-02-30' }, 'valid_until: must be a real date'],
    ['valid_until in the past', { valid_until: '2030-03-04' }, 'valid_until: must not be in the past'],
    ['items', { items: undefined }, 'items: Required'],
    ['empty items', { items: [] }, 'items:'],
    ['item type transfer (PATCH only)', { items: [line(1, 10, 'transfer')] }, 'items.0.type:'],
    ['item type insurance (PATCH only)', { items: [line(1, 10, 'insurance')] }, 'items.0.type:'],
    ['item description', { items: [{ type: 'hotel', quantity: 1, unit_price: 1 }] }, 'items.0.description: Required'],
    ['quantity 0', { items: [line(0, 10)] }, 'items.0.quantity:'],
    ['negative quantity', { items: [line(-1, 10)] }, 'items.0.quantity:'],
    ['quantity with 4 decimals', { items: [line(1.0001, 10)] }, 'items.0.quantity: must have at most 3 decimals'],
    ['negative unit_price', { items: [line(1, -0.01)] }, 'items.0.unit_price:'],
    ['unit_price with 5 decimals', { items: [line(1, 0.00001)] }, 'items.0.unit_price: must have at most 4 decimals'],
    ['quantity as text', { items: [{ ...line(1, 10), quantity: '1' }] }, 'items.0.quantity:'],
    ['subtotal over the maximum', { items: [line(2, 10_000_000.01)] }, 'items: the quote subtotal must not exceed 20000000'],
    ['discount type', { discount_type: 'coupon', discount_value: 5 }, 'discount_type:'],
    [
      'percentage over 100',
      { discount_type: 'percentage', discount_value: 100.01 },
      'discount_value: must be at most 100 for a percentage discount',
    ],
    ['negative percentage', { discount_type: 'percentage', discount_value: -1 }, 'discount_value: must be at least 0'],
    ['negative fixed', { discount_type: 'fixed', discount_value: -5 }, 'discount_value: must be at least 0'],
    [
      'fixed with 3 decimals',
      { discount_type: 'fixed', discount_value: 5.001 },
      'discount_value: must have at most 2 decimals for a fixed discount',
    ],
    ['discount_value without discount_type', { discount_value: 10 }, 'discount_type: Required with discount_value'],
    ['discount_type without discount_value', { discount_type: 'fixed' }, 'discount_value: Required with discount_type'],
  ])('refuses a bad %s with 400 VALIDATION_ERROR naming the field', async (_rule, overrides, message) => {
    const res = await api.post('/api/v1/quotes', { key: team.key, body: quoteBody(customerId, overrides) });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toContain(`Validation error: ${message}`);
  });

  it('accepts valid_until today (the quote is valid through that whole day)', async () => {
    const quote = await newQuote(api, team, customerId, { valid_until: '2030-03-05' });
    expect(quote).toMatchObject({ valid_until: '2030-03-05', status: 'draft' });
  });

  it('refuses a customer of another team with 404 CUSTOMER_NOT_FOUND', async () => {
    const theirs = await newCustomer(api, other);
    const res = await api.post('/api/v1/quotes', { key: team.key, body: quoteBody(theirs.id) });
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'CUSTOMER_NOT_FOUND');
  });

  it('gives 401 without a key and 403 FORBIDDEN to a read-only key', async () => {
    expect((await api.post('/api/v1/quotes', { body: quoteBody(customerId) })).status).toBe(401);
    const res = await api.post('/api/v1/quotes', { key: team.readOnlyKey, body: quoteBody(customerId) });
    expect(res.status).toBe(403);
    expectErrorShape(res.body, 'FORBIDDEN');
  });
});

describe('quote totals and discounts (exact decimals, rounded half-up to cents)', () => {
  const totalsOf = async (items: unknown[], discount: Record<string, unknown> = {}) => {
    const q = await newQuote(api, team, customerId, { items, ...discount });
    return { subtotal: q.subtotal, discount: q.discount, total: q.total };
  };

  it('without a discount: discount is null and total equals subtotal', async () => {
    expect(await totalsOf([line(2, 100), line(1, 50.25)])).toEqual({ subtotal: 250.25, discount: null, total: 250.25 });
  });

  it('percentage: amount = round2(subtotal x value / 100)', async () => {
    expect(await totalsOf([line(1, 1000)], { discount_type: 'percentage', discount_value: 12.5 })).toEqual({
      subtotal: 1000,
      discount: { type: 'percentage', value: 12.5, amount: 125 },
      total: 875,
    });
  });

  it('3 x 33.333 with 10%: subtotal 100.00, amount 10.00, total 90.00', async () => {
    expect(await totalsOf([line(3, 33.333)], { discount_type: 'percentage', discount_value: 10 })).toEqual({
      subtotal: 100,
      discount: { type: 'percentage', value: 10, amount: 10 },
      total: 90,
    });
  });

  it('a half cent in the subtotal rounds up: 1 x 10.005 is 10.01 (floats would say 10.00)', async () => {
    expect(await totalsOf([line(1, 10.005)])).toEqual({ subtotal: 10.01, discount: null, total: 10.01 });
  });

  it('a half cent in the discount rounds up: 10% of 100.05 is 10.01, total 90.04', async () => {
    expect(await totalsOf([line(1, 100.05)], { discount_type: 'percentage', discount_value: 10 })).toEqual({
      subtotal: 100.05,
      discount: { type: 'percentage', value: 10, amount: 10.01 },
      total: 90.04,
    });
  });

  it('sums exactly before rounding: 0.1 + 0.2 is 0.30 and 3 x 0.3333 is 1.00', async () => {
    expect((await totalsOf([line(1, 0.1), line(1, 0.2)])).subtotal).toBe(0.3);
    expect((await totalsOf([line(3, 0.3333)])).subtotal).toBe(1);
  });

  it('fixed: amount is the value', async () => {
    expect(await totalsOf([line(2, 150)], { discount_type: 'fixed', discount_value: 49.9 })).toEqual({
      subtotal: 300,
      discount: { type: 'fixed', value: 49.9, amount: 49.9 },
      total: 250.1,
    });
  });

  it('fixed above the subtotal: amount is the subtotal, total 0', async () => {
    expect(await totalsOf([line(1, 80)], { discount_type: 'fixed', discount_value: 100 })).toEqual({
      subtotal: 80,
      discount: { type: 'fixed', value: 100, amount: 80 },
      total: 0,
    });
  });

  it('percentage 100 and 0 are the edges of the range', async () => {
    expect((await totalsOf([line(1, 80)], { discount_type: 'percentage', discount_value: 100 })).total).toBe(0);
    expect(await totalsOf([line(1, 80)], { discount_type: 'percentage', discount_value: 0 })).toEqual({
      subtotal: 80,
      discount: { type: 'percentage', value: 0, amount: 0 },
      total: 80,
    });
  });

  it('free items (unit_price 0) are allowed', async () => {
    expect(await totalsOf([line(1, 0), line(1, 10)])).toEqual({ subtotal: 10, discount: null, total: 10 });
  });
});
