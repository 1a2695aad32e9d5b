import { expect } from 'vitest';
import type { RestServer } from '../testing/rest-server';

export type TestTeam = Awaited<ReturnType<RestServer['team']>>;

let clients = 0;

/** A client of the team, through the API. */
export async function newCustomer(api: RestServer, team: TestTeam, name = 'Ana Souza') {
  clients += 1;
  const res = await api.post('/api/v1/clients', {
    key: team.key,
    body: {
      customer_type: 'individual',
      full_name: name,
      email: `customer${clients}@example.com`,
      phone: '+55 11 98765-4321',
      cpf: '529.982.247-25',
    },
  });
  expect(res.status).toBe(201);
  return res.body.data.customer as { id: string; full_name: string; email: string; phone: string; cpf: string };
}

export function bookingBody(customerId: string, overrides: Record<string, unknown> = {}) {
  return {
    customer_id: customerId,
    type: 'hotel',
    title: 'Hotel Copacabana, 3 nights',
    description: 'Sea view double room',
    start_date: '2030-03-10',
    end_date: '2030-03-13',
    total_amount: 1234.56,
    ...overrides,
  };
}

/** Creates a booking through POST and answers its `data`. */
export async function newBooking(api: RestServer, team: TestTeam, customerId: string, overrides: Record<string, unknown> = {}) {
  const res = await api.post('/api/v1/bookings', { key: team.key, body: bookingBody(customerId, overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; booking_number: string; status: string; created_at: string };
}

/** A booking brought to `status` along allowed transitions (through PATCH). */
export async function bookingIn(
  api: RestServer,
  team: TestTeam,
  customerId: string,
  status: string,
  overrides: Record<string, unknown> = {},
) {
  const booking = await newBooking(api, team, customerId, overrides);
  if (status !== 'pending') {
    const res = await api.patch(`/api/v1/bookings/${booking.id}`, { key: team.key, body: { status } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return booking;
}

export async function detail(api: RestServer, team: TestTeam, id: string) {
  const res = await api.get(`/api/v1/bookings/${id}`, { key: team.key });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}
