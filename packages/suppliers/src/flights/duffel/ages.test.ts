import { describe, expect, it } from 'vitest';
import type { FlightSearchQuery } from '../port';
import { bookRequest, call, failure, passenger, query, useDuffelStandIn } from './test-support';

// Children's and infants' ages through the Duffel adapter and its stand-in (issue #21): `age` per
// non-adult on the offer request (on the last slice's date), each passenger onto the offer passenger
// of its age, and the stand-in's 422 invalid_field for a born_on that does not give the age searched.
describe('Duffel passengers by age', () => {
  const ctx = useDuffelStandIn();
  const RETURN = '2026-03-20';
  // Ages on the return date (the last slice's departure date): 4, 9 and 0.
  const FOUR = '2021-06-01';
  const NINE = '2016-06-01';
  const BABY = '2025-09-01';

  async function cheapest(q: Partial<FlightSearchQuery>) {
    const { flightGroups } = await ctx.supplier().search(query({ returnDate: RETURN, ...q }), call);
    return flightGroups[0]!.offers[0]!;
  }
  const offerRequests = () => ctx.standIn.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/air/offer_requests'));
  const orderRequests = () => ctx.standIn.requests.filter((r) => r.method === 'POST' && r.path.split('?')[0] === '/air/orders');

  it('sends each child and infant by its age; without ages, the adapter defaults (8 and 1)', async () => {
    await cheapest({ adults: 1, children: 2, infants: 1, childrenAges: [4, 9], infantsAges: [0] });
    await cheapest({ adults: 1, children: 1, infants: 1 });
    const [given, defaults] = offerRequests().map((r) => (r.body as any).data.passengers);
    expect(given).toEqual([{ type: 'adult' }, { age: 4 }, { age: 9 }, { age: 0 }]);
    expect(defaults).toEqual([{ type: 'adult' }, { age: 8 }, { age: 1 }]);
  });

  it('books children given in any order: each onto the offer passenger of its age, born_on as given', async () => {
    const offer = await cheapest({ adults: 1, children: 2, infants: 1, childrenAges: [4, 9], infantsAges: [0] });
    const passengers = [
      passenger('adult'),
      passenger('child', { firstName: 'Duda', birthDate: NINE }),
      passenger('child', { firstName: 'Bia', birthDate: FOUR }),
      passenger('infant', { birthDate: BABY }),
    ];
    // The offer's passengers as Duffel priced them, by id: their ages.
    const headers = { authorization: 'Bearer duffel_test_stand_in', 'duffel-version': 'v2' };
    const got = await (await fetch(`${ctx.standIn.url}/air/offers/${offer.id}`, { headers })).json();
    const ageOf = new Map<string, number | null>(got.data.passengers.map((p: any) => [p.id, p.age]));
    const booked = await ctx.supplier().book(bookRequest(offer, passengers, 'AGES-1'), call);
    expect(booked.externalLocator).toMatch(/^[A-Z2-9]{6}$/);
    const sent = (ctx.standIn.orders[0]!.request as any).passengers as any[];
    expect(sent.map((p) => [p.given_name, p.born_on, ageOf.get(p.id)])).toEqual([
      ['Ana', '1990-05-01', null],
      ['Duda', NINE, 9],
      ['Bia', FOUR, 4],
      ['Caio', BABY, 0],
    ]);
    expect(sent[0].infant_passenger_id).toBe(sent[3].id);
  });

  it('a child whose birth date gives an age not searched is refused before the order (invalid_request)', async () => {
    const offer = await cheapest({ adults: 1, children: 1, childrenAges: [4] });
    const refused = await failure(
      ctx.supplier().book(bookRequest(offer, [passenger('adult'), passenger('child', { birthDate: NINE })], 'AGES-2'), call),
    );
    expect(refused.kind).toBe('invalid_request');
    expect(refused.message).toContain('priced for 4');
    expect(orderRequests()).toHaveLength(0);
  });

  it('the stand-in answers 422 invalid_field on born_on when it does not give the age searched, as Duffel does', async () => {
    const offer = await cheapest({ adults: 1, children: 1, childrenAges: [4] });
    const headers = { authorization: 'Bearer duffel_test_stand_in', 'duffel-version': 'v2', 'content-type': 'application/json' };
    const got = await (await fetch(`${ctx.standIn.url}/air/offers/${offer.id}`, { headers })).json();
    const [adult, child] = got.data.passengers as { id: string; type: string }[];
    const person = { gender: 'f', title: 'ms', email: 'ana@example.com', phone_number: '+5511987654321', family_name: 'Silva' };
    const res = await fetch(`${ctx.standIn.url}/air/orders`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        data: {
          type: 'instant',
          selected_offers: [offer.id],
          payments: [{ type: 'balance', amount: got.data.total_amount, currency: got.data.total_currency }],
          passengers: [
            { ...person, id: adult!.id, given_name: 'Ana', born_on: '1990-05-01' },
            { ...person, id: child!.id, given_name: 'Bia', title: 'miss', born_on: NINE },
          ],
        },
      }),
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors[0]).toMatchObject({ type: 'validation_error', code: 'invalid_field' });
    expect(body.errors[0].message).toContain('born_on');
    expect(ctx.standIn.orders).toHaveLength(0);
  });
});
