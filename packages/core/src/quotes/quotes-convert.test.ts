import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, startRestServer, type RestServer } from '../testing/rest-server';
import { flightItem, hotelItem, newCustomer, quoteDetail, quoteIn, useQuoteClock, type TestTeam } from './test-fixtures';

let api: RestServer;
let team: TestTeam;
let customerId: string;

const calendar = useQuoteClock();
beforeAll(async () => {
  api = await startRestServer();
  team = await api.team();
  customerId = (await newCustomer(api, team, 'Davi Rocha')).id;
});
afterAll(() => api.close());

const convert = (id: string) => api.post(`/api/v1/quotes/${id}/convert`, { key: team.key });

describe('POST /api/v1/quotes/:id/convert', () => {
  it('turns an accepted quote into a pending package booking with its customer, items and total', async () => {
    const quote = await quoteIn(api, team, customerId, 'accepted', { discount_type: 'percentage', discount_value: 10 });
    const res = await convert(quote.id);
    expect(res.status).toBe(201);
    const { booking, quote: converted } = res.body.data;
    expect(booking).toEqual({
      id: expect.any(String),
      booking_number: expect.stringMatching(/^BK-2030-\d{6}$/),
      type: 'package',
      status: 'pending',
      title: quote.title,
      customer_id: customerId,
      start_date: null,
      end_date: null,
      total_amount: 4410.9,
      currency: 'BRL',
      created_at: calendar.now().toISOString(),
    });
    expect(converted).toMatchObject({ id: quote.id, status: 'accepted', booking_id: booking.id });

    const stored = (await api.get(`/api/v1/bookings/${booking.id}`, { key: team.key })).body.data;
    expect(stored.customer.id).toBe(customerId);
    expect(stored.metadata).toEqual({ quote_id: quote.id, quote_number: quote.number });
    expect(stored.items.map(({ id: _id, ...item }: { id: string }) => item)).toEqual([
      {
        type: 'hotel',
        name: hotelItem.description,
        description: hotelItem.details,
        quantity: 3,
        unit_price: 1200,
        total_price: 3600,
        currency: 'BRL',
        details: {},
      },
      {
        type: 'flight',
        name: flightItem.description,
        description: null,
        quantity: 2,
        unit_price: 650.5,
        total_price: 1301,
        currency: 'BRL',
        details: {},
      },
    ]);
    expect(stored.status_history).toHaveLength(1);
    expect(stored.status_history[0]).toMatchObject({ to: 'pending', note: `Converted from quote ${quote.number}` });

    const detail = await quoteDetail(api, team, quote.id);
    expect(detail.booking_id).toBe(booking.id);
    expect(detail.history.at(-1)).toMatchObject({ status: 'accepted', note: `Converted to booking ${booking.booking_number}` });
  });

  it('a second convert answers the same booking and makes no other', async () => {
    const quote = await quoteIn(api, team, customerId, 'accepted');
    const first = await convert(quote.id);
    const second = await convert(quote.id);
    expect(second.status).toBe(201);
    expect(second.body.data.booking).toEqual(first.body.data.booking);
    expect(await api.db.booking.count({ where: { metadata: { path: ['quote_id'], equals: quote.id } } })).toBe(1);
    expect(
      (await quoteDetail(api, team, quote.id)).history.filter((e: { note: string | null }) => e.note?.startsWith('Converted')),
    ).toHaveLength(1);
  });

  it('a converted quote that is cancelled later still answers its booking', async () => {
    const quote = await quoteIn(api, team, customerId, 'accepted');
    const first = await convert(quote.id);
    await api.patch(`/api/v1/quotes/${quote.id}`, { key: team.key, body: { status: 'cancelled' } });
    expect((await convert(quote.id)).body.data.booking.id).toBe(first.body.data.booking.id);
  });

  it.each([
    ['only hotels', [hotelItem, { ...hotelItem, description: 'Second hotel' }], 'hotel'],
    ['only flights', [flightItem], 'flight'],
    ['only experiences', [{ type: 'experience', description: 'Sugarloaf cable car', quantity: 2, unit_price: 195 }], 'experience'],
    ['hotel and flight', [hotelItem, flightItem], 'package'],
    ['only services', [{ type: 'service', description: 'Guide', quantity: 1, unit_price: 300 }], 'package'],
  ])('the booking type: %s -> %s', async (_case, items, type) => {
    const quote = await quoteIn(api, team, customerId, 'accepted', { items });
    expect((await convert(quote.id)).body.data.booking.type).toBe(type);
  });

  it('a line with a fractional quantity or sub-cent price becomes one unit at its line total, quoted figures kept', async () => {
    const quote = await quoteIn(api, team, customerId, 'accepted', {
      items: [{ type: 'service', description: 'Guide, half days', quantity: 2.5, unit_price: 100.1234 }],
    });
    const { booking } = (await convert(quote.id)).body.data;
    expect(booking.total_amount).toBe(250.31);
    const stored = (await api.get(`/api/v1/bookings/${booking.id}`, { key: team.key })).body.data;
    expect(stored.items[0]).toMatchObject({
      quantity: 1,
      unit_price: 250.31,
      total_price: 250.31,
      details: { quoted_quantity: 2.5, quoted_unit_price: 100.1234 },
    });
  });

  it.each(['draft', 'sent', 'declined', 'expired', 'cancelled'])(
    'a %s quote is 400 INVALID_STATUS_TRANSITION and no booking is made',
    async (status) => {
      const quote = await quoteIn(api, team, customerId, status);
      const bookings = await api.db.booking.count();
      const res = await convert(quote.id);
      expect(res.status).toBe(400);
      expectErrorShape(res.body, 'INVALID_STATUS_TRANSITION');
      expect(res.body.error).toBe(`Cannot convert a ${status} quote: only accepted quotes become bookings`);
      expect(await api.db.booking.count()).toBe(bookings);
      expect((await quoteDetail(api, team, quote.id)).booking_id).toBeNull();
    },
  );

  it('a read-only key cannot convert (403)', async () => {
    const quote = await quoteIn(api, team, customerId, 'accepted');
    expect((await api.post(`/api/v1/quotes/${quote.id}/convert`, { key: team.readOnlyKey })).status).toBe(403);
  });
});
