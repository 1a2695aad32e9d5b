import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestServer } from '../testing/rest-server';
import { apiErrorOf, bookBody, bookingDetail, CARD, newCustomer, panelCaller, prebookStay, startHotelApi, useHotelClock, type TestTeam } from '../hotels/test-fixtures';

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

/** A hotel booking paid by card and issued at the supplier at once. */
async function paidAndIssued() {
  const stay = await prebookStay(api, team);
  const res = await api.post('/api/v1/hotels/book', { key: team.key, body: bookBody(stay.prebook_token, customer.id, { method: 'credit_card', credit_card: CARD }) });
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
    expect(await apiErrorOf(panelCaller(api, team.id, 'agent').payments.refund({ bookingId: id }))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
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
    expect(await apiErrorOf(agent.bookings.cancelAtSupplier({ id }))).toMatchObject({ status: 400, message: 'Cancel the booking before cancelling it at the supplier' });
    await api.del(`/api/v1/bookings/${id}`, { key: team.key });
    const { locator } = await agent.bookings.cancelAtSupplier({ id });
    const detail = await bookingDetail(api, team, id);
    expect(detail.metadata.supplier).toMatchObject({ status: 'cancelled', locator });
    expect(await apiErrorOf(agent.bookings.cancelAtSupplier({ id }))).toMatchObject({ status: 400, message: 'This booking holds no reservation at a supplier' });
  });

  it("another team's booking is not found, and nothing changes", async () => {
    const id = await paidAndIssued();
    await api.del(`/api/v1/bookings/${id}`, { key: team.key });
    const other = await api.team();
    expect(await apiErrorOf(panelCaller(api, other.id, 'owner').payments.refund({ bookingId: id }))).toMatchObject({ status: 404 });
    expect(await apiErrorOf(panelCaller(api, other.id, 'owner').bookings.cancelAtSupplier({ id }))).toMatchObject({ status: 404 });
    const detail = await bookingDetail(api, team, id);
    expect(detail.payment.status).toBe('paid');
    expect(detail.metadata.supplier.status).toBe('issued');
  });
});
