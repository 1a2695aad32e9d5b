import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingDetail, panelCaller, searchBody, startFlightApi, useFlightClock, type TestTeam } from '../flights/test-fixtures';
import { toCents } from '../lib/money';
import type { RestServer } from '../testing/rest-server';
import { bookPaidFlight, cancellationCalls } from './test-fixtures';

// A paid sandbox flight (online supplier, sandbox gateway) cancelled with the sandbox airline's fare
// rules (packages/suppliers/src/flights/sandbox/fare-rules.ts): a non-refundable fare keeps its base
// fare, a refundable one is free until 7 days before departure (2030-04-10) and costs R$ 250 after.
let api: RestServer;
let team: TestTeam;
let calls: ReturnType<typeof cancellationCalls>;
const calendar = useFlightClock();
const FEE_CENTS = 3000;

beforeAll(async () => {
  api = await startFlightApi();
  team = await api.team({ name: 'Sandbox flight cancellation agency' });
  calls = cancellationCalls(api, team);
  await panelCaller(api, team.id, 'owner').cancellations.updateFee({ fixedAmount: FEE_CENTS / 100, percent: 0 });
});
afterAll(async () => {
  await api.close();
});

const paidFlight = (refundable: boolean) =>
  bookPaidFlight(api, team, searchBody(), (groups) => groups.flatMap((g) => g.offers).find((o: any) => o.refundable === refundable));

describe('cancelling a paid sandbox flight under its fare rules', () => {
  it('non-refundable: the airline keeps the base fare and gives back the taxes; the customer gets paid - penalty - fee, once', async () => {
    const { id, paidCents, offer } = await paidFlight(false);
    const penaltyCents = toCents(offer.price.base);
    expect(penaltyCents).toBeGreaterThan(0);
    const refundCents = paidCents - penaltyCents - FEE_CENTS;
    const quote = await calls.quoteOf(id);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.data).toMatchObject({
      source: 'sandbox_policy',
      supplier: 'sandbox',
      supplier_amount: { amount: offer.price.taxes, currency: 'BRL' },
      supplier_penalty: penaltyCents / 100,
      agency_fee: FEE_CENTS / 100,
      refund_amount: refundCents / 100,
      exchange_rate: null,
    });

    const [first, second] = await Promise.all([calls.confirm(id, refundCents / 100), calls.confirm(id, refundCents / 100)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.data.refunded_now, second.body.data.refunded_now].sort()).toEqual([false, true]);
    const detail = await bookingDetail(api, team, id);
    expect(detail).toMatchObject({ status: 'cancelled', metadata: { supplier: { status: 'cancelled' } } });
    expect(detail.payment.refunded_amount).toBe(refundCents / 100);
    expect(detail.cancellation).toEqual({
      supplier_penalty: penaltyCents / 100,
      agency_fee: FEE_CENTS / 100,
      refund_amount: refundCents / 100,
      currency: 'BRL',
    });
    expect(await api.db.payment.findFirstOrThrow({ where: { bookingId: id } })).toMatchObject({ refundedCents: refundCents });
    // Settled: nothing more to quote or refund.
    expect((await calls.quoteOf(id)).status).toBe(400);
  });

  it('refundable: free until 7 days before departure, then R$ 250 per seat and direction', async () => {
    const { id, paidCents } = await paidFlight(true);
    const free = await calls.quoteOf(id);
    expect(free.body.data).toMatchObject({ supplier_penalty: 0, refund_amount: (paidCents - FEE_CENTS) / 100 });
    calendar.travelTo('2030-04-04T12:00:00Z');
    const late = await calls.quoteOf(id);
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect(late.body.data).toMatchObject({ supplier_penalty: 250, refund_amount: (paidCents - 25_000 - FEE_CENTS) / 100 });
  });
});
