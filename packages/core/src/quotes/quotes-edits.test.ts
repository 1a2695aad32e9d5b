import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, startRestServer, type RestServer } from '../testing/rest-server';
import { newCustomer, newQuote, patchQuote, quoteDetail, quoteIn, useQuoteClock, type TestTeam } from './test-fixtures';

let api: RestServer;
let team: TestTeam;
let customerId: string;

useQuoteClock();
beforeAll(async () => {
  api = await startRestServer();
  team = await api.team();
  customerId = (await newCustomer(api, team)).id;
});
afterAll(() => api.close());

const transfer = { type: 'transfer', description: 'Airport transfer GIG-hotel', quantity: 2, unit_price: 120 };
const insurance = {
  type: 'insurance',
  description: 'Travel insurance',
  details: 'Up to USD 60,000 medical cover',
  quantity: 2,
  unit_price: 45.9,
};

describe('PATCH /api/v1/quotes/:id items', () => {
  it.each(['draft', 'sent'])('replaces the items of a %s quote and recomputes the totals', async (status) => {
    const quote = await quoteIn(api, team, customerId, status, { discount_type: 'percentage', discount_value: 10 });
    const res = await patchQuote(api, team, quote.id, { items: [transfer, insurance] });
    expect(res.status).toBe(200);
    expect(res.body.data.quote).toMatchObject({
      status,
      subtotal: 331.8,
      discount: { type: 'percentage', value: 10, amount: 33.18 },
      total: 298.62,
    });
    expect(res.body.data.quote.items.map(({ id: _id, ...item }: { id: string }) => item)).toEqual([
      { ...transfer, details: null },
      insurance,
    ]);
    const { history: _history, ...stored } = await quoteDetail(api, team, quote.id);
    expect(stored).toEqual(res.body.data.quote);
  });

  it('accepts all seven item types, transfer and insurance included', async () => {
    const quote = await newQuote(api, team, customerId);
    const items = ['flight', 'hotel', 'experience', 'transfer', 'service', 'insurance', 'other'].map((type) => ({
      type,
      description: type,
      quantity: 1,
      unit_price: 1,
    }));
    const res = await patchQuote(api, team, quote.id, { items });
    expect(res.status).toBe(200);
    expect(res.body.data.quote.subtotal).toBe(7);
  });

  it.each(['accepted', 'declined', 'expired', 'cancelled'])(
    'refuses item changes on a %s quote (400) and changes nothing',
    async (status) => {
      const quote = await quoteIn(api, team, customerId, status);
      const before = await quoteDetail(api, team, quote.id);
      const res = await patchQuote(api, team, quote.id, { items: [transfer] });
      expect(res.status).toBe(400);
      expectErrorShape(res.body, 'INVALID_STATUS_TRANSITION');
      expect(res.body.error).toBe(`Cannot change a ${status} quote: only draft or sent quotes can be edited`);
      expect(await quoteDetail(api, team, quote.id)).toEqual(before);
    },
  );

  it.each([
    ['empty items', { items: [] }, 'items:'],
    ['quantity 0', { items: [{ ...transfer, quantity: 0 }] }, 'items.0.quantity:'],
    ['negative unit_price', { items: [{ ...transfer, unit_price: -1 }] }, 'items.0.unit_price:'],
    ['unknown type', { items: [{ ...transfer, type: 'cruise' }] }, 'items.0.type:'],
  ])('validates replacement items: %s', async (_rule, body, message) => {
    const quote = await newQuote(api, team, customerId);
    const res = await patchQuote(api, team, quote.id, body);
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toContain(`Validation error: ${message}`);
  });
});

describe('PATCH /api/v1/quotes/:id other fields', () => {
  it('changes only the fields sent: title, valid_until, notes, terms', async () => {
    const quote = await quoteIn(api, team, customerId, 'sent');
    const res = await patchQuote(api, team, quote.id, {
      title: 'Rio + Búzios',
      valid_until: '2030-04-01',
      notes: null,
      terms: 'Non-refundable',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.quote).toMatchObject({
      title: 'Rio + Búzios',
      valid_until: '2030-04-01',
      notes: null,
      terms: 'Non-refundable',
      status: 'sent',
      total: quote.total,
    });
    expect(res.body.data.quote.items).toEqual(quote.items);
  });

  it('refuses a valid_until in the past', async () => {
    const quote = await newQuote(api, team, customerId);
    const res = await patchQuote(api, team, quote.id, { valid_until: '2030-03-01' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Validation error: valid_until: must not be in the past');
  });

  it.each(['accepted', 'cancelled'])('refuses a title change on a %s quote', async (status) => {
    const quote = await quoteIn(api, team, customerId, status);
    const res = await patchQuote(api, team, quote.id, { title: 'Changed after the answer' });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'INVALID_STATUS_TRANSITION');
  });

  it('an empty PATCH changes nothing and appends nothing', async () => {
    const quote = await newQuote(api, team, customerId);
    const before = await quoteDetail(api, team, quote.id);
    const res = await patchQuote(api, team, quote.id, {});
    expect(res.status).toBe(200);
    expect(await quoteDetail(api, team, quote.id)).toEqual(before);
  });
});

describe('PATCH /api/v1/quotes/:id discount', () => {
  const base = { items: [{ type: 'service', description: 'Guide', quantity: 4, unit_price: 250 }] };

  it('adds a discount to a quote without one', async () => {
    const quote = await newQuote(api, team, customerId, base);
    const res = await patchQuote(api, team, quote.id, { discount_type: 'fixed', discount_value: 100 });
    expect(res.body.data.quote).toMatchObject({ subtotal: 1000, discount: { type: 'fixed', value: 100, amount: 100 }, total: 900 });
  });

  it('discount_value alone revalues the stored discount, checked against its type', async () => {
    const quote = await newQuote(api, team, customerId, { ...base, discount_type: 'percentage', discount_value: 5 });
    const res = await patchQuote(api, team, quote.id, { discount_value: 15 });
    expect(res.body.data.quote).toMatchObject({ discount: { type: 'percentage', value: 15, amount: 150 }, total: 850 });
    const tooMuch = await patchQuote(api, team, quote.id, { discount_value: 150 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error).toBe('Validation error: discount_value: must be at most 100 for a percentage discount');
  });

  it('discount_value alone on a quote without a discount is 400', async () => {
    const quote = await newQuote(api, team, customerId, base);
    const res = await patchQuote(api, team, quote.id, { discount_value: 10 });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toBe('Validation error: discount_type: Required with discount_value');
  });

  it('discount_type null removes the discount: discount null, total = subtotal', async () => {
    const quote = await newQuote(api, team, customerId, { ...base, discount_type: 'fixed', discount_value: 50 });
    const res = await patchQuote(api, team, quote.id, { discount_type: null });
    expect(res.body.data.quote).toMatchObject({ subtotal: 1000, discount: null, total: 1000 });
  });

  it('switching the type needs its value', async () => {
    const quote = await newQuote(api, team, customerId, { ...base, discount_type: 'fixed', discount_value: 50 });
    const res = await patchQuote(api, team, quote.id, { discount_type: 'percentage' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Validation error: discount_value: Required with discount_type');
  });
});

describe('DELETE /api/v1/quotes/:id', () => {
  it('removes a draft: data { id, deleted: true }, then 404', async () => {
    const quote = await newQuote(api, team, customerId);
    const res = await api.del(`/api/v1/quotes/${quote.id}`, { key: team.key });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: quote.id, deleted: true });
    expect((await api.get(`/api/v1/quotes/${quote.id}`, { key: team.key })).status).toBe(404);
  });

  it.each(['sent', 'accepted', 'declined', 'expired', 'cancelled'])(
    'refuses a %s quote with 400 INVALID_STATUS_TRANSITION and keeps it',
    async (status) => {
      const quote = await quoteIn(api, team, customerId, status);
      const res = await api.del(`/api/v1/quotes/${quote.id}`, { key: team.key });
      expect(res.status).toBe(400);
      expectErrorShape(res.body, 'INVALID_STATUS_TRANSITION');
      expect(res.body.error).toBe(`Cannot delete a ${status} quote: only draft quotes can be deleted, cancel it instead`);
      expect((await quoteDetail(api, team, quote.id)).status).toBe(status);
    },
  );

  it('a read-only key cannot delete (403)', async () => {
    const quote = await newQuote(api, team, customerId);
    expect((await api.del(`/api/v1/quotes/${quote.id}`, { key: team.readOnlyKey })).status).toBe(403);
  });
});

describe('DELETE /api/v1/clients/:id with quotes', () => {
  it('a client with a quote is deactivated and kept, not removed', async () => {
    const client = await newCustomer(api, team, 'Célia Prado');
    await newQuote(api, team, client.id);
    const res = await api.del(`/api/v1/clients/${client.id}`, { key: team.key });
    expect(res.body.data).toEqual({ id: client.id, deleted: false, is_active: false });
  });
});
