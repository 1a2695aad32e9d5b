import { describe, expect, it } from 'vitest';
import { bookBody, CARD, newCustomer, panelCaller, prebookBody, searchBody, useFlightClock, type TestTeam } from '../flights/test-fixtures';
import { expectedCents, PTAX_DAY } from './test-fixtures';
import { useForeignCurrencyWorld } from '../testing/foreign-currency-world';

// A team selling flights from its Duffel account, whose offers come in USD (the stand-in's currency
// option), with PTAX from its stand-in: USD closed at 5.3456; the agency adds 3%.
useFlightClock();
const world = useForeignCurrencyWorld({ duffel: true, ptax: { USD: 5.3456 } });

const usdTeam = () => world.usdDuffelTeam();

async function searchDuffel(team: TestTeam) {
  const res = await world.api.post('/api/v1/flights/search', { key: team.key, body: searchBody() });
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  const found = res.body.data;
  const group = found.flightGroups.find((g: any) => g.supplier === 'duffel');
  expect(group, JSON.stringify(found.meta)).toBeDefined();
  return { found, offer: group.offers[0] };
}

/** The agency changes its USD spread from 3% to 5% in the panel. */
const spreadOf5Percent = (team: TestTeam) =>
  panelCaller(world.api, team.id, 'owner').exchange.updatePolicy({
    currency: 'USD',
    source: 'ptax',
    spread_percent: '5',
    max_age_business_days: 2,
  });

// 5.3456 x 1.03, every digit kept.
const APPLIED = '5.505968';

describe('a Duffel offer in USD, sold in reais', () => {
  it('search: base fare and taxes converted at PTAX x (1 + spread), then the DU on the base in reais; supplierPrice in USD and exchangeRate added', async () => {
    const team = await usdTeam();
    const { found, offer } = await searchDuffel(team);
    expect(found.meta.suppliers.find((s: any) => s.provider === 'duffel')).not.toHaveProperty('note');
    expect(offer.supplierPrice.currency).toBe('USD');
    expect(offer.exchangeRate).toEqual({ rate: '5.3456', appliedRate: APPLIED, spreadPercent: '3', source: 'ptax', date: PTAX_DAY });
    const baseCents = expectedCents(Math.round(offer.supplierPrice.base * 100), APPLIED);
    const taxesCents = expectedCents(Math.round(offer.supplierPrice.taxes * 100), APPLIED);
    const duCents = Math.round(baseCents * 0.1);
    expect(offer.price).toEqual({
      base: baseCents / 100,
      taxes: taxesCents / 100,
      commission: duCents / 100,
      total: (baseCents + taxesCents + duCents) / 100,
      currency: 'BRL',
    });
  });

  it('prebook locks the rate; book charges exactly its reais and pays Duffel in USD; the booking records the USD amount and the rate', async () => {
    const team = await usdTeam();
    const { found, offer } = await searchDuffel(team);
    const prebook = await world.api.post('/api/v1/flights/prebook', { key: team.key, body: prebookBody(found, offer) });
    expect(prebook.status, JSON.stringify(prebook.body)).toBe(201);
    const supplierNet = Math.round((offer.supplierPrice.total - offer.supplierPrice.commission) * 100);
    expect(prebook.body.data).toMatchObject({
      total_price: offer.price.total,
      currency: 'BRL',
      supplier_price: { amount: supplierNet / 100, currency: 'USD' },
      exchange_rate: { rate: '5.3456', applied_rate: APPLIED, spread_percent: '3', source: 'ptax', date: PTAX_DAY },
    });

    const customer = await newCustomer(world.api, team);
    const booked = await world.api.post('/api/v1/flights/book', {
      key: team.key,
      body: bookBody(prebook.body.data.prebook_token, customer.id, { method: 'credit_card', credit_card: CARD }),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.data.booking).toMatchObject({ total_amount: offer.price.total, currency: 'BRL' });
    expect(booked.body.data.payment.amount).toBe(offer.price.total);
    // Duffel is paid from the balance in its own currency: the stand-in refuses any other amount.
    await expect.poll(() => world.duffel.orders.length, { timeout: 10_000 }).toBe(1);
    expect((world.duffel.orders[0]!.request as any).payments[0]).toMatchObject({ type: 'balance', currency: 'USD' });
    const row = await world.api.db.booking.findFirstOrThrow({ where: { teamId: team.id, id: booked.body.data.booking.id } });
    expect(row).toMatchObject({
      totalCents: Math.round(offer.price.total * 100),
      supplierAmountMinor: supplierNet,
      supplierCurrency: 'USD',
      exchangeRate: '5.3456',
      exchangeSpreadPercent: '3',
      exchangeRateSource: 'ptax',
    });
  });

  it('the rate moved since the search: 400 PRICE_MISMATCH naming the new reais; nothing held', async () => {
    const team = await usdTeam();
    const { found, offer } = await searchDuffel(team);
    await spreadOf5Percent(team);
    const res = await world.api.post('/api/v1/flights/prebook', { key: team.key, body: prebookBody(found, offer) });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    // 5.3456 x 1.05 = 5.61288
    const baseCents = expectedCents(Math.round(offer.supplierPrice.base * 100), '5.61288');
    const taxesCents = expectedCents(Math.round(offer.supplierPrice.taxes * 100), '5.61288');
    const total = (baseCents + taxesCents + Math.round(baseCents * 0.1)) / 100;
    expect(res.body).toEqual({
      error: `Price changed: the USD exchange rate moved since the search (${APPLIED} -> 5.61288); the offer's total is now ${total.toFixed(2)} BRL; search again for a new rate token`,
      code: 'PRICE_MISMATCH',
      timestamp: expect.any(String),
    });
    expect(await world.api.db.prebook.count({ where: { teamId: team.id } })).toBe(0);
  });

  it('searching again as told, at once, gives the new rate (not the answer kept for the same search) and prebooks', async () => {
    const team = await usdTeam();
    const { found, offer } = await searchDuffel(team);
    await spreadOf5Percent(team);
    expect((await world.api.post('/api/v1/flights/prebook', { key: team.key, body: prebookBody(found, offer) })).status).toBe(400);
    const again = await searchDuffel(team);
    expect(again.offer.exchangeRate).toMatchObject({ appliedRate: '5.61288', spreadPercent: '5' });
    const prebook = await world.api.post('/api/v1/flights/prebook', { key: team.key, body: prebookBody(again.found, again.offer) });
    expect(prebook.status, JSON.stringify(prebook.body)).toBe(201);
  });
});
