import { expect } from 'vitest';
import { bookBody as flightBookBody, prebookBody as flightPrebookBody } from '../flights/test-fixtures';
import { bookBody, CARD, newCustomer, prebookBody, searchHotels, type TestTeam } from '../hotels/test-fixtures';
import { toCents } from '../lib/money';
import type { RestServer } from '../testing/rest-server';

/** The cancellation endpoints over REST for one team, and what its payment of a booking has had refunded. */
export function cancellationCalls(api: RestServer, team: TestTeam) {
  return {
    quoteOf: (id: string) => api.get(`/api/v1/bookings/${id}/cancellation-quote`, { key: team.key }),
    confirm: (id: string, refund: number) =>
      api.post(`/api/v1/bookings/${id}/cancellation`, { key: team.key, body: { refund_amount: refund } }),
    refundedCents: async (bookingId: string) => (await api.db.payment.findFirstOrThrow({ where: { bookingId } })).refundedCents,
  };
}

/** Prebooks the first sandbox offer that can be cancelled for free until at least 2030-03-10 (the test clock starts 2030-03-05). */
export async function prebookRefundableStay(api: RestServer, team: TestTeam) {
  const found = await searchHotels(api, team);
  const pairs = found.hotels.flatMap((hotel: any) => hotel.offers.map((offer: any) => ({ hotel, offer })));
  const { hotel, offer } = pairs.find((p: any) => !p.offer.nonRefundable && p.offer.cancellationDeadline >= '2030-03-10');
  const prebook = await api.post('/api/v1/hotels/prebook', { key: team.key, body: prebookBody(hotel, offer) });
  expect(prebook.status, JSON.stringify(prebook.body)).toBe(201);
  return { token: prebook.body.data.prebook_token as string, offer };
}

/** A refundable stay (prebookRefundableStay) booked by card for a new customer: the book answer's data. */
export async function bookRefundableStayByCard(api: RestServer, team: TestTeam) {
  const stay = await prebookRefundableStay(api, team);
  const customer = await newCustomer(api, team);
  const res = await api.post('/api/v1/hotels/book', {
    key: team.key,
    body: bookBody(stay.token, customer.id, { method: 'credit_card', credit_card: CARD }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { booking: { id: string }; payment: { amount: number; status: string } };
}

/** Prebook then book by card for a new customer: the booking's id, what was paid, and its row. */
async function bookPaid(api: RestServer, team: TestTeam, kind: 'hotels' | 'flights', prebookBodyOf: () => unknown) {
  const prebook = await api.post(`/api/v1/${kind}/prebook`, { key: team.key, body: prebookBodyOf() });
  expect(prebook.status, JSON.stringify(prebook.body)).toBe(201);
  const customer = await newCustomer(api, team);
  const book = kind === 'hotels' ? bookBody : flightBookBody;
  const booked = await api.post(`/api/v1/${kind}/book`, {
    key: team.key,
    body: book(prebook.body.data.prebook_token, customer.id, { method: 'credit_card', credit_card: CARD }),
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  expect(booked.body.data.payment.status).toBe('paid');
  const id: string = booked.body.data.booking.id;
  return { id, paidCents: toCents(booked.body.data.payment.amount), row: await api.db.booking.findUniqueOrThrow({ where: { id } }) };
}

/** Searches hotels with `search`, then books the offer `choose` picks, paid by card. */
export async function bookPaidHotel(
  api: RestServer,
  team: TestTeam,
  search: Record<string, unknown>,
  choose: (hotels: any[]) => { hotel: any; offer: any },
) {
  const found = await api.post('/api/v1/hotels/search', { key: team.key, body: search });
  expect(found.status, JSON.stringify(found.body).slice(0, 300)).toBe(200);
  const { hotel, offer } = choose(found.body.data.hotels);
  return { ...(await bookPaid(api, team, 'hotels', () => prebookBody(hotel, offer))), offer };
}

/** Searches flights with `search`, then books the offer `choose` picks among every group's, paid by card. */
export async function bookPaidFlight(api: RestServer, team: TestTeam, search: Record<string, unknown>, choose: (groups: any[]) => any) {
  const found = await api.post('/api/v1/flights/search', { key: team.key, body: search });
  expect(found.status, JSON.stringify(found.body).slice(0, 300)).toBe(200);
  const offer = choose(found.body.data.flightGroups);
  return { ...(await bookPaid(api, team, 'flights', () => flightPrebookBody(found.body.data, offer))), offer };
}
