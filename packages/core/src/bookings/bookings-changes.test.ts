import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectErrorShape, startRestServer, type RestServer } from '../testing/rest-server';
import { bookingIn, detail, newBooking, newCustomer, type TestTeam } from './test-fixtures';

let api: RestServer;
let team: TestTeam;
let other: TestTeam;
let customerId: string;

beforeAll(async () => {
  api = await startRestServer();
  other = await api.team({ name: 'Other agency' });
});
afterAll(() => api.close());

// A team per test: the rules under test here would otherwise run into the 100/min bookings limit.
beforeEach(async () => {
  team = await api.team();
  customerId = (await newCustomer(api, team)).id;
});

const patch = (id: string, body: Record<string, unknown>, key = team.key) => api.patch(`/api/v1/bookings/${id}`, { key, body });

describe('PATCH /api/v1/bookings/:id', () => {
  it('changes only the fields sent and answers id, booking_number, type, status, title, updated_at', async () => {
    const booking = await newBooking(api, team, customerId, { notes: 'Original notes', metadata: { channel: 'phone' } });
    const before = await detail(api, team, booking.id);
    const res = await patch(booking.id, { title: 'Hotel Ipanema, 3 nights' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(['booking_number', 'id', 'status', 'title', 'type', 'updated_at']);
    expect(res.body.data).toMatchObject({
      id: booking.id,
      booking_number: booking.booking_number,
      type: 'hotel',
      status: 'pending',
      title: 'Hotel Ipanema, 3 nights',
    });
    const after = await detail(api, team, booking.id);
    expect(after).toEqual({ ...before, title: 'Hotel Ipanema, 3 nights', updated_at: res.body.data.updated_at });
  });

  it('changes description, dates, total_amount, notes and metadata', async () => {
    const booking = await newBooking(api, team, customerId);
    const body = {
      description: 'Two rooms',
      start_date: '2030-04-01',
      end_date: '2030-04-05',
      total_amount: 2500.1,
      notes: 'Paid by transfer',
      metadata: { channel: 'site' },
    };
    expect((await patch(booking.id, body)).status).toBe(200);
    expect(await detail(api, team, booking.id)).toMatchObject(body);
  });

  it('null clears description, dates and notes', async () => {
    const booking = await newBooking(api, team, customerId, { notes: 'x' });
    expect((await patch(booking.id, { description: null, start_date: null, end_date: null, notes: null })).status).toBe(200);
    expect(await detail(api, team, booking.id)).toMatchObject({ description: null, start_date: null, end_date: null, notes: null });
  });

  it('keeps the hotel flow’s metadata.supplier when metadata is replaced', async () => {
    const booking = await newBooking(api, team, customerId);
    const supplier = { mode: 'manual', status: 'awaiting_issue', locator: null };
    await api.db.booking.update({ where: { id: booking.id }, data: { metadata: { supplier, channel: 'phone' } } });
    await patch(booking.id, { metadata: { channel: 'site' } });
    expect((await detail(api, team, booking.id)).metadata).toEqual({ channel: 'site', supplier });
  });

  it('refuses an end_date before the stored start_date (400 VALIDATION_ERROR)', async () => {
    const booking = await newBooking(api, team, customerId, { start_date: '2030-03-10', end_date: '2030-03-13' });
    const res = await patch(booking.id, { end_date: '2030-03-09' });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toBe('Validation error: end_date: must not be before start_date');
    expect((await detail(api, team, booking.id)).end_date).toBe('2030-03-13');
  });

  it.each([
    ['status', { status: 'done' }, 'status:'],
    ['title', { title: '' }, 'title:'],
    ['total_amount', { total_amount: 1.234 }, 'total_amount: must have at most two decimals'],
    ['start_date', { start_date: '2030-3-1' }, 'start_date: must be a date YYYY-MM-DD'],
    [
      'end_date and start_date sent together',
      { start_date: '2030-05-02', end_date: '2030-05-01' },
      'end_date: must not be before start_date',
    ],
    ['metadata', { metadata: 'text' }, 'metadata:'],
  ])('validates a sent %s (400 VALIDATION_ERROR)', async (_field, body, message) => {
    const booking = await newBooking(api, team, customerId);
    const res = await patch(booking.id, body);
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toContain(`Validation error: ${message}`);
  });

  it.each([
    ['pending', 'confirmed'],
    ['pending', 'cancelled'],
    ['pending', 'completed'],
    ['confirmed', 'completed'],
    ['confirmed', 'cancelled'],
  ])('moves %s -> %s and records it in status_history', async (from, to) => {
    const booking = await bookingIn(api, team, customerId, from);
    const res = await patch(booking.id, { status: to });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe(to);
    const { status, status_history } = await detail(api, team, booking.id);
    expect(status).toBe(to);
    expect(status_history.at(-1)).toEqual({
      from,
      to,
      at: res.body.data.updated_at,
      actor: { type: 'api_key', name: team.key.slice(0, 12) },
      note: null,
    });
    expect(status_history.map((c: { to: string }) => c.to)).toEqual(from === 'pending' ? ['pending', to] : ['pending', from, to]);
  });

  it.each([
    ['confirmed', 'pending'],
    ['cancelled', 'pending'],
    ['cancelled', 'confirmed'],
    ['cancelled', 'completed'],
    ['completed', 'pending'],
    ['completed', 'confirmed'],
    ['completed', 'cancelled'],
  ])('refuses %s -> %s with 400 INVALID_STATUS_TRANSITION and changes nothing', async (from, to) => {
    const booking = await bookingIn(api, team, customerId, from);
    const before = await detail(api, team, booking.id);
    const res = await patch(booking.id, { status: to, title: 'Should not stick' });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'INVALID_STATUS_TRANSITION');
    expect(res.body.error).toBe(`Cannot change status from ${from} to ${to}`);
    expect(await detail(api, team, booking.id)).toEqual(before);
  });

  it('the same status is a no-op: 200, no history entry', async () => {
    const booking = await bookingIn(api, team, customerId, 'confirmed');
    const before = await detail(api, team, booking.id);
    const res = await patch(booking.id, { status: 'confirmed' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'confirmed', updated_at: before.updated_at });
    expect(await detail(api, team, booking.id)).toEqual(before);
  });

  it("another team's booking is 404 NOT_FOUND and nothing changes", async () => {
    const booking = await newBooking(api, team, customerId);
    const res = await patch(booking.id, { title: 'Stolen', status: 'cancelled' }, other.key);
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'NOT_FOUND');
    expect(await detail(api, team, booking.id)).toMatchObject({ title: 'Hotel Copacabana, 3 nights', status: 'pending' });
  });

  it('a malformed id is 404 NOT_FOUND', async () => {
    const res = await patch('BK-2030-000001', { title: 'x' });
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'NOT_FOUND');
  });

  it('gives 403 FORBIDDEN to a read-only key', async () => {
    const booking = await newBooking(api, team, customerId);
    const res = await patch(booking.id, { title: 'x' }, team.readOnlyKey);
    expect(res.status).toBe(403);
    expectErrorShape(res.body, 'FORBIDDEN');
  });
});

describe('DELETE /api/v1/bookings/:id', () => {
  it.each(['pending', 'confirmed'])('cancels a %s booking softly: data { id, status: cancelled, message }', async (from) => {
    const booking = await bookingIn(api, team, customerId, from);
    const res = await api.del(`/api/v1/bookings/${booking.id}`, { key: team.key });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: booking.id, status: 'cancelled', message: 'Booking cancelled' });
    const kept = await detail(api, team, booking.id);
    expect(kept.status).toBe('cancelled');
    expect(kept.status_history.at(-1)).toMatchObject({ from, to: 'cancelled', actor: { type: 'api_key' } });
  });

  it.each([
    ['cancelled', 'Booking is already cancelled'],
    ['completed', 'Completed bookings cannot be cancelled'],
  ])('refuses a %s booking with 400 INVALID_STATUS_TRANSITION and leaves it as it is', async (status, message) => {
    const booking = await bookingIn(api, team, customerId, status);
    const before = await detail(api, team, booking.id);
    const res = await api.del(`/api/v1/bookings/${booking.id}`, { key: team.key });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'INVALID_STATUS_TRANSITION');
    expect(res.body.error).toBe(message);
    expect(await detail(api, team, booking.id)).toEqual(before);
  });

  it("another team's booking is 404 NOT_FOUND and stays pending", async () => {
    const booking = await newBooking(api, team, customerId);
    const res = await api.del(`/api/v1/bookings/${booking.id}`, { key: other.key });
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'NOT_FOUND');
    expect((await detail(api, team, booking.id)).status).toBe('pending');
  });

  it('a malformed id is 404 NOT_FOUND', async () => {
    const res = await api.del('/api/v1/bookings/123', { key: team.key });
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'NOT_FOUND');
  });

  it('gives 403 FORBIDDEN to a read-only key', async () => {
    const booking = await newBooking(api, team, customerId);
    const res = await api.del(`/api/v1/bookings/${booking.id}`, { key: team.readOnlyKey });
    expect(res.status).toBe(403);
    expect((await detail(api, team, booking.id)).status).toBe('pending');
  });
});
