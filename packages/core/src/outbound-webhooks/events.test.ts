import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completePastBookings } from '../bookings/complete-past-bookings';
import { bookBody, CARD, newCustomer, paySandbox, prebookStay, startHotelApi, useHotelClock, type TestTeam } from '../hotels/test-fixtures';
import { expireQuotes } from '../quotes/expire-quotes';
import { quoteBody } from '../quotes/test-fixtures';
import type { RestServer } from '../testing/rest-server';

let api: RestServer;
let team: TestTeam;
let quiet: TestTeam;
let customer: { id: string };
let endpointId: string;
const clock = useHotelClock();

const ALL_EVENTS = [
  'booking.created',
  'booking.confirmed',
  'booking.cancelled',
  'booking.completed',
  'payment.paid',
  'quote.sent',
  'quote.accepted',
  'quote.declined',
  'quote.expired',
];

beforeAll(async () => {
  api = await startHotelApi();
  team = await api.team();
  quiet = await api.team({ name: 'No endpoints' });
  customer = await newCustomer(api, team);
  const res = await api.post('/api/v1/webhooks', { key: team.key, body: { url: 'https://hooks.example.com/all', events: ALL_EVENTS } });
  expect(res.status).toBe(201);
  endpointId = res.body.data.id;
});
afterAll(() => api.close());

/**
 * The events written for one resource (by `data.id`). The test clock is frozen within a test, so
 * several share a created_at: they are listed in the order statuses move (the order of ALL_EVENTS).
 */
async function eventsAbout(resourceId: string) {
  const rows = await api.db.webhookDelivery.findMany({ where: { teamId: team.id } });
  return rows
    .map((row) => ({ row, payload: row.payload as { id: string; type: string; created_at: string; data: Record<string, unknown> } }))
    .filter(({ payload }) => payload.data.id === resourceId)
    .sort(
      (a, b) =>
        a.row.createdAt.getTime() - b.row.createdAt.getTime() || ALL_EVENTS.indexOf(a.payload.type) - ALL_EVENTS.indexOf(b.payload.type),
    );
}

async function manualBooking(key = team.key, customerId = customer.id) {
  const res = await api.post('/api/v1/bookings', {
    key,
    body: {
      customer_id: customerId,
      type: 'hotel',
      title: 'Hotel Copacabana',
      start_date: '2030-03-10',
      end_date: '2030-03-13',
      total_amount: 1234.5,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; booking_number: string };
}

describe('booking events', () => {
  it('a manual booking writes booking.created in its transaction: one pending delivery with { id, type, created_at, data }', async () => {
    const booking = await manualBooking();
    const events = await eventsAbout(booking.id);
    expect(events.map((e) => e.payload.type)).toEqual(['booking.created']);
    const { row, payload } = events[0]!;
    expect(row).toMatchObject({ endpointId, eventType: 'booking.created', status: 'pending', attempts: 0, eventId: payload.id });
    expect(payload.created_at).toBe(clock.now().toISOString());
    expect(payload.data).toEqual({
      id: booking.id,
      booking_number: booking.booking_number,
      type: 'hotel',
      status: 'pending',
      total_amount: 1234.5,
      currency: 'BRL',
      customer_id: customer.id,
    });
  });

  it('PATCH to confirmed writes booking.confirmed, DELETE booking.cancelled', async () => {
    const booking = await manualBooking();
    expect((await api.patch(`/api/v1/bookings/${booking.id}`, { key: team.key, body: { status: 'confirmed' } })).status).toBe(200);
    expect((await api.del(`/api/v1/bookings/${booking.id}`, { key: team.key })).status).toBe(200);
    const events = await eventsAbout(booking.id);
    expect(events.map((e) => [e.payload.type, e.payload.data.status])).toEqual([
      ['booking.created', 'pending'],
      ['booking.confirmed', 'confirmed'],
      ['booking.cancelled', 'cancelled'],
    ]);
  });

  it('a refused transition writes no event (the transaction rolled back)', async () => {
    const booking = await manualBooking();
    await api.del(`/api/v1/bookings/${booking.id}`, { key: team.key });
    const refused = await api.patch(`/api/v1/bookings/${booking.id}`, { key: team.key, body: { status: 'confirmed' } });
    expect(refused.status).toBe(400);
    expect((await eventsAbout(booking.id)).map((e) => e.payload.type)).toEqual(['booking.created', 'booking.cancelled']);
  });

  it('the daily completion writes booking.completed in its one statement', async () => {
    const booking = await manualBooking();
    await api.patch(`/api/v1/bookings/${booking.id}`, { key: team.key, body: { status: 'confirmed' } });
    const later = new Date('2030-04-01T12:00:00Z');
    expect((await completePastBookings(api.db, later)).map((b) => b.id)).toContain(booking.id);
    const completed = (await eventsAbout(booking.id)).find((e) => e.payload.type === 'booking.completed')!;
    expect(completed.payload.data).toMatchObject({ id: booking.id, status: 'completed', total_amount: 1234.5 });
    expect(completed.row.createdAt.toISOString()).toBe(later.toISOString());
  });

  it('a team without endpoints gets no rows', async () => {
    const someone = await newCustomer(api, quiet);
    const booking = await manualBooking(quiet.key, someone.id);
    await api.patch(`/api/v1/bookings/${booking.id}`, { key: quiet.key, body: { status: 'confirmed' } });
    expect(await api.db.webhookDelivery.count({ where: { teamId: quiet.id } })).toBe(0);
  });
});

describe('endpoints and subscriptions', () => {
  it('only subscribed, active endpoints get a row; every endpoint gets the same event id', async () => {
    const second = await api.post('/api/v1/webhooks', {
      key: team.key,
      body: { url: 'https://b.example.com/hook', events: ['booking.created'] },
    });
    const unsubscribed = await api.post('/api/v1/webhooks', {
      key: team.key,
      body: { url: 'https://c.example.com/hook', events: ['quote.sent'] },
    });
    const disabled = await api.post('/api/v1/webhooks', {
      key: team.key,
      body: { url: 'https://d.example.com/hook', events: ['booking.created'] },
    });
    await api.del(`/api/v1/webhooks/${disabled.body.data.id}`, { key: team.key });
    const booking = await manualBooking();
    const rows = (await eventsAbout(booking.id)).map((e) => e.row);
    expect(rows.map((r) => r.endpointId).sort()).toEqual([endpointId, second.body.data.id].sort());
    expect(new Set(rows.map((r) => r.eventId)).size).toBe(1);
    expect(rows.some((r) => r.endpointId === unsubscribed.body.data.id)).toBe(false);
    await api.del(`/api/v1/webhooks/${second.body.data.id}`, { key: team.key });
    await api.del(`/api/v1/webhooks/${unsubscribed.body.data.id}`, { key: team.key });
  });
});

describe('quote events', () => {
  it('sending a quote writes quote.sent; editing it while sent writes nothing more; the customer accepting writes quote.accepted', async () => {
    const created = await api.post('/api/v1/quotes', { key: team.key, body: quoteBody(customer.id) });
    const quote = created.body.data.quote as { id: string; number: string; share_url: string };
    expect(await eventsAbout(quote.id)).toEqual([]);
    expect((await api.patch(`/api/v1/quotes/${quote.id}`, { key: team.key, body: { status: 'sent' } })).status).toBe(200);
    expect((await api.patch(`/api/v1/quotes/${quote.id}`, { key: team.key, body: { notes: 'Updated notes' } })).status).toBe(200);
    const token = quote.share_url.split('/q/')[1]!;
    const { version } = (await api.get(`/api/public/quotes/${token}`)).body.data;
    expect((await api.post(`/api/public/quotes/${token}/accept`, { body: { version } })).status).toBe(200);
    const events = await eventsAbout(quote.id);
    expect(events.map((e) => e.payload.type)).toEqual(['quote.sent', 'quote.accepted']);
    expect(events[0]!.payload.data).toEqual({
      id: quote.id,
      number: quote.number,
      status: 'sent',
      total: created.body.data.quote.total,
      customer_id: customer.id,
    });
  });

  it('the expiry job writes quote.expired', async () => {
    const created = await api.post('/api/v1/quotes', { key: team.key, body: quoteBody(customer.id, { valid_until: '2030-03-20' }) });
    const id = created.body.data.quote.id as string;
    await api.patch(`/api/v1/quotes/${id}`, { key: team.key, body: { status: 'sent' } });
    await expireQuotes(api.db, new Date('2030-03-25T12:00:00Z'));
    expect((await eventsAbout(id)).map((e) => [e.payload.type, e.payload.data.status])).toEqual([
      ['quote.sent', 'sent'],
      ['quote.expired', 'expired'],
    ]);
  });
});

describe('payment events', () => {
  it('a PIX booking: booking.created at book, then payment.paid and booking.confirmed when the payment clears', async () => {
    const stay = await prebookStay(api, team);
    const res = await api.post('/api/v1/hotels/book', {
      key: team.key,
      body: bookBody(stay.prebook_token, customer.id, { method: 'pix' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { booking, payment } = res.body.data as { booking: { id: string }; payment: { id: string; amount: number } };
    expect((await eventsAbout(booking.id)).map((e) => e.payload.type)).toEqual(['booking.created']);
    await paySandbox(api, team, payment.id);
    expect((await eventsAbout(booking.id)).map((e) => e.payload.type)).toEqual(['booking.created', 'booking.confirmed']);
    const paid = await eventsAbout(payment.id);
    expect(paid.map((e) => e.payload.type)).toEqual(['payment.paid']);
    expect(paid[0]!.payload.data).toMatchObject({ id: payment.id, booking_id: booking.id, method: 'pix', status: 'paid' });
    expect(typeof paid[0]!.payload.data.amount).toBe('number');
  });

  it('a card paid at book writes booking.created, booking.confirmed and payment.paid with the booking', async () => {
    const stay = await prebookStay(api, team);
    const res = await api.post('/api/v1/hotels/book', {
      key: team.key,
      body: bookBody(stay.prebook_token, customer.id, { method: 'credit_card', credit_card: CARD }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { booking, payment } = res.body.data as { booking: { id: string }; payment: { id: string } };
    expect((await eventsAbout(booking.id)).map((e) => e.payload.type)).toEqual(['booking.created', 'booking.confirmed']);
    expect((await eventsAbout(payment.id)).map((e) => [e.payload.type, e.payload.data.method])).toEqual([['payment.paid', 'credit_card']]);
  });
});
