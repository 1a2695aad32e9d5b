import { DUFFEL_STAND_IN_TOKEN, HotelbedsStandIn, startDuffelStandIn, type DuffelStandIn } from '@tas/suppliers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock as appClock } from '../lib/clock';
import { toCents } from '../lib/money';
import type { RestServer } from '../testing/rest-server';
import { bookPaidFlight, bookPaidHotel, cancellationCalls } from './test-fixtures';
import { hotelbedsCityCode } from '../hotels/hotelbeds-city-code';
import { bookingDetail, panelCaller, startHotelApi, STAY, useHotelClock, type TestTeam } from '../hotels/test-fixtures';
import { searchBody as flightSearchBody } from '../flights/test-fixtures';

// Quote then confirm against the real suppliers' stand-ins over HTTP: Hotelbeds' cancellation
// simulation (an account contracted in reais) and Duffel's order cancellation quote. The agency
// keeps a fixed fee of R$ 10.
let api: RestServer;
let hotelbeds: HotelbedsStandIn;
let duffel: DuffelStandIn;
let team: TestTeam;
let calls: ReturnType<typeof cancellationCalls>;
const clock = useHotelClock();
const FEE_CENTS = 1000;

beforeAll(async () => {
  api = await startHotelApi();
  hotelbeds = await HotelbedsStandIn.start({ now: () => appClock.now(), currency: 'BRL' });
  duffel = await startDuffelStandIn({ now: () => appClock.now() });
  team = await api.team({ name: 'Real suppliers cancellation agency' });
  calls = cancellationCalls(api, team);
  const owner = panelCaller(api, team.id, 'owner');
  await owner.team.updateHotelSuppliers({ hotelSuppliers: ['hotelbeds'], hotelbedsCredentials: hotelbeds.credentials });
  await owner.team.updateSalesSettings({
    flightOnlineSuppliers: ['duffel'],
    duffelCredentials: { accessToken: DUFFEL_STAND_IN_TOKEN, baseUrl: duffel.url },
  });
  await owner.cancellations.updateFee({ fixedAmount: FEE_CENTS / 100, percent: 0 });
});
afterAll(async () => {
  await api.close();
  await hotelbeds.close();
  await duffel.close();
});

describe('cancellation quotes from the real suppliers (stand-ins)', () => {
  it("Hotelbeds: inside the charge window the simulation's amount is the penalty; confirming cancels there and refunds the rest", async () => {
    const { id, paidCents } = await bookPaidHotel(api, team, { cityCode: hotelbedsCityCode('RIO'), ...STAY, adults: 2 }, (hotels) => {
      const hotel = hotels.find((h) => h.provider === 'hotelbeds');
      return { hotel, offer: hotel.offers.find((o: any) => !o.nonRefundable) ?? hotel.offers[0] };
    });

    // Two days before check-in: Hotelbeds charges the first night (the stand-in's policy).
    clock.travelTo(`2030-05-08T12:00:00Z`);
    const quote = await calls.quoteOf(id);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const simulations = hotelbeds.requests.filter((r) => r.method === 'DELETE' && r.path.includes('cancellationFlag=SIMULATION'));
    expect(simulations).toHaveLength(1);
    expect(hotelbeds.bookings()[0]).toMatchObject({ status: 'CONFIRMED' });
    const penalty = quote.body.data.supplier_penalty;
    expect(penalty).toBeGreaterThan(0);
    expect(quote.body.data).toMatchObject({
      source: 'hotelbeds_simulation',
      supplier: 'hotelbeds',
      supplier_amount: { amount: penalty, currency: 'BRL' },
      agency_fee: FEE_CENTS / 100,
      refund_amount: (paidCents - toCents(penalty) - FEE_CENTS) / 100,
    });

    const done = await calls.confirm(id, quote.body.data.refund_amount);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ supplier_penalty: penalty, refund_amount: quote.body.data.refund_amount, refunded_now: true });
    expect(hotelbeds.bookings()[0]).toMatchObject({ status: 'CANCELLED' });
    expect((await bookingDetail(api, team, id)).metadata.supplier.status).toBe('cancelled');
    expect(await calls.refundedCents(id)).toBe(paidCents - toCents(penalty) - FEE_CENTS);
  });

  it("Duffel: the order cancellation quote's refund sets the penalty; confirming confirms a cancellation there and refunds the rest", async () => {
    const { id, paidCents, row } = await bookPaidFlight(
      api,
      team,
      flightSearchBody({ provider: 'online_supplier' }),
      (groups) => groups.find((g) => g.supplier === 'duffel').offers[0],
    );

    const quote = await calls.quoteOf(id);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const [duffelQuote] = duffel.cancellations as any[];
    expect(duffelQuote).toMatchObject({ confirmed_at: null });
    const backCents = toCents(Number(duffelQuote.refund_amount));
    const penaltyCents = Math.max(0, row.totalCents - row.duCents - backCents);
    const feeCents = Math.min(FEE_CENTS, paidCents - penaltyCents);
    expect(quote.body.data).toMatchObject({
      source: 'duffel_quote',
      supplier: 'duffel',
      supplier_amount: { amount: backCents / 100, currency: 'BRL' },
      supplier_penalty: penaltyCents / 100,
      agency_fee: feeCents / 100,
      refund_amount: (paidCents - penaltyCents - feeCents) / 100,
    });

    const done = await calls.confirm(id, quote.body.data.refund_amount);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.refunded_now).toBe(true);
    const order = (duffel.orders[0] as any).order;
    expect(duffel.cancellations).toContainEqual(expect.objectContaining({ order_id: order.id, confirmed_at: expect.any(String) }));
    expect((await bookingDetail(api, team, id)).metadata.supplier.status).toBe('cancelled');
    expect(await calls.refundedCents(id)).toBe(paidCents - penaltyCents - feeCents);
  });
});
