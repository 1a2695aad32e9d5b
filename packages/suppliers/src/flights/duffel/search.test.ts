import { describe, expect, it } from 'vitest';
import { allOffers, call, cents, query, useDuffelStandIn } from './test-support';

describe('Duffel adapter: search (POST /air/offer_requests) over HTTP against the stand-in', () => {
  const ctx = useDuffelStandIn();

  it('sends the documented headers and a `data`-wrapped offer request', async () => {
    await ctx.supplier().search(query({ returnDate: '2026-03-20', adults: 2, children: 1, infants: 1, cabinClass: 'economy' }), call);
    const [request] = ctx.standIn.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/air/offer_requests?return_offers=true' });
    expect(request!.headers).toMatchObject({
      authorization: 'Bearer duffel_test_stand_in',
      'duffel-version': 'v2',
      'accept-encoding': 'gzip',
      'content-type': 'application/json',
    });
    expect(request!.body).toEqual({
      data: {
        slices: [
          { origin: 'GRU', destination: 'LIS', departure_date: '2026-03-10' },
          { origin: 'LIS', destination: 'GRU', departure_date: '2026-03-20' },
        ],
        passengers: [{ type: 'adult' }, { type: 'adult' }, { age: 8 }, { age: 1 }],
        cabin_class: 'economy',
        max_connections: 1,
      },
    });
  });

  it('maps a one-way search: one group per flight, one offer per fare brand, cheapest first', async () => {
    const { flightGroups } = await ctx.supplier().search(query({ origin: 'GRU', destination: 'GIG' }), call);
    expect(flightGroups.map((g) => g.flightInfo.itineraries[0]!.segments.map((s) => s.flightNumber).join('+'))).toEqual(
      expect.arrayContaining(['G31020', 'LA3300', 'G31040', 'LA3306']),
    );
    const totals = flightGroups.map((g) => g.offers[0]!.price.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const gol = flightGroups.find((g) => g.flightInfo.itineraries[0]!.segments[0]!.flightNumber === 'G31020')!;
    expect(gol.provider).toBe('online_supplier');
    expect(gol.id).toMatch(/^DF-GRUGIG-G31020-/);
    expect(gol.offers.map((o) => o.fareClass)).toEqual(['Light', 'Plus', 'Max']);
    expect(gol.offers.map((o) => o.baggage)).toEqual([
      { carryOn: 1, checked: 0 },
      { carryOn: 1, checked: 1 },
      { carryOn: 1, checked: 2 },
    ]);
    expect(gol.offers.map((o) => o.refundable)).toEqual([false, false, true]);
    expect(gol.offers.map((o) => o.bookingClass)).toEqual(['E', 'L', 'Y']);
    expect(gol.flightInfo.itineraries).toEqual([
      {
        stops: 0,
        duration: 65,
        segments: [
          {
            airline: { code: 'G3', name: 'GOL Linhas Aéreas' },
            flightNumber: 'G31020',
            departure: { airportCode: 'GRU', dateTime: '2026-03-10T07:00:00' },
            arrival: { airportCode: 'GIG', dateTime: '2026-03-10T08:05:00' },
            duration: 65,
            aircraft: 'Boeing 737-800',
          },
        ],
      },
    ]);
  });

  it('prices as the sandbox does: total = base + taxes + DU, the DU a percent of the base fare', async () => {
    const { flightGroups } = await ctx.supplier().search(query(), call);
    for (const offer of allOffers(flightGroups)) {
      const { total, base, taxes, commission, currency } = offer.price;
      expect(currency).toBe('BRL');
      expect(cents(total)).toBe(cents(base) + cents(taxes) + cents(commission));
      expect(cents(commission)).toBe(Math.round(cents(base) * 0.1));
      expect(offer.id).toMatch(/^off_/);
      expect(offer.expiresAt).toBe('2026-02-01T12:30:00.000Z');
      expect(offer.seatsAvailable).toBe(1);
    }
    const withDu = await ctx.supplier().search(query({ duPercent: 7.5 }), call);
    for (const offer of allOffers(withDu.flightGroups))
      expect(cents(offer.price.commission)).toBe(Math.round(cents(offer.price.base) * 0.075));
    const noDu = await ctx.supplier({ duPercent: 0 }).search(query(), call);
    expect(allOffers(noDu.flightGroups).every((o) => o.price.commission === 0)).toBe(true);
  });

  it('pairs round trips on one airline, outbound then return', async () => {
    const { flightGroups } = await ctx.supplier().search(query({ returnDate: '2026-03-20' }), call);
    expect(flightGroups.length).toBeGreaterThanOrEqual(2);
    for (const group of flightGroups) {
      const [out, back] = group.flightInfo.itineraries;
      expect(back).toBeDefined();
      expect(out!.segments[0]!.departure.airportCode).toBe('GRU');
      expect(out!.segments.at(-1)!.arrival.airportCode).toBe('LIS');
      expect(back!.segments[0]!.departure.airportCode).toBe('LIS');
      expect(back!.segments.at(-1)!.arrival.airportCode).toBe('GRU');
      expect(new Set([...out!.segments, ...back!.segments].map((s) => s.airline.code)).size).toBe(1);
    }
    const tap = flightGroups.find((g) => g.flightInfo.itineraries.every((it) => it.stops === 0 && it.segments[0]!.airline.code === 'TP'))!;
    // TP88 leaves GRU 16:05 (UTC-3) and lands in Lisbon (UTC+0) 10h05 later, the next morning.
    expect(tap.flightInfo.itineraries[0]!.segments[0]).toMatchObject({
      departure: { dateTime: '2026-03-10T16:05:00' },
      arrival: { dateTime: '2026-03-11T05:10:00' },
      duration: 605,
    });
  });

  it('offers connections with their stops and honours directOnly and maxStops', async () => {
    const { flightGroups } = await ctx.supplier().search(query({ origin: 'GIG', destination: 'JFK' }), call);
    const connecting = flightGroups.filter((g) => g.flightInfo.itineraries[0]!.stops === 1);
    expect(connecting.length).toBeGreaterThan(0);
    for (const group of connecting) {
      const [first, second] = group.flightInfo.itineraries[0]!.segments;
      expect(first!.arrival.airportCode).toBe('GRU');
      expect(second!.departure.airportCode).toBe('GRU');
      expect(second!.departure.dateTime > first!.arrival.dateTime).toBe(true);
      // Connection time counted in the journey: longer than the two flights.
      expect(group.flightInfo.itineraries[0]!.duration).toBeGreaterThan(first!.duration + second!.duration);
    }
    const direct = await ctx.supplier().search(query({ origin: 'GRU', destination: 'JFK', directOnly: true }), call);
    expect(direct.flightGroups.length).toBeGreaterThan(0);
    expect(direct.flightGroups.every((g) => g.flightInfo.itineraries[0]!.stops === 0)).toBe(true);
    expect((ctx.standIn.requests.at(-1)!.body as { data: { max_connections: number } }).data.max_connections).toBe(0);
    const noStops = await ctx.supplier().search(query({ origin: 'GIG', destination: 'JFK', maxStops: 0 }), call);
    expect(noStops.flightGroups).toEqual([]);
  });

  it('searches the cabin asked for, and answers an unserved route with no groups', async () => {
    const business = await ctx.supplier().search(query({ cabinClass: 'business' }), call);
    expect(business.flightGroups.length).toBeGreaterThan(0);
    expect(allOffers(business.flightGroups).every((o) => o.cabinClass === 'business')).toBe(true);
    expect(allOffers(business.flightGroups).map((o) => o.fareClass)).toEqual(expect.arrayContaining(['Executive', 'Premium Business']));
    const none = await ctx.supplier().search(query({ origin: 'GIG', destination: 'CWB' }), call);
    expect(none.flightGroups).toEqual([]);
  });

  it('gives the same flights and prices to the same question (new offer ids each time, as Duffel)', async () => {
    const first = await ctx.supplier().search(query({ returnDate: '2026-03-20' }), call);
    const again = await ctx.supplier().search(query({ returnDate: '2026-03-20' }), call);
    const strip = (groups: typeof first.flightGroups) =>
      groups.map((g) => ({ ...g, offers: g.offers.map(({ id: _id, ...rest }) => rest) }));
    expect(strip(again.flightGroups)).toEqual(strip(first.flightGroups));
    expect(again.flightGroups[0]!.offers[0]!.id).not.toBe(first.flightGroups[0]!.offers[0]!.id);
  });

  it('refuses a DU outside 0-100 without calling Duffel', async () => {
    await expect(ctx.supplier().search(query({ duPercent: 120 }), call)).rejects.toMatchObject({ kind: 'invalid_request' });
    expect(ctx.standIn.requests).toHaveLength(0);
  });
});
