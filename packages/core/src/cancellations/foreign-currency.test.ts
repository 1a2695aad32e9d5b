import { beforeAll, describe, expect, it } from 'vitest';
import { expectedCents, PTAX_DAY } from '../exchange/test-fixtures';
import { searchBody as flightSearchBody } from '../flights/test-fixtures';
import { panelCaller, STAY, useHotelClock, type TestTeam } from '../hotels/test-fixtures';
import { toCents } from '../lib/money';
import { bookPaidFlight, bookPaidHotel, cancellationCalls } from './test-fixtures';
import { useForeignCurrencyWorld } from '../testing/foreign-currency-world';

// Cancelling what was sold in reais from a supplier pricing abroad (#22 with #23): a Hotelbeds account
// in EUR and a Duffel account in USD, PTAX from its stand-in (EUR 5.8123, USD 5.3456), a 2% spread on
// both. The supplier's penalty (or refund) comes in its currency and becomes reais at the rate locked
// on the booking at prebook, the one the sale used. The agency keeps a fixed fee of R$ 10.
let team: TestTeam;
let calls: ReturnType<typeof cancellationCalls>;
const calendar = useHotelClock();
const FEE_CENTS = 1000;
// 5.8123 x 1.02 and 5.3456 x 1.02, every digit kept.
const EUR_APPLIED = '5.928546';
const USD_APPLIED = '5.452512';

const world = useForeignCurrencyWorld({ hotelbeds: true, duffel: true, ptax: { EUR: 5.8123, USD: 5.3456 } });

beforeAll(async () => {
  team = await world.team({ name: 'Foreign currency cancellation agency', eurSpread: '2', usdSpread: '2', flightSuppliers: [] });
  calls = cancellationCalls(world.api, team);
  await panelCaller(world.api, team.id, 'owner').cancellations.updateFee({ fixedAmount: FEE_CENTS / 100, percent: 0 });
});

const lockedRate = (applied: string, rate: string) => ({
  rate,
  applied_rate: applied,
  spread_percent: '2',
  source: 'ptax',
  date: PTAX_DAY,
});

async function paidHotel(nonRefundable: boolean) {
  const paid = await bookPaidHotel(world.api, team, { hotelIds: ['200201'], ...STAY, adults: 2 }, ([hotel]) => ({
    hotel,
    offer: hotel.offers.find((o: any) => o.nonRefundable === nonRefundable),
  }));
  expect(paid.offer.supplierPrice.currency).toBe('EUR');
  return paid;
}

async function paidFlight(refundable: boolean) {
  const paid = await bookPaidFlight(world.api, team, flightSearchBody({ provider: 'online_supplier' }), (groups) =>
    groups.flatMap((g) => g.offers).find((o: any) => o.refundable === refundable),
  );
  expect(paid.row).toMatchObject({ supplierCurrency: 'USD', exchangeRate: '5.3456' });
  return paid;
}

describe('cancelling a sale converted from EUR or USD', () => {
  it('Hotelbeds in EUR: free before the charge window (refund = paid - fee); inside it, the EUR penalty in reais at the locked rate; refunded once', async () => {
    const { id, paidCents } = await paidHotel(false);
    const free = await calls.quoteOf(id);
    expect(free.status, JSON.stringify(free.body)).toBe(200);
    expect(free.body.data).toMatchObject({
      currency: 'BRL',
      paid_amount: paidCents / 100,
      supplier_penalty: 0,
      agency_fee: FEE_CENTS / 100,
      refund_amount: (paidCents - FEE_CENTS) / 100,
      source: 'hotelbeds_simulation',
      supplier_amount: { amount: 0, currency: 'EUR' },
      exchange_rate: lockedRate(EUR_APPLIED, '5.8123'),
    });

    // Two days before check-in the stand-in charges the first night; PTAX has moved on meanwhile, the booking's rate has not.
    calendar.travelTo('2030-05-08T12:00:00Z');
    const quote = await calls.quoteOf(id);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const eurPenalty = quote.body.data.supplier_amount;
    expect(eurPenalty.currency).toBe('EUR');
    expect(eurPenalty.amount).toBeGreaterThan(0);
    const penaltyCents = expectedCents(toCents(eurPenalty.amount), EUR_APPLIED);
    expect(quote.body.data).toMatchObject({
      supplier_penalty: penaltyCents / 100,
      agency_fee: FEE_CENTS / 100,
      refund_amount: (paidCents - penaltyCents - FEE_CENTS) / 100,
      exchange_rate: lockedRate(EUR_APPLIED, '5.8123'),
    });

    const done = await calls.confirm(id, quote.body.data.refund_amount);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ currency: 'BRL', supplier_penalty: penaltyCents / 100, refunded_now: true });
    expect(world.hotelbeds.bookings().at(-1)).toMatchObject({ status: 'CANCELLED' });
    const again = await calls.confirm(id, quote.body.data.refund_amount);
    expect(again.body.data).toMatchObject({ refunded_now: false, refund_amount: quote.body.data.refund_amount });
    expect(await calls.refundedCents(id)).toBe(paidCents - penaltyCents - FEE_CENTS);
  });

  it('Hotelbeds in EUR, non-refundable: the whole EUR net converts to exactly the reais the sale charged for it; the customer gets the markup less the fee', async () => {
    const { id, paidCents, row } = await paidHotel(true);
    const quote = await calls.quoteOf(id);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.data.supplier_amount).toEqual({ amount: row.supplierAmountMinor! / 100, currency: 'EUR' });
    expect(quote.body.data).toMatchObject({
      supplier_penalty: (row.totalCents - row.markupCents) / 100,
      refund_amount: Math.max(0, paidCents - (row.totalCents - row.markupCents) - FEE_CENTS) / 100,
    });
  });

  it('Duffel in USD, non-refundable: Duffel gives back the taxes; the fare it keeps becomes reais at the locked rate; refunded once', async () => {
    const { id, paidCents, row } = await paidFlight(false);
    const quote = await calls.quoteOf(id);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const back = quote.body.data.supplier_amount;
    expect(back.currency).toBe('USD');
    expect(toCents(back.amount)).toBeLessThan(row.supplierAmountMinor!);
    const penaltyCents = expectedCents(row.supplierAmountMinor! - toCents(back.amount), USD_APPLIED);
    expect(penaltyCents).toBeGreaterThan(0);
    expect(quote.body.data).toMatchObject({
      source: 'duffel_quote',
      supplier: 'duffel',
      supplier_penalty: penaltyCents / 100,
      agency_fee: FEE_CENTS / 100,
      refund_amount: (paidCents - penaltyCents - FEE_CENTS) / 100,
      exchange_rate: lockedRate(USD_APPLIED, '5.3456'),
    });

    const done = await calls.confirm(id, quote.body.data.refund_amount);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.refunded_now).toBe(true);
    expect(world.duffel.cancellations.at(-1)).toMatchObject({ confirmed_at: expect.any(String) });
    const again = await calls.confirm(id, quote.body.data.refund_amount);
    expect(again.body.data.refunded_now).toBe(false);
    expect(await calls.refundedCents(id)).toBe(paidCents - penaltyCents - FEE_CENTS);
  });

  it('Duffel in USD, refundable: the whole USD total comes back, so nothing is kept and the customer gets exactly what was paid less the fee', async () => {
    const { id, paidCents, row } = await paidFlight(true);
    const quote = await calls.quoteOf(id);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.data).toMatchObject({
      supplier_amount: { amount: row.supplierAmountMinor! / 100, currency: 'USD' },
      supplier_penalty: 0,
      refund_amount: (paidCents - FEE_CENTS) / 100,
    });
  });
});
