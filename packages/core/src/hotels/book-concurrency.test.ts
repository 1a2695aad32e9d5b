import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestServer } from '../testing/rest-server';
import { bookBody, CARD, newCustomer, prebookStay, startHotelApi, useHotelClock, type TestTeam } from './test-fixtures';

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

describe('POST /api/v1/hotels/book: one token, many requests at once', () => {
  it.each(['credit_card', 'pix'])(
    '10 concurrent books (%s) give exactly one booking and one payment; the rest 400 already used',
    async (method) => {
      const stay = await prebookStay(api, team);
      const countBefore = await api.db.booking.count({ where: { teamId: team.id, title: { startsWith: stay.hotel_name } } });
      const payment = method === 'credit_card' ? { method, credit_card: CARD } : { method };
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          api.post('/api/v1/hotels/book', { key: team.key, body: bookBody(stay.prebook_token, customer.id, payment) }),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([201, ...Array(9).fill(400)]);
      for (const refused of results.filter((r) => r.status === 400)) {
        expect(refused.body).toMatchObject({ code: 'PREBOOK_TOKEN_USED', error: 'Prebook token already used' });
      }
      const prebook = await api.db.prebook.findUniqueOrThrow({ where: { token: stay.prebook_token } });
      const booked = results.find((r) => r.status === 201)!.body.data.booking.id;
      expect(prebook.bookingId).toBe(booked);
      expect(await api.db.payment.count({ where: { bookingId: booked } })).toBe(1);
      // Every refused request rolled back whole: no stray booking of the stay.
      expect(await api.db.booking.count({ where: { teamId: team.id, title: { startsWith: stay.hotel_name } } })).toBe(countBefore + 1);
    },
  );

  it('concurrent books leave exactly as many bookings as tokens', async () => {
    const bookingsBefore = await api.db.booking.count({ where: { teamId: team.id } });
    const paymentsBefore = await api.db.payment.count({ where: { teamId: team.id } });
    const stays = [await prebookStay(api, team, 1), await prebookStay(api, team, 2)];
    const results = await Promise.all(
      stays.flatMap((stay) =>
        Array.from({ length: 5 }, () =>
          api.post('/api/v1/hotels/book', { key: team.key, body: bookBody(stay.prebook_token, customer.id) }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(await api.db.booking.count({ where: { teamId: team.id } })).toBe(bookingsBefore + 2);
    expect(await api.db.payment.count({ where: { teamId: team.id } })).toBe(paymentsBefore + 2);
  });
});
