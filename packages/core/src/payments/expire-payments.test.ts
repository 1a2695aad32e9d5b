import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestServer } from '../testing/rest-server';
import { bookBody, bookingDetail, newCustomer, prebookStay, startHotelApi, useHotelClock, type TestTeam } from '../hotels/test-fixtures';
import { expireOverduePayments } from './expire-payments';

let api: RestServer;
let team: TestTeam;
let customer: { id: string };
const clock = useHotelClock();

beforeAll(async () => {
  api = await startHotelApi();
  team = await api.team();
  customer = await newCustomer(api, team);
});
afterAll(() => api.close());

async function pending(method: 'pix' | 'boleto') {
  const stay = await prebookStay(api, team);
  const res = await api.post('/api/v1/hotels/book', { key: team.key, body: bookBody(stay.prebook_token, customer.id, { method }) });
  expect(res.status).toBe(201);
  return res.body.data as { booking: { id: string }; payment: { id: string; expires_at: string } };
}

describe('expiry of unpaid PIX and boleto payments', () => {
  it('a PIX unpaid 30 minutes later expires and its booking is cancelled, with history', async () => {
    const { booking, payment } = await pending('pix');
    expect(await expireOverduePayments(api.db, new Date(Date.parse(payment.expires_at) - 1000))).toEqual({ expired: 0 });
    const later = new Date(Date.parse(payment.expires_at) + 1000);
    expect((await expireOverduePayments(api.db, later)).expired).toBeGreaterThanOrEqual(1);
    expect((await api.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('expired');
    clock.travelTo(later);
    const detail = await bookingDetail(api, team, booking.id);
    expect(detail.status).toBe('cancelled');
    expect(detail.status_history.at(-1)).toMatchObject({
      from: 'pending',
      to: 'cancelled',
      actor: { type: 'system', name: 'Payment expiry' },
      note: 'PIX payment expired unpaid',
    });
    const pay = await api.post(`/api/v1/sandbox/payments/${payment.id}/pay`, { key: team.testKey });
    expect(pay.status).toBe(400);
  });

  it('a paid payment never expires', async () => {
    const { payment } = await pending('boleto');
    await api.post(`/api/v1/sandbox/payments/${payment.id}/pay`, { key: team.testKey });
    await expireOverduePayments(api.db, new Date(Date.parse(payment.expires_at) + 60_000));
    expect((await api.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('paid');
  });
});
