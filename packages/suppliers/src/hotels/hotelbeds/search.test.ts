import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROOM_BASES } from '../port';
import { HotelbedsStandIn } from './stand-in/server';
import { failure, hotelbeds, now, operations, saoQuery, startStandIn } from './test-support';

let standIn: HotelbedsStandIn;
beforeAll(async () => (standIn = await startStandIn()));
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

describe('Hotelbeds search: availability and content', () => {
  it('signs every call as Hotelbeds documents (Api-key, X-Signature = sha256(key + secret + seconds), gzip)', async () => {
    await hotelbeds(standIn).search(saoQuery(), {});
    const seconds = Math.floor(now().getTime() / 1000);
    const expected = createHash('sha256').update(`${standIn.apiKey}${standIn.secret}${seconds}`).digest('hex');
    expect(operations(standIn)).toEqual(['availability', 'content-hotels', 'facility-types']);
    for (const request of standIn.requests) {
      expect(request.headers).toMatchObject({
        'api-key': standIn.apiKey,
        'x-signature': expected,
        'accept-encoding': 'gzip',
        accept: 'application/json',
      });
    }
    expect(standIn.requests[0]!.body).toEqual({
      stay: { checkIn: '2026-04-10', checkOut: '2026-04-13' },
      occupancies: [{ rooms: 1, adults: 2, children: 0 }],
      destination: { code: 'SAO' },
    });
  });

  it('maps hotels with their content, offers sorted by netPrice and the rateKey as hotelSearchCode', async () => {
    const result = await hotelbeds(standIn).search(saoQuery(), {});
    expect(result.hotels.map((hotel) => hotel.hotelId)).toEqual(['100101', '100102', '100103']);
    const [paulista] = result.hotels;
    expect(paulista).toMatchObject({
      name: 'Paulista Garden Hotel',
      stars: 4,
      location: {
        address: 'Avenida Paulista, 1200',
        city: 'SAO PAULO',
        country: 'Brasil',
        countryCode: 'BR',
        coordinates: { latitude: -23.5614, longitude: -46.6559 },
      },
      images: [
        'https://photos.hotelbeds.com/giata/10/100101/100101a_hb_a_001.jpg',
        'https://photos.hotelbeds.com/giata/10/100101/100101a_hb_ro_002.jpg',
      ],
      description: 'O Paulista Garden Hotel é um hotel 4 estrelas em Sao Paulo, perto das principais atrações.',
    });
    expect(paulista!.amenities).toEqual(['Air conditioning in public areas', 'Wi-fi', 'Outdoor swimming pool']);
    const prices = paulista!.offers.map((offer) => offer.netPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(paulista!.offers[0]).toMatchObject({
      // Our code carries the rateKey untouched, and the rooms next to it (never read out of the key).
      hotelSearchCode:
        'hb1|1|20260410|20260413|W|1|100101|DBL.ST|NRF-B2B|RO|NRF|1~2~0||N@0~' + paulista!.offers[0]!.hotelSearchCode.slice(-4),
      roomBasis: 'RO',
      rooms: ['DOUBLE STANDARD'],
      netPrice: 1134,
      currency: 'EUR',
    });
    expect(result.currency).toBe('EUR');
  });

  it('keeps hotel content: a second search of the same hotels asks availability only; a new hotel, its content only', async () => {
    const supplier = hotelbeds(standIn);
    const first = await supplier.search(saoQuery(), {});
    const again = await supplier.search(saoQuery({ checkIn: '2026-04-11', checkOut: '2026-04-14' }), {});
    expect(operations(standIn)).toEqual(['availability', 'content-hotels', 'facility-types', 'availability']);
    expect(again.hotels.map((h) => [h.name, h.images, h.amenities])).toEqual(first.hotels.map((h) => [h.name, h.images, h.amenities]));
    standIn.reset();
    await supplier.search(saoQuery({ cityCode: 'RIO' }), {});
    expect(operations(standIn)).toEqual(['availability', 'content-hotels']);
    expect(String(standIn.requests[1]!.path)).toMatch(/codes=200201%2C200202&/);
  });

  it('an account contracted in reais is priced in BRL; the stand-in can answer after a latency', async () => {
    const reais = await HotelbedsStandIn.start({ now, currency: 'BRL', latencyMs: 120 });
    try {
      const started = performance.now();
      const result = await hotelbeds(reais).search(saoQuery(), {});
      expect(performance.now() - started).toBeGreaterThanOrEqual(2 * 115);
      expect(result.currency).toBe('BRL');
      expect(new Set(result.hotels.flatMap((hotel) => hotel.offers.map((offer) => offer.currency)))).toEqual(new Set(['BRL']));
    } finally {
      await reais.close();
    }
  });

  it('maps every board to the contract roomBasis (RO, BB, HB, FB, AI)', async () => {
    const bases = new Set<string>();
    for (const cityCode of ['SAO', 'RIO', 'LIS', 'NYC']) {
      const result = await hotelbeds(standIn).search(saoQuery({ cityCode }), {});
      for (const hotel of result.hotels) for (const offer of hotel.offers) bases.add(offer.roomBasis);
    }
    expect([...bases].sort()).toEqual([...ROOM_BASES].sort());
  });

  it('turns cancellation policies into nonRefundable, cancellationDeadline and the policies themselves', async () => {
    const [paulista] = (await hotelbeds(standIn).search(saoQuery(), {})).hotels;
    const refundable = paulista!.offers.find((offer) => offer.hotelSearchCode.includes('|BAR|RO|NOR|'))!;
    // First charge from 2026-04-07 23:59 hotel time: the last free day is the 6th.
    expect(refundable).toMatchObject({
      nonRefundable: false,
      cancellationDeadline: '2026-04-06',
      cancellationPolicies: [{ amount: 420, from: '2026-04-07T23:59:00-03:00' }],
      netPrice: 1260,
    });
    const nonRefundable = paulista!.offers.find((offer) => offer.hotelSearchCode.includes('|RO|NRF|'))!;
    expect(nonRefundable).toMatchObject({
      nonRefundable: true,
      cancellationDeadline: null,
      cancellationPolicies: [{ amount: 1134, from: '2026-03-02T12:00:00+00:00' }],
    });
  });

  it('prices the stay for every room: two rooms of two adults is one rate for both rooms', async () => {
    const result = await hotelbeds(standIn).search(saoQuery({ adults: 4, rooms: 2 }), {});
    expect(standIn.requests[0]!.body).toMatchObject({ occupancies: [{ rooms: 2, adults: 2, children: 0 }] });
    const offer = result.hotels[0]!.offers.find((o) => o.hotelSearchCode.includes('|BAR|RO|NOR|'))!;
    expect(offer).toMatchObject({ rooms: ['DOUBLE STANDARD', 'DOUBLE STANDARD'], netPrice: 2520 });
  });

  it('sends children with an age, per room (8 when the query gives none, as core documents)', async () => {
    await hotelbeds(standIn).search(saoQuery({ children: 1 }), {});
    expect(standIn.requests[0]!.body).toMatchObject({
      occupancies: [{ rooms: 1, adults: 2, children: 1, paxes: [{ type: 'CH', age: 8 }] }],
    });
  });

  it('searches given Hotelbeds hotel codes', async () => {
    const result = await hotelbeds(standIn).search(saoQuery({ cityCode: undefined, hotelIds: ['200202', '300301'] }), {});
    expect(standIn.requests[0]!.body).toMatchObject({ hotels: { hotel: [200202, 300301] } });
    expect(result.hotels.map((hotel) => hotel.name)).toEqual(['Ipanema Resort & Spa', 'Alfama Heritage']);
  });

  it('leaves out rates paid at the hotel (AT_HOTEL needs card data at Hotelbeds)', async () => {
    const [, lofts] = (await hotelbeds(standIn).search(saoQuery({ cityCode: 'NYC' }), {})).hotels;
    expect(lofts!.name).toBe('Brooklyn Bridge Lofts');
    expect(new Set(lofts!.offers.flatMap((offer) => offer.rooms))).toEqual(new Set(['DOUBLE STANDARD']));
  });

  it('an unknown destination gives no hotels', async () => {
    const result = await hotelbeds(standIn).search(saoQuery({ cityCode: 'XXX' }), {});
    expect(result.hotels).toEqual([]);
    expect(operations(standIn)).toEqual(['availability']);
  });

  it('guests that do not split evenly over the rooms are refused before any call', async () => {
    const error = await failure(hotelbeds(standIn).search(saoQuery({ adults: 3, rooms: 2 }), {}));
    expect(error.kind).toBe('invalid_request');
    expect(standIn.requests).toEqual([]);
  });

  it('a Content API failure still sells the hotels, without pictures', async () => {
    standIn.fail('server-error', { on: 'content-hotels' });
    const result = await hotelbeds(standIn).search(saoQuery(), {});
    expect(result.hotels[0]).toMatchObject({ name: 'Paulista Garden Hotel', images: [], description: '', location: { city: 'Sao Paulo' } });
    expect(result.hotels[0]!.offers.length).toBeGreaterThan(0);
  });
});
