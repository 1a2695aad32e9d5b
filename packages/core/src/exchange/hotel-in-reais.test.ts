import { describe, expect, it } from 'vitest';
import { withMarkup } from '../hotels/markup';
import { bookBody, newCustomer, panelCaller, prebookBody, STAY, useHotelClock, type TestTeam } from '../hotels/test-fixtures';
import { expectedCents, PTAX_DAY, refreshFrom } from './test-fixtures';
import { useForeignCurrencyWorld } from '../testing/foreign-currency-world';

// A team selling from a Hotelbeds account contracted in EUR (the stand-in's default, as Hotelbeds'
// evaluation accounts), with the Banco Central's PTAX from its stand-in: EUR closed at 5.8123.
const calendar = useHotelClock();
const world = useForeignCurrencyWorld({ hotelbeds: true, ptax: { EUR: 5.8123 } });

const eurTeam = (spread: string) => world.eurHotelbedsTeam(spread);

async function searchHotel(team: TestTeam) {
  const res = await world.api.post('/api/v1/hotels/search', { key: team.key, body: { hotelIds: ['200201'], ...STAY, adults: 2 } });
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return res.body.data;
}

describe('a Hotelbeds account priced in EUR, sold in reais', () => {
  it('search converts each offer at PTAX x (1 + spread), then markup; contract fields in BRL; supplierPrice and exchangeRate added', async () => {
    const team = await eurTeam('2.5');
    const data = await searchHotel(team);
    expect(data.meta.suppliers).toEqual([{ provider: 'hotelbeds', status: 'ok', ms: expect.any(Number), count: 1 }]);
    const [hotel] = data.hotels;
    expect(hotel.price.currency).toBe('BRL');
    expect(hotel.offers.length).toBeGreaterThan(0);
    for (const offer of hotel.offers) {
      expect(offer.currency).toBe('BRL');
      expect(offer.supplierPrice.currency).toBe('EUR');
      // 5.8123 x 1.025, every digit kept.
      expect(offer.exchangeRate).toEqual({
        rate: '5.8123',
        appliedRate: '5.9576075',
        spreadPercent: '2.5',
        source: 'ptax',
        date: PTAX_DAY,
      });
      const netCents = expectedCents(Math.round(offer.supplierPrice.amount * 100), '5.9576075');
      expect(Math.round(offer.netPrice * 100)).toBe(netCents);
      expect(offer.totalPrice).toBe(withMarkup(offer.netPrice, 10));
    }
    expect(hotel.price.total).toBe(hotel.offers[0].totalPrice);
  });

  it('prebook locks the rate: 201 in BRL with supplier_price and exchange_rate; book charges exactly those reais; the booking records the EUR amount and the rate', async () => {
    const team = await eurTeam('2.5');
    const hotel = (await searchHotel(team)).hotels[0];
    const offer = hotel.offers[0];
    const prebook = await world.api.post('/api/v1/hotels/prebook', { key: team.key, body: prebookBody(hotel, offer) });
    expect(prebook.status, JSON.stringify(prebook.body)).toBe(201);
    expect(prebook.body.data).toMatchObject({
      unit_price: offer.totalPrice,
      currency: 'BRL',
      supplier_price: { amount: offer.supplierPrice.amount, currency: 'EUR' },
      exchange_rate: { rate: '5.8123', applied_rate: '5.9576075', spread_percent: '2.5', source: 'ptax', date: PTAX_DAY },
    });

    const customer = await newCustomer(world.api, team);
    const booked = await world.api.post('/api/v1/hotels/book', {
      key: team.key,
      body: bookBody(prebook.body.data.prebook_token, customer.id, { method: 'pix' }),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.data.booking).toMatchObject({ total_amount: offer.totalPrice, currency: 'BRL' });
    expect(booked.body.data.payment.amount).toBe(offer.totalPrice);
    const row = await world.api.db.booking.findFirstOrThrow({ where: { teamId: team.id, id: booked.body.data.booking.id } });
    expect(row).toMatchObject({
      totalCents: Math.round(offer.totalPrice * 100),
      currency: 'BRL',
      supplierAmountMinor: Math.round(offer.supplierPrice.amount * 100),
      supplierCurrency: 'EUR',
      exchangeRate: '5.8123',
      exchangeSpreadPercent: '2.5',
      exchangeRateSource: 'ptax',
      exchangeRateDate: new Date(`${PTAX_DAY}T00:00:00Z`),
    });
  });

  it('the rate moved since the search (the agency changed its spread): 400 PRICE_MISMATCH naming the new reais; nothing held', async () => {
    const team = await eurTeam('2.5');
    const hotel = (await searchHotel(team)).hotels[0];
    const offer = hotel.offers[0];
    await panelCaller(world.api, team.id, 'owner').exchange.updatePolicy({
      currency: 'EUR',
      source: 'ptax',
      spread_percent: '4',
      max_age_business_days: 2,
    });
    const res = await world.api.post('/api/v1/hotels/prebook', { key: team.key, body: prebookBody(hotel, offer) });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    // 5.8123 x 1.04 = 6.044792
    const netCents = expectedCents(Math.round(offer.supplierPrice.amount * 100), '6.044792');
    const total = withMarkup(netCents / 100, 10);
    expect(res.body).toEqual({
      error: `Price changed: the confirmed stay total is ${total.toFixed(2)} BRL (net ${(netCents / 100).toFixed(2)})`,
      code: 'PRICE_MISMATCH',
      timestamp: expect.any(String),
    });
    expect(await world.api.db.prebook.count({ where: { teamId: team.id } })).toBe(0);
  });

  it('searching again at once after the spread changed gives the new reais (not the answer kept for the same search) and prebooks', async () => {
    const team = await eurTeam('2.5');
    await searchHotel(team);
    await panelCaller(world.api, team.id, 'owner').exchange.updatePolicy({
      currency: 'EUR',
      source: 'ptax',
      spread_percent: '4',
      max_age_business_days: 2,
    });
    const hotel = (await searchHotel(team)).hotels[0];
    const offer = hotel.offers[0];
    expect(offer.exchangeRate).toMatchObject({ appliedRate: '6.044792', spreadPercent: '4' });
    const prebook = await world.api.post('/api/v1/hotels/prebook', { key: team.key, body: prebookBody(hotel, offer) });
    expect(prebook.status, JSON.stringify(prebook.body)).toBe(201);
  });

  it("PTAX out past the policy's limit: EUR offers stop with a meta.suppliers note and prebook refuses; never used silently", async () => {
    const team = await eurTeam('0');
    const hotel = (await searchHotel(team)).hotels[0];
    // The next Monday at noon in Brasília, the Banco Central unreachable since the Monday before.
    calendar.travelTo('2030-03-11T15:00:00Z');
    world.ptax.outage();
    await expect(refreshFrom(world.api, world.ptax)).rejects.toThrow(/PTAX refresh failed for EUR, USD/);
    const reason = `EUR PTAX of ${PTAX_DAY} is 5 business days old (the policy allows 2)`;
    const data = await searchHotel(team);
    expect(data.hotels).toEqual([]);
    expect(data.meta.suppliers).toEqual([
      {
        provider: 'hotelbeds',
        status: 'ok',
        ms: expect.any(Number),
        count: 0,
        note: expect.stringMatching(new RegExp(`^[1-9]\\d* offers in EUR not sold: ${reason.replace(/[()]/g, '\\$&')}$`)),
      },
    ]);
    const res = await world.api.post('/api/v1/hotels/prebook', { key: team.key, body: prebookBody(hotel, hotel.offers[0]) });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toEqual({
      error: `Validation error: hotel_search_code: the offer is priced in EUR, which is not sold now (${reason})`,
      code: 'VALIDATION_ERROR',
      timestamp: expect.any(String),
    });
    expect(await world.api.db.prebook.count({ where: { teamId: team.id } })).toBe(0);
  });
});
