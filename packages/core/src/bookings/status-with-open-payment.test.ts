import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestServer } from '../testing/rest-server';
import {
  apiErrorOf,
  bookBody,
  bookingDetail,
  newCustomer,
  panelCaller,
  paySandbox,
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

async function bookUnpaid(method: 'pix' | 'boleto') {
  const stay = await prebookStay(api, team);
  const res = await api.post('/api/v1/hotels/book', { key: team.key, body: bookBody(stay.prebook_token, customer.id, { method }) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { booking: { id: string; status: string }; payment: { id: string } };
}

const STILL_OPEN = "The booking's payment is still open: paying it confirms the booking (cancel the booking to close it)";

describe('PATCH /api/v1/bookings/:id status while its PIX or boleto is open', () => {
  it.each([
    ['pix', 'confirmed'],
    ['boleto', 'completed'],
  ] as const)('%s: pending -> %s is 400 INVALID_STATUS_TRANSITION and nothing changes', async (method, status) => {
    const { booking, payment } = await bookUnpaid(method);
    const res = await api.patch(`/api/v1/bookings/${booking.id}`, { key: team.key, body: { status, notes: 'paid at the counter' } });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVALID_STATUS_TRANSITION', error: STILL_OPEN });
    const detail = await bookingDetail(api, team, booking.id);
    expect(detail).toMatchObject({ status: 'pending', notes: null });
    expect(detail.payment.status).toBe('pending');
    expect(detail.status_history).toHaveLength(1);
    // The payment, once it clears, still confirms the booking and issues it at the supplier.
    const paid = await paySandbox(api, team, payment.id);
    expect(paid.booking).toMatchObject({ status: 'confirmed', supplier: { status: 'issued' } });
  });

  it('the panel status change is refused the same way', async () => {
    const { booking } = await bookUnpaid('pix');
    expect(await apiErrorOf(panelCaller(api, team.id).bookings.update({ id: booking.id, status: 'confirmed' }))).toEqual({
      status: 400,
      code: 'INVALID_STATUS_TRANSITION',
      message: STILL_OPEN,
    });
    expect((await bookingDetail(api, team, booking.id)).status).toBe('pending');
  });

  it('other edits and cancelling stay allowed', async () => {
    const { booking } = await bookUnpaid('pix');
    const edited = await api.patch(`/api/v1/bookings/${booking.id}`, {
      key: team.key,
      body: { status: 'pending', notes: 'called the customer' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const cancelled = await api.patch(`/api/v1/bookings/${booking.id}`, { key: team.key, body: { status: 'cancelled' } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const detail = await bookingDetail(api, team, booking.id);
    expect(detail).toMatchObject({ status: 'cancelled', notes: 'called the customer' });
    expect(detail.payment.status).toBe('cancelled');
  });
});
