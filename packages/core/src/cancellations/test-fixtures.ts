import { expect } from 'vitest';
import { prebookBody, searchHotels, type TestTeam } from '../hotels/test-fixtures';
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
