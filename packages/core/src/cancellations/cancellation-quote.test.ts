import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, type RestServer } from '../testing/rest-server';

/** The contract's error envelope with this status and code. */
function expectError(res: { status: number; body: any }, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expectErrorShape(res.body, code);
}
import {
  bookBody,
  bookingDetail,
  CARD,
  newCustomer,
  panelCaller,
  startHotelApi,
  STAY,
  useHotelClock,
  type TestTeam,
} from '../hotels/test-fixtures';
import { toCents } from '../lib/money';
import { prebookRefundableStay } from './test-fixtures';

// The sandbox agency over REST: a hotel sold by the sandbox supplier and paid by card through the
// sandbox gateway, cancelled with a quote (sandbox policy + the agency's fee) and a partial refund.
let api: RestServer;
let team: TestTeam;
const clock = useHotelClock();

const FEE = { fixedAmount: 25, percent: 5 };
const feeCentsOf = (paidCents: number) => toCents(FEE.fixedAmount) + Math.round((paidCents * FEE.percent * 100) / 10_000);

beforeAll(async () => {
  api = await startHotelApi();
  team = await api.team({ name: 'Cancellation quotes agency' });
  await panelCaller(api, team.id, 'owner').cancellations.updateFee(FEE);
});
afterAll(async () => {
  await api.close();
});

/** Books the first refundable sandbox offer whose free cancellation runs past today. */
async function bookRefundableStay(payment: Record<string, unknown> = { method: 'credit_card', credit_card: CARD }) {
  const { token, offer } = await prebookRefundableStay(api, team);
  const customer = await newCustomer(api, team);
  const booked = await api.post('/api/v1/hotels/book', {
    key: team.key,
    body: bookBody(token, customer.id, payment),
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  return { booking: booked.body.data.booking, payment: booked.body.data.payment, offer };
}

const quoteOf = (id: string) => api.get(`/api/v1/bookings/${id}/cancellation-quote`, { key: team.key });
const confirm = (id: string, refund: number) =>
  api.post(`/api/v1/bookings/${id}/cancellation`, { key: team.key, body: { refund_amount: refund } });
const paymentRow = (bookingId: string) => api.db.payment.findFirstOrThrow({ where: { bookingId } });

describe('cancellation quote and confirmation (sandbox supplier, sandbox gateway)', () => {
  it('inside the free period: no supplier penalty, the agency fee is kept and the rest refunded once', async () => {
    const { booking, payment } = await bookRefundableStay();
    expect(payment.status).toBe('paid');
    const paidCents = toCents(payment.amount);

    const quote = await quoteOf(booking.id);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const fee = feeCentsOf(paidCents);
    expect(quote.body.data).toMatchObject({
      booking_id: booking.id,
      status: 'confirmed',
      currency: 'BRL',
      paid_amount: payment.amount,
      supplier_penalty: 0,
      agency_fee: fee / 100,
      refund_amount: (paidCents - fee) / 100,
      source: 'sandbox_policy',
      supplier: 'sandbox',
    });
    // A quote changes nothing.
    expect((await bookingDetail(api, team, booking.id)).status).toBe('confirmed');

    const done = await confirm(booking.id, quote.body.data.refund_amount);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toEqual({
      id: booking.id,
      status: 'cancelled',
      message: 'Booking cancelled',
      currency: 'BRL',
      supplier_penalty: 0,
      agency_fee: fee / 100,
      refund_amount: (paidCents - fee) / 100,
      refunded_now: true,
    });
    const detail = await bookingDetail(api, team, booking.id);
    expect(detail.status).toBe('cancelled');
    expect(detail.metadata.supplier.status).toBe('cancelled');
    expect(detail.payment.status).toBe('refunded');
    expect(detail.payment.refunded_amount).toBe((paidCents - fee) / 100);
    expect(detail.cancellation).toEqual({
      supplier_penalty: 0,
      agency_fee: fee / 100,
      refund_amount: (paidCents - fee) / 100,
      currency: 'BRL',
    });
    expect(await paymentRow(booking.id)).toMatchObject({ status: 'refunded', amountCents: paidCents, refundedCents: paidCents - fee });
    expect(await api.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({
      cancellationPenaltyCents: 0,
      cancellationFeeCents: fee,
      cancellationRefundCents: paidCents - fee,
    });

    // A second confirmation answers what was recorded and refunds nothing more.
    const again = await confirm(booking.id, quote.body.data.refund_amount);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({ refund_amount: (paidCents - fee) / 100, refunded_now: false });
    expect((await paymentRow(booking.id)).refundedCents).toBe(paidCents - fee);
    const audits = await api.db.auditEvent.count({
      where: { teamId: team.id, action: 'booking.cancellation_refunded', subjectId: booking.id },
    });
    expect(audits).toBe(1);
    const requote = await quoteOf(booking.id);
    expectError(requote, 400, 'INVALID_STATUS_TRANSITION');
  });

  it('past the free cancellation day: the sandbox keeps the net price; the customer gets the markup less the fee', async () => {
    const { booking, payment, offer } = await bookRefundableStay();
    clock.travelTo(`${STAY.checkIn}T12:00:00Z`);
    const paidCents = toCents(payment.amount);
    const netCents = toCents(offer.netPrice);
    const fee = Math.min(feeCentsOf(paidCents), paidCents - netCents);
    const quote = await quoteOf(booking.id);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.data).toMatchObject({
      supplier_penalty: netCents / 100,
      agency_fee: fee / 100,
      refund_amount: (paidCents - netCents - fee) / 100,
    });
    const done = await confirm(booking.id, quote.body.data.refund_amount);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await paymentRow(booking.id)).refundedCents).toBe(paidCents - netCents - fee);
  });

  it('a refund that moved since the quote: 400 PRICE_MISMATCH and nothing changes', async () => {
    const { booking } = await bookRefundableStay();
    const quote = await quoteOf(booking.id);
    const res = await confirm(booking.id, quote.body.data.refund_amount + 0.01);
    expectError(res, 400, 'PRICE_MISMATCH');
    expect(res.body.error).toContain(`The refund is now ${quote.body.data.refund_amount.toFixed(2)} BRL`);
    expect((await bookingDetail(api, team, booking.id)).status).toBe('confirmed');
    expect(await paymentRow(booking.id)).toMatchObject({ status: 'paid', refundedCents: null });
  });

  it('concurrent confirmations refund once', async () => {
    const { booking, payment } = await bookRefundableStay();
    const quote = await quoteOf(booking.id);
    const answers = await Promise.all([1, 2, 3].map(() => confirm(booking.id, quote.body.data.refund_amount)));
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answers.filter((a) => a.body.data.refunded_now)).toHaveLength(1);
    const refund = toCents(quote.body.data.refund_amount);
    expect(refund).toBeLessThan(toCents(payment.amount));
    expect((await paymentRow(booking.id)).refundedCents).toBe(refund);
    expect(
      await api.db.auditEvent.count({ where: { teamId: team.id, action: 'booking.cancellation_refunded', subjectId: booking.id } }),
    ).toBe(1);
  });

  it('an unpaid booking (open PIX): nothing paid, nothing refunded; the charge closes with the booking', async () => {
    const { booking, payment } = await bookRefundableStay({ method: 'pix' });
    expect(payment.status).toBe('pending');
    const quote = await quoteOf(booking.id);
    expect(quote.body.data).toMatchObject({ status: 'pending', paid_amount: 0, supplier_penalty: 0, agency_fee: 0, refund_amount: 0 });
    const done = await confirm(booking.id, 0);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'cancelled', refund_amount: 0, refunded_now: true });
    expect(await paymentRow(booking.id)).toMatchObject({ status: 'cancelled', refundedCents: null });
  });

  it('never more than was paid: a payment already refunded in the panel leaves nothing to refund', async () => {
    const { booking } = await bookRefundableStay();
    expect((await api.del(`/api/v1/bookings/${booking.id}`, { key: team.key })).status).toBe(200);
    await panelCaller(api, team.id, 'owner').payments.refund({ bookingId: booking.id });
    const quote = await quoteOf(booking.id);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.data).toMatchObject({ status: 'cancelled', paid_amount: 0, refund_amount: 0 });
    const done = await confirm(booking.id, 0);
    expect(done.body.data).toMatchObject({ refund_amount: 0, refunded_now: true });
    expect(await paymentRow(booking.id)).toMatchObject({ status: 'refunded', refundedCents: null });
  });

  it("another team's booking is 404; a bad id is 404", async () => {
    const { booking } = await bookRefundableStay();
    const other = await api.team({ name: 'Other agency' });
    expectError(await api.get(`/api/v1/bookings/${booking.id}/cancellation-quote`, { key: other.key }), 404, 'NOT_FOUND');
    expectError(
      await api.post(`/api/v1/bookings/${booking.id}/cancellation`, { key: other.key, body: { refund_amount: 0 } }),
      404,
      'NOT_FOUND',
    );
    expectError(await quoteOf('not-a-uuid'), 404, 'NOT_FOUND');
    expectError(await confirm(booking.id, -1), 400, 'VALIDATION_ERROR');
  });
});
