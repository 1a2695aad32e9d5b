import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestServer } from '../testing/rest-server';
import { bookBody, bookingDetail, CARD, newCustomer, prebookStay, startHotelApi, useHotelClock, type TestTeam } from '../hotels/test-fixtures';

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
