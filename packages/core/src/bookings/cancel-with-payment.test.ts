import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestServer } from '../testing/rest-server';
import {
  apiErrorOf,
  bookBody,
  bookingDetail,
  CARD,
  newCustomer,
  panelCaller,
  prebookStay,
  startHotelApi,
  useHotelClock,
  type TestTeam,
} from '../hotels/test-fixtures';

let api: RestServer;
let team: TestTeam;
let customer: { id: string };
useHotelClock();

beforeAll(async () => {
  api = await startHotelApi();
  team = await api.team();
  customer = await newCustomer(api, team);
});
afterAll(() => api.close());

async function book(payment: Record<string, unknown>) {
  const stay = await prebookStay(api, team);
  const res = await api.post('/api/v1/hotels/book', { key: team.key, body: bookBody(stay.prebook_token, customer.id, payment) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { booking: { id: string; status: string }; payment: { id: string } };
}

describe('cancelling a booking whose payment is still open', () => {
  it.each([
    ['DELETE', 'pix', 'PIX payment cancelled'],
    ['PATCH status cancelled', 'boleto', 'Boleto payment cancelled'],
  ] as const)('%s: the %s payment closes with the booking, and can no longer be paid', async (how, method, note) => {
    const { booking, payment } = await book({ method });
    expect(booking.status).toBe('pending');
    const res =
      how === 'DELETE'
        ? await api.del(`/api/v1/bookings/${booking.id}`, { key: team.key })
        : await api.patch(`/api/v1/bookings/${booking.id}`, { key: team.key, body: { status: 'cancelled' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const detail = await bookingDetail(api, team, booking.id);
    expect(detail.status).toBe('cancelled');
    expect(detail.payment.status).toBe('cancelled');
    expect(detail.status_history.at(-1)).toMatchObject({ from: 'pending', to: 'cancelled', note });
    const pay = await api.post(`/api/v1/sandbox/payments/${payment.id}/pay`, { key: team.testKey });
    expect(pay.status).toBe(400);
    expect((await bookingDetail(api, team, booking.id)).status).toBe('cancelled');
  });

  it('a booking paid by card keeps its paid payment when cancelled: a refund is the agency’s decision', async () => {
    const { booking } = await book({ method: 'credit_card', credit_card: CARD });
    expect(booking.status).toBe('confirmed');
    expect((await api.del(`/api/v1/bookings/${booking.id}`, { key: team.key })).status).toBe(200);
    const detail = await bookingDetail(api, team, booking.id);
    expect(detail.status).toBe('cancelled');
    expect(detail.payment.status).toBe('paid');
    expect(detail.status_history.at(-1).note).toBeNull();
  });

  it('another team cannot cancel it, and its payment stays open', async () => {
    const { booking } = await book({ method: 'pix' });
    const other = await api.team();
    expect((await api.del(`/api/v1/bookings/${booking.id}`, { key: other.key })).status).toBe(404);
    const detail = await bookingDetail(api, team, booking.id);
    expect(detail.status).toBe('pending');
    expect(detail.payment.status).toBe('pending');
  });
});

/** A hotel booking paid by card and issued at the supplier at once. */
async function paidAndIssued() {
  const stay = await prebookStay(api, team);
  const res = await api.post('/api/v1/hotels/book', {
    key: team.key,
    body: bookBody(stay.prebook_token, customer.id, { method: 'credit_card', credit_card: CARD }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id: string = res.body.data.booking.id;
  expect((await bookingDetail(api, team, id)).metadata.supplier).toMatchObject({ status: 'issued' });
  return id;
}

describe('settling a cancelled booking from the panel: refund and supplier cancellation', () => {
  it('an owner refunds the paid payment once; an agent may not', async () => {
    const id = await paidAndIssued();
    expect(await apiErrorOf(panelCaller(api, team.id, 'owner').payments.refund({ bookingId: id }))).toMatchObject({
      status: 400,
      message: 'Cancel the booking before refunding its payment',
    });
    expect((await api.del(`/api/v1/bookings/${id}`, { key: team.key })).status).toBe(200);
    expect(await apiErrorOf(panelCaller(api, team.id, 'agent').payments.refund({ bookingId: id }))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect((await bookingDetail(api, team, id)).payment.status).toBe('paid');
    const refunded = await panelCaller(api, team.id, 'owner').payments.refund({ bookingId: id });
    expect(refunded.status).toBe('refunded');
    expect((await bookingDetail(api, team, id)).payment.status).toBe('refunded');
    expect(await apiErrorOf(panelCaller(api, team.id, 'admin').payments.refund({ bookingId: id }))).toMatchObject({
      status: 400,
      message: 'This booking has no paid payment to refund',
    });
  });

  it('an agent cancels the reservation at the supplier once the booking is cancelled', async () => {
    const id = await paidAndIssued();
    const agent = panelCaller(api, team.id, 'agent');
    expect(await apiErrorOf(agent.bookings.cancelAtSupplier({ id }))).toMatchObject({
      status: 400,
      message: 'Cancel the booking before cancelling it at the supplier',
    });
    await api.del(`/api/v1/bookings/${id}`, { key: team.key });
    const { locator } = await agent.bookings.cancelAtSupplier({ id });
    const detail = await bookingDetail(api, team, id);
    expect(detail.metadata.supplier).toMatchObject({ status: 'cancelled', locator });
    expect(await apiErrorOf(agent.bookings.cancelAtSupplier({ id }))).toMatchObject({
      status: 400,
      message: 'This booking holds no reservation at a supplier',
    });
  });

  it("another team's booking, or no booking, is not found, and nothing changes", async () => {
    const id = await paidAndIssued();
    await api.del(`/api/v1/bookings/${id}`, { key: team.key });
    const other = await api.team();
    expect(await apiErrorOf(panelCaller(api, other.id, 'owner').payments.refund({ bookingId: id }))).toMatchObject({ status: 404 });
    expect(await apiErrorOf(panelCaller(api, other.id, 'owner').bookings.cancelAtSupplier({ id }))).toMatchObject({ status: 404 });
    expect(await apiErrorOf(panelCaller(api, team.id, 'owner').payments.refund({ bookingId: 'not-a-booking' }))).toMatchObject({
      status: 404,
    });
    expect(await apiErrorOf(panelCaller(api, team.id, 'owner').bookings.cancelAtSupplier({ id: 'not-a-booking' }))).toMatchObject({
      status: 404,
    });
    const detail = await bookingDetail(api, team, id);
    expect(detail.payment.status).toBe('paid');
    expect(detail.metadata.supplier.status).toBe('issued');
  });
});
