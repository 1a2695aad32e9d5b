import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestServer } from '../testing/rest-server';
import { expireOverduePayments } from '../payments/expire-payments';
import { bookBody, bookingDetail, newCustomer, prebookFlight, startFlightApi, useFlightClock, type TestTeam } from './test-fixtures';

let api: RestServer;
let team: TestTeam;
let customer: { id: string };
const clock = useFlightClock();

beforeAll(async () => {
  api = await startFlightApi();
  team = await api.team();
  customer = await newCustomer(api, team);
});
afterAll(() => api.close());

async function bookWithPix(provider: 'online_supplier' | 'offline_supplier') {
  const flight = await prebookFlight(api, team, { provider });
  const res = await api.post('/api/v1/flights/book', {
    key: team.key,
    body: bookBody(flight.prebook_token, customer.id, { method: 'pix' }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { booking: { id: string; external_locator: string | null }; payment: { id: string; expires_at: string } };
}

describe('an unpaid PIX on a flight booking', () => {
  it('online supplier: the booking is cancelled and the reservation issued at book is released at the supplier', async () => {
    const { booking, payment } = await bookWithPix('online_supplier');
    expect(booking.external_locator).toMatch(/^[A-Z2-9]{6}$/);
    const later = new Date(Date.parse(payment.expires_at) + 1000);
    expect((await expireOverduePayments(api.db, later)).expired).toBeGreaterThanOrEqual(1);
    clock.travelTo(later);
    const detail = await bookingDetail(api, team, booking.id);
    expect(detail.status).toBe('cancelled');
    expect(detail.payment.status).toBe('expired');
    expect(detail.metadata.supplier).toEqual({ mode: 'automatic', status: 'cancelled', locator: booking.external_locator });
  });

  it('cancelled by the agency before it is paid: the PIX closes and the reservation is released at the supplier', async () => {
    const { booking } = await bookWithPix('online_supplier');
    expect((await api.del(`/api/v1/bookings/${booking.id}`, { key: team.key })).status).toBe(200);
    const detail = await bookingDetail(api, team, booking.id);
    expect(detail.status).toBe('cancelled');
    expect(detail.payment.status).toBe('cancelled');
    expect(detail.metadata.supplier).toEqual({ mode: 'automatic', status: 'cancelled', locator: booking.external_locator });
  });

  it('offline supplier: the booking is cancelled; nothing was issued, so nothing is released', async () => {
    const { booking, payment } = await bookWithPix('offline_supplier');
    const later = new Date(Date.parse(payment.expires_at) + 1000);
    await expireOverduePayments(api.db, later);
    clock.travelTo(later);
    const detail = await bookingDetail(api, team, booking.id);
    expect(detail.status).toBe('cancelled');
    expect(detail.metadata.supplier).toEqual({ mode: 'manual', status: 'awaiting_payment', locator: null });
  });
});
