import { describe, expect, it, vi } from 'vitest';
import { SupplierError } from '../../lib/errors';
import type { FlightSearchResult } from '../port';
import { call, gruLis, localMinutes, offline, online, TODAY } from './test-support';

const offers = (result: FlightSearchResult) => result.flightGroups.flatMap((group) => group.offers);
const cents = (reais: number) => Math.round(reais * 100);

describe('flight search', () => {
  const supplier = online();

  it('finds GRU to LIS round trips quickly', async () => {
    const start = performance.now();
    const result = await supplier.search(gruLis({ departureDate: '2026-05-05', returnDate: '2026-05-19' }), call);
    expect(performance.now() - start).toBeLessThan(2_000);
    expect(result.flightGroups.length).toBeGreaterThan(5);
    for (const group of result.flightGroups) {
      expect(group.provider).toBe('online_supplier');
      expect(group.flightInfo.itineraries).toHaveLength(2);
      expect(group.flightInfo.itineraries[0]!.segments[0]!.departure.airportCode).toBe('GRU');
      expect(group.flightInfo.itineraries[0]!.segments.at(-1)!.arrival.airportCode).toBe('LIS');
      expect(group.flightInfo.itineraries[1]!.segments[0]!.departure.airportCode).toBe('LIS');
      expect(group.flightInfo.itineraries[1]!.segments.at(-1)!.arrival.airportCode).toBe('GRU');
    }
  });

  it('gives the same answer to the same question, even from a fresh process state', async () => {
    const first = await supplier.search(gruLis(), call);
    vi.resetModules();
    const fresh = await import('./supplier');
    const again = await fresh.createSandboxOnlineFlightSupplier({ now: () => TODAY }).search(gruLis(), call);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  it('flies real airlines with connecting segments and local ISO times', async () => {
    const { flightGroups } = await supplier.search(gruLis(), call);
    const airlines = new Set(flightGroups.flatMap((g) => g.flightInfo.itineraries.flatMap((it) => it.segments.map((s) => s.airline.code))));
    expect(airlines.has('TP')).toBe(true);
    expect(airlines.has('LA')).toBe(true);
    for (const itinerary of flightGroups.flatMap((g) => g.flightInfo.itineraries)) {
      expect(itinerary.stops).toBe(itinerary.segments.length - 1);
      itinerary.segments.forEach((segment, i) => {
        expect(segment.departure.dateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00$/);
        expect(segment.arrival.dateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00$/);
        expect(segment.flightNumber).toMatch(new RegExp(`^${segment.airline.code}\\d{1,4}$`));
        expect(segment.airline.name.length).toBeGreaterThan(2);
        expect(segment.duration).toBeGreaterThan(30);
        const next = itinerary.segments[i + 1];
        if (next) {
          expect(next.departure.airportCode).toBe(segment.arrival.airportCode);
          // Same airport, same zone: local times compare directly.
          expect(localMinutes(next.departure.dateTime) - localMinutes(segment.arrival.dateTime)).toBeGreaterThanOrEqual(50);
        }
      });
      expect(itinerary.duration).toBeGreaterThanOrEqual(itinerary.segments.reduce((sum, s) => sum + s.duration, 0));
    }
  });

  it('times a non-stop GRU-LIS like the real flight, in local time at each end', async () => {
    const { flightGroups } = await supplier.search(gruLis({ directOnly: true, returnDate: undefined }), call);
    const [segment] = flightGroups[0]!.flightInfo.itineraries[0]!.segments;
    expect(segment!.duration).toBeGreaterThanOrEqual(570);
    expect(segment!.duration).toBeLessThanOrEqual(660);
    // Lisbon is 3 hours ahead of São Paulo in March.
    const shown = localMinutes(segment!.arrival.dateTime) - localMinutes(segment!.departure.dateTime);
    expect(shown - segment!.duration).toBe(180);
  });

  it('prices total = base + taxes + DU, with DU 10% of the base by default', async () => {
    for (const offer of offers(await supplier.search(gruLis(), call))) {
      const { total, base, taxes, commission, currency } = offer.price;
      expect(currency).toBe('BRL');
      expect(cents(total)).toBe(cents(base) + cents(taxes) + cents(commission));
      expect(cents(commission)).toBe(Math.round(cents(base) / 10));
      for (const amount of [total, base, taxes, commission]) expect(Math.abs(amount * 100 - cents(amount))).toBeLessThan(1e-6);
    }
  });

  it('uses the DU percent of the query or of the options', async () => {
    const [withFive] = offers(await supplier.search(gruLis({ duPercent: 5 }), call));
    expect(cents(withFive!.price.commission)).toBe(Math.round(cents(withFive!.price.base) * 0.05));
    const [withTwelve] = offers(await online({ duPercent: 12 }).search(gruLis(), call));
    expect(cents(withTwelve!.price.commission)).toBe(Math.round(cents(withTwelve!.price.base) * 0.12));
  });

  it('offline supplier prices fare plus taxes only, with no DU and no credentials', async () => {
    const result = await offline().search(gruLis(), {});
    expect(result.flightGroups[0]!.provider).toBe('offline_supplier');
    for (const offer of offers(result)) {
      expect(offer.price.commission).toBe(0);
      expect(cents(offer.price.total)).toBe(cents(offer.price.base) + cents(offer.price.taxes));
    }
    // Same flights, same base fare: only the DU differs.
    const onlineGroup = (await supplier.search(gruLis(), call)).flightGroups[0]!;
    const offlineGroup = result.flightGroups.find((group) => group.id.slice(3) === onlineGroup.id.slice(3))!;
    const fare = (group: typeof onlineGroup) => group.offers.find((offer) => offer.fareClass === onlineGroup.offers[0]!.fareClass)!.price;
    expect(fare(offlineGroup).base).toBe(fare(onlineGroup).base);
    expect(fare(offlineGroup).total).toBeLessThan(fare(onlineGroup).total);
  });

  it('honours directOnly and maxStops', async () => {
    const direct = await supplier.search(gruLis({ directOnly: true }), call);
    expect(direct.flightGroups.length).toBeGreaterThan(0);
    expect(direct.flightGroups.every((g) => g.flightInfo.itineraries.every((it) => it.stops === 0))).toBe(true);
    const oneStop = await supplier.search(gruLis({ origin: 'JJD', maxStops: 1 }), call);
    expect(oneStop.flightGroups.length).toBeGreaterThan(0);
    expect(oneStop.flightGroups.every((g) => g.flightInfo.itineraries.every((it) => it.stops <= 1))).toBe(true);
    const any = await supplier.search(gruLis(), call);
    expect(any.flightGroups.some((g) => g.flightInfo.itineraries.some((it) => it.stops > 0))).toBe(true);
  });

  it('honours cabinClass, and a cabin nobody sells gives no groups', async () => {
    const business = offers(await supplier.search(gruLis({ cabinClass: 'business' }), call));
    expect(business.length).toBeGreaterThan(0);
    expect(business.every((offer) => offer.cabinClass === 'business')).toBe(true);
    const economy = offers(await supplier.search(gruLis(), call));
    expect(economy.every((offer) => offer.cabinClass === 'economy')).toBe(true);
    expect(Math.min(...business.map((o) => o.price.total))).toBeGreaterThan(Math.min(...economy.map((o) => o.price.total)) * 2);
    expect((await supplier.search(gruLis({ destination: 'GIG', cabinClass: 'first' }), call)).flightGroups).toEqual([]);
    const first = offers(await supplier.search(gruLis({ destination: 'CDG', cabinClass: 'first', returnDate: undefined }), call));
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((offer) => offer.cabinClass === 'first')).toBe(true);
  });

  it('one way has a single itinerary and costs less than the round trip', async () => {
    const oneWay = await supplier.search(gruLis({ returnDate: undefined, directOnly: true }), call);
    const roundTrip = await supplier.search(gruLis({ directOnly: true }), call);
    expect(oneWay.flightGroups.every((g) => g.flightInfo.itineraries.length === 1)).toBe(true);
    expect(oneWay.flightGroups[0]!.offers[0]!.price.total).toBeLessThan(roundTrip.flightGroups[0]!.offers[0]!.price.total);
  });

  it('charges more for last-minute purchase than well ahead', async () => {
    const query = gruLis({ returnDate: undefined, directOnly: true });
    const ahead = await supplier.search(query, call);
    const lastMinute = await online({ now: () => new Date('2026-03-08T12:00:00Z') }).search(query, call);
    const byGroup = new Map(ahead.flightGroups.map((g) => [g.id, g.offers[0]!]));
    for (const group of lastMinute.flightGroups) {
      const before = byGroup.get(group.id);
      if (before && before.fareClass === group.offers[0]!.fareClass) expect(group.offers[0]!.price.base).toBeGreaterThan(before.price.base);
    }
  });

  it('prices children and infants below adults', async () => {
    const price = async (adults: number, children: number, infants: number) =>
      (await supplier.search(gruLis({ adults, children, infants, directOnly: true, returnDate: undefined }), call)).flightGroups[0]!
        .offers[0]!.price.base;
    const one = await price(1, 0, 0);
    expect(await price(2, 0, 0)).toBe(one * 2);
    expect(await price(1, 1, 0)).toBeLessThan(one * 2);
    expect(await price(1, 0, 1)).toBeLessThan(one * 1.5);
  });

  it('domestic flights: short, cheap, several a day', async () => {
    const { flightGroups } = await supplier.search(gruLis({ destination: 'GIG', returnDate: undefined, adults: 1, children: 0 }), call);
    const direct = flightGroups.filter((g) => g.flightInfo.itineraries[0]!.stops === 0);
    expect(direct.length).toBeGreaterThanOrEqual(5);
    for (const group of direct) expect(group.flightInfo.itineraries[0]!.segments[0]!.duration).toBeLessThanOrEqual(70);
    expect(direct[0]!.offers[0]!.price.total).toBeLessThan(1_000);
  });

  it.each([
    ['no adult', { adults: 0 }],
    ['10 adults', { adults: 10 }],
    ['more infants than adults', { adults: 1, children: 0, infants: 2 }],
    ['a departure in the past', { departureDate: '2026-01-10' }],
    ['a return before departure', { returnDate: '2026-03-09' }],
    ['the same origin and destination', { destination: 'GRU' }],
    ['maxStops 4', { maxStops: 4 }],
  ])('rejects %s as invalid_request', async (_, overrides) => {
    await expect(supplier.search(gruLis(overrides), call)).rejects.toMatchObject({ kind: 'invalid_request' });
  });

  it('answers not_found for an unknown airport', async () => {
    await expect(supplier.search(gruLis({ destination: 'ZZZ' }), call)).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('online supplier checks the team credentials', async () => {
    const error = await supplier.search(gruLis(), { credentials: { username: 'sandbox', password: 'nope' } }).catch((e) => e);
    expect(error).toBeInstanceOf(SupplierError);
    expect(error.kind).toBe('credentials');
    await expect(
      online({ credentials: { username: 'team-7', password: 'pw' } }).search(gruLis(), {
        credentials: { username: 'team-7', password: 'pw' },
      }),
    ).resolves.toBeDefined();
  });

  it('waits latencyMs before answering', async () => {
    const start = performance.now();
    await online({ latencyMs: 60 }).search(gruLis(), call);
    expect(performance.now() - start).toBeGreaterThanOrEqual(55);
  });
});
