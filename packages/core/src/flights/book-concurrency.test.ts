import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestServer } from '../testing/rest-server';
import { bookBody, CARD, newCustomer, prebookFlight, startFlightApi, useFlightClock, type TestTeam } from './test-fixtures';

let api: RestServer;
let team: TestTeam;
let customer: { id: string };
useFlightClock();

beforeAll(async () => {
  api = await startFlightApi();
  team = await api.team();
  customer = await newCustomer(api, team);
});
afterAll(() => api.close());

describe('POST /api/v1/flights/book: one token, many requests at once', () => {
  it.each(['credit_card', 'pix'])(
    '10 concurrent books (%s) give exactly one booking and one payment; the rest 400 already used',
    async (method) => {
      const flight = await prebookFlight(api, team);
      const bookingsBefore = await api.db.booking.count({ where: { teamId: team.id } });
      const paymentsBefore = await api.db.payment.count({ where: { teamId: team.id } });
      const payment = method === 'credit_card' ? { method, credit_card: CARD } : { method };
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          api.post('/api/v1/flights/book', { key: team.key, body: bookBody(flight.prebook_token, customer.id, payment) }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(400)]);
      for (const refused of results.filter((r) => r.status === 400)) {
        expect(refused.body).toMatchObject({ code: 'PREBOOK_TOKEN_USED', error: 'Prebook token already used' });
      }
      const booked = results.find((r) => r.status === 201)!.body.data.booking.id;
      expect((await api.db.prebook.findUniqueOrThrow({ where: { token: flight.prebook_token } })).bookingId).toBe(booked);
      expect(await api.db.booking.count({ where: { teamId: team.id } })).toBe(bookingsBefore + 1);
      expect(await api.db.payment.count({ where: { teamId: team.id } })).toBe(paymentsBefore + 1);
    },
  );
});

describe('POST /api/v1/flights/book: rate limit', () => {
  it('10 requests per minute per team; the 11th is 429 with Retry-After', async () => {
    const other = await api.team({ name: 'Busy agency' });
    const statuses: number[] = [];
    let last: Awaited<ReturnType<RestServer['post']>> | undefined;
    for (let i = 0; i < 11; i++) {
      last = await api.post('/api/v1/flights/book', { key: other.key, body: bookBody('fpbk_none', customer.id) });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(last!.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(last!.headers.get('x-ratelimit-limit')).toBe('10');
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
