import { describe, expect, it, vi } from 'vitest';
import { ROOM_BASES, type HotelSearchResult } from '../port';
import { SupplierError } from '../../lib/errors';
import { call, RIO, rioQuery, sandbox, TODAY } from './test-support';

const cheapest = (result: HotelSearchResult, hotelId: string) =>
  result.hotels.find((hotel) => hotel.hotelId === hotelId)!.offers.find((offer) => offer.roomBasis === 'RO' && !offer.nonRefundable)!
    .netPrice;

describe('hotel search', () => {
  const supplier = sandbox();

  it('returns exactly 300 hotels in Rio de Janeiro', async () => {
    const result = await supplier.search(rioQuery(), call);
    expect(result.hotels).toHaveLength(300);
    expect(new Set(result.hotels.map((hotel) => hotel.hotelId)).size).toBe(300);
    expect(new Set(result.hotels.map((hotel) => hotel.name)).size).toBe(300);
  });

  it('gives the same answer to the same question, even from a fresh process state', async () => {
    const query = rioQuery({ checkIn: '2026-04-01', checkOut: '2026-04-04' });
    const first = await supplier.search(query, call);
    // Fresh modules: no cached catalog or answers, everything regenerated from the seeds.
    vi.resetModules();
    const fresh = await import('./supplier');
    const again = await fresh.createSandboxHotelSupplier({ now: () => TODAY }).search(query, call);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  it('describes each hotel with the contract fields', async () => {
    const { hotels } = await supplier.search(rioQuery(), call);
    for (const hotel of hotels.slice(0, 50)) {
      expect(hotel.stars).toBeGreaterThanOrEqual(1);
      expect(hotel.stars).toBeLessThanOrEqual(5);
      expect(hotel.location.city).toBe('Rio de Janeiro');
      expect(hotel.location.countryCode).toBe('BR');
      expect(Math.abs(hotel.location.coordinates.latitude - -22.9068)).toBeLessThan(0.05);
      expect(Math.abs(hotel.location.coordinates.longitude - -43.1729)).toBeLessThan(0.05);
      expect(hotel.images[0]).toBe(`/api/public/sandbox-images/hotels/${hotel.hotelId}/1.svg`);
      expect(hotel.description).not.toMatch(/<[a-z]/i);
    }
  });

  it('offers every room basis in every hotel, cheapest first', async () => {
    const { hotels } = await supplier.search(rioQuery(), call);
    for (const hotel of hotels) {
      expect(new Set(hotel.offers.map((offer) => offer.roomBasis))).toEqual(new Set(ROOM_BASES));
      const prices = hotel.offers.map((offer) => offer.netPrice);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
  });

  it('has refundable offers with a deadline before check-in and non-refundable ones without', async () => {
    const offers = (await supplier.search(rioQuery(), call)).hotels.flatMap((hotel) => hotel.offers);
    const refundable = offers.filter((offer) => !offer.nonRefundable);
    const nonRefundable = offers.filter((offer) => offer.nonRefundable);
    expect(refundable.length).toBeGreaterThan(0);
    expect(nonRefundable.length).toBeGreaterThan(0);
    for (const offer of refundable) expect(offer.cancellationDeadline! < '2026-03-10').toBe(true);
    for (const offer of nonRefundable) expect(offer.cancellationDeadline).toBeNull();
  });

  it('prices stay totals in reais with at most two decimals, in BRL', async () => {
    const offers = (await supplier.search(rioQuery(), call)).hotels.flatMap((hotel) => hotel.offers);
    for (const offer of offers) {
      expect(Number.isInteger(Math.round(offer.netPrice * 100))).toBe(true);
      expect(Math.abs(offer.netPrice * 100 - Math.round(offer.netPrice * 100))).toBeLessThan(1e-6);
      expect(offer.netPrice).toBeGreaterThan(0);
      expect(offer.currency).toBe('BRL');
    }
  });

  it('one room name per booked room', async () => {
    const { hotels } = await supplier.search(rioQuery({ adults: 4, rooms: 2 }), call);
    for (const offer of hotels[0]!.offers) expect(offer.rooms).toHaveLength(2);
  });

  it('prices vary with season, nights, occupancy and rooms', async () => {
    const id = (await supplier.search(rioQuery(), call)).hotels[0]!.hotelId;
    const price = async (overrides: Parameters<typeof rioQuery>[0]) =>
      cheapest(await supplier.search(rioQuery({ hotelIds: [id], ...overrides }), call), id);
    const summer = await price({ checkIn: '2026-12-29', checkOut: '2027-01-02' });
    const autumn = await price({ checkIn: '2026-05-12', checkOut: '2026-05-16' });
    expect(summer).toBeGreaterThan(autumn);
    expect(await price({ checkOut: '2026-03-20' })).toBeGreaterThan(await price({}));
    expect(await price({ adults: 3 })).toBeGreaterThan(await price({}));
    expect(await price({ children: 1 })).toBeGreaterThan(await price({}));
    expect(await price({ adults: 4, rooms: 2 })).toBeGreaterThan(await price({ adults: 4 }));
  });

  it('searches by hotelIds from earlier results', async () => {
    const rio = (await supplier.search(rioQuery(), call)).hotels.slice(0, 3).map((hotel) => hotel.hotelId);
    const lisbon = (await supplier.search(rioQuery({ cityCode: '9620001' }), call)).hotels[0]!.hotelId;
    const result = await supplier.search(rioQuery({ cityCode: undefined, hotelIds: [...rio, lisbon, '123'] }), call);
    expect(result.hotels.map((hotel) => hotel.hotelId)).toEqual([...rio, lisbon]);
  });

  it('returns no hotels for an unknown city', async () => {
    expect((await supplier.search(rioQuery({ cityCode: '1234567' }), call)).hotels).toEqual([]);
  });

  it('fails as unavailable for the magic city code 99999', async () => {
    await expect(supplier.search(rioQuery({ cityCode: '99999' }), call)).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('rejects wrong credentials with a SupplierError of kind credentials', async () => {
    const error = await supplier.search(rioQuery(), { credentials: { username: 'sandbox', password: 'wrong' } }).catch((e) => e);
    expect(error).toBeInstanceOf(SupplierError);
    expect(error.kind).toBe('credentials');
    await expect(supplier.search(rioQuery(), {})).rejects.toMatchObject({ kind: 'credentials' });
  });

  it('accepts the account it was configured with', async () => {
    const own = sandbox({ credentials: { username: 'agency-42', password: 's3cret' } });
    await expect(own.search(rioQuery(), { credentials: { username: 'agency-42', password: 's3cret' } })).resolves.toBeDefined();
    await expect(own.search(rioQuery(), call)).rejects.toMatchObject({ kind: 'credentials' });
  });

  it.each([
    ['check-out before check-in', { checkOut: '2026-03-09' }],
    ['more than 30 nights', { checkOut: '2026-04-15' }],
    ['check-in in the past', { checkIn: '2026-01-10', checkOut: '2026-01-12' }],
    ['no city nor hotels', { cityCode: undefined }],
    ['6 rooms', { rooms: 6, adults: 6 }],
  ])('rejects %s as invalid_request', async (_, overrides) => {
    await expect(supplier.search(rioQuery(overrides), call)).rejects.toMatchObject({ kind: 'invalid_request' });
  });

  it('searches 300 hotels in milliseconds', async () => {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      await supplier.search(rioQuery({ checkIn: `2026-06-0${i + 1}`, checkOut: '2026-06-08' }), call);
      times.push(performance.now() - start);
    }
    const repeated: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      await supplier.search(rioQuery({ checkIn: '2026-06-01', checkOut: '2026-06-08' }), call);
      repeated.push(performance.now() - start);
    }
    // Generous bounds for a shared 2-core machine; typically about 5 ms fresh and 0.05 ms repeated.
    expect(times.sort((a, b) => a - b)[2]).toBeLessThan(150);
    expect(Math.min(...repeated)).toBeLessThan(2);
  });

  it('waits latencyMs before answering', async () => {
    const slow = sandbox({ latencyMs: 60 });
    const start = performance.now();
    await slow.search(rioQuery(), call);
    expect(performance.now() - start).toBeGreaterThanOrEqual(55);
  });

  it('gives Rio as the city in the search result', async () => {
    const { hotels } = await supplier.search(rioQuery({ cityCode: RIO }), call);
    expect(hotels.every((hotel) => hotel.location.country === 'Brasil')).toBe(true);
  });
});
