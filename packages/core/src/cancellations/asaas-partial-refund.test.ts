import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toCents } from '../lib/money';
import { startAsaasServer } from '../payments/test-asaas-server';
import { expectErrorShape, type RestServer } from '../testing/rest-server';
import { bookRefundableStayByCard } from './test-fixtures';
import { panelCaller, startHotelApi, STAY, useHotelClock, type TestTeam } from '../hotels/test-fixtures';

// A cancellation refunds part of a card payment through the gateway that took it: Asaas' refund
// with `value` (POST /v3/payments/{id}/refund, https://docs.asaas.com/reference/refund-payment),
// once, however many confirmations arrive together.
let api: RestServer;
let asaas: Awaited<ReturnType<typeof startAsaasServer>>;
let team: TestTeam;
const clock = useHotelClock();

beforeAll(async () => {
  api = await startHotelApi();
  asaas = await startAsaasServer();
  team = await api.team({ name: 'Asaas cancellation agency' });
  const owner = panelCaller(api, team.id, 'owner');
  await owner.team.updateSalesSettings({ paymentGateway: 'asaas', asaasApiKey: '$aact_test_cancel_key', asaasBaseUrl: asaas.url });
  await owner.cancellations.updateFee({ fixedAmount: 0, percent: 2 });
});
afterAll(async () => {
  await asaas.close();
  await api.close();
});
beforeEach(() => {
  asaas.reset();
  asaas.on('POST', '/v3/customers', 200, { id: 'cus_1' });
});

async function bookByCard(chargeId: string) {
  asaas.on('POST', '/v3/payments', 200, { id: chargeId, status: 'CONFIRMED', dueDate: '2030-03-05' });
  asaas.paidCharge(chargeId);
  return bookRefundableStayByCard(api, team);
}

const quoteOf = (id: string) => api.get(`/api/v1/bookings/${id}/cancellation-quote`, { key: team.key });
const confirm = (id: string, refund: number) =>
  api.post(`/api/v1/bookings/${id}/cancellation`, { key: team.key, body: { refund_amount: refund } });
const refundCalls = (chargeId: string) => asaas.requests.filter((r) => r.method === 'POST' && r.path === `/v3/payments/${chargeId}/refund`);

describe('partial refund at Asaas', () => {
  it('refunds exactly the quoted amount with `value`, once, however many confirmations arrive together', async () => {
    const { booking, payment } = await bookByCard('pay_cancel_1');
    const paidCents = toCents(payment.amount);
    const quote = await quoteOf(booking.id);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const feeCents = Math.round((paidCents * 200) / 10_000);
    expect(quote.body.data).toMatchObject({
      paid_amount: payment.amount,
      agency_fee: feeCents / 100,
      refund_amount: (paidCents - feeCents) / 100,
    });

    const answers = await Promise.all([1, 2, 3].map(() => confirm(booking.id, quote.body.data.refund_amount)));
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answers.filter((a) => a.body.data.refunded_now)).toHaveLength(1);
    expect(refundCalls('pay_cancel_1').map((r) => r.body)).toEqual([{ value: (paidCents - feeCents) / 100 }]);
    expect(asaas.refundsOf('pay_cancel_1')).toBe(1);
    expect(await api.db.payment.findFirstOrThrow({ where: { bookingId: booking.id } })).toMatchObject({
      status: 'refunded',
      refundedCents: paidCents - feeCents,
    });
  });

  it('a gateway that refuses the refund: 400 in the envelope, the booking stays cancelled and unsettled, and a later confirmation refunds', async () => {
    const { booking } = await bookByCard('pay_cancel_2');
    // Past the free cancellation: the sandbox keeps its net price, which must survive a failed refund.
    clock.travelTo(`${STAY.checkIn}T12:00:00Z`);
    const quote = await quoteOf(booking.id);
    expect(quote.body.data).toMatchObject({ source: 'sandbox_policy' });
    expect(quote.body.data.supplier_penalty).toBeGreaterThan(0);
    expect(quote.body.data.refund_amount).toBeGreaterThan(0);
    // Not a `paidCharge` any more: Asaas answers the refund 404 (the charge is unknown to it).
    asaas.reset();
    const refused = await confirm(booking.id, quote.body.data.refund_amount);
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expectErrorShape(refused.body, 'VALIDATION_ERROR');
    expect(refused.body.error).toContain('Charge not found at the payment gateway');
    const row = await api.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(row).toMatchObject({ status: 'cancelled', cancellationRefundCents: null });
    expect(await api.db.payment.findFirstOrThrow({ where: { bookingId: booking.id } })).toMatchObject({
      status: 'paid',
      refundedCents: null,
    });

    asaas.paidCharge('pay_cancel_2');
    const requote = await quoteOf(booking.id);
    expect(requote.body.data).toMatchObject({
      source: 'recorded',
      supplier_penalty: quote.body.data.supplier_penalty,
      refund_amount: quote.body.data.refund_amount,
    });
    const done = await confirm(booking.id, quote.body.data.refund_amount);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(refundCalls('pay_cancel_2').at(-1)!.body).toEqual({ value: quote.body.data.refund_amount });
    expect(asaas.refundsOf('pay_cancel_2')).toBe(1);
  });
});
