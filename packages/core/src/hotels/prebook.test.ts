import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, type RestServer } from '../testing/rest-server';
import { ZHotelPrebookResult } from './response-schemas';
import { prebookBody, searchHotels, startHotelApi, STAY, useHotelClock, type TestTeam } from './test-fixtures';

let api: RestServer;
let team: TestTeam;
let hotel: any;
const clock = useHotelClock();

beforeAll(async () => {
  api = await startHotelApi();
  team = await api.team();
});
afterAll(() => api.close());

async function firstHotel() {
  hotel ??= (await searchHotels(api, team)).hotels[0];
  return hotel;
}

const prebook = async (overrides: Record<string, unknown> = {}, key = team.key) =>
  api.post('/api/v1/hotels/prebook', { key, body: { ...prebookBody(await firstHotel()), ...overrides } });

describe('POST /api/v1/hotels/prebook', () => {
  it('201 with the Hotel prebook result: a pbk_ token valid 20 minutes and the confirmed stay total', async () => {
    const h = await firstHotel();
    const res = await prebook();
    expect(res.status).toBe(201);
    const data = ZHotelPrebookResult.strict().parse(res.body.data);
    expect(data.prebook_token).toMatch(/^pbk_[A-Za-z0-9_-]{32}$/);
    expect(data).toMatchObject({
      hotel_name: h.name,
      check_in: STAY.checkIn,
      check_out: STAY.checkOut,
      nights: 3,
      unit_price: h.offers[0].totalPrice,
      currency: 'BRL',
    });
    expect(data.expires_at).toBe(new Date(clock.now().getTime() + 20 * 60_000).toISOString());
  });

  it('stores the token with the team, the confirmed offer and its total in cents', async () => {
    const res = await prebook();
    const row = await api.db.prebook.findUniqueOrThrow({ where: { token: res.body.data.prebook_token } });
    expect(row).toMatchObject({
      teamId: team.id,
      kind: 'hotel',
      totalCents: Math.round(res.body.data.unit_price * 100),
      currency: 'BRL',
      usedAt: null,
      bookingId: null,
    });
    expect(row.offer).toMatchObject({ hotelSearchCode: hotel.hotelSearchCode, markupPercent: 10, nights: 3, adults: 2 });
  });

  it('accepts the offer totalPrice of any offer, not only the best', async () => {
    const h = await firstHotel();
    const res = await api.post('/api/v1/hotels/prebook', { key: team.key, body: prebookBody(h, h.offers[h.offers.length - 1]) });
    expect(res.status).toBe(201);
    expect(res.body.data.unit_price).toBe(h.offers[h.offers.length - 1].totalPrice);
  });

  it('check_in must be before check_out', async () => {
    const res = await prebook({ check_in: STAY.checkOut, check_out: STAY.checkIn });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toBe('check_in must be before check_out');
    const same = await prebook({ check_out: STAY.checkIn });
    expect(same.body.error).toBe('check_in must be before check_out');
  });

  it('a stay of more than 30 nights is refused', async () => {
    const res = await prebook({ check_in: '2030-05-01', check_out: '2030-06-01' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Validation error: check_out: a stay is at most 30 nights');
  });

  it('children are 0-6', async () => {
    const res = await prebook({ children: 7 });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^Validation error: children:/);
  });

  it('Validation error: fields missing or invalid', async () => {
    const res = await api.post('/api/v1/hotels/prebook', { key: team.key, body: { hotel_search_code: 'x' } });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toContain('check_in: Required');
    expect(res.body.error).toContain('hotel_name: Required');
    expect(res.body.error).toContain('unit_price: Required');
    const cents = await prebook({ unit_price: 10.001 });
    expect(cents.body.error).toBe('Validation error: unit_price: must have at most two decimals');
  });

  it('a stay other than the one searched (another date, more adults) is 400', async () => {
    const res = await prebook({ adults: 3 });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toBe('Validation error: hotel_search_code: The stay does not match the hotelSearchCode');
  });

  it('unit_price other than the confirmed total with markup is 400 PRICE_MISMATCH naming the total', async () => {
    const h = await firstHotel();
    const res = await prebook({ unit_price: h.offers[0].netPrice, net_price: undefined });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'PRICE_MISMATCH');
    expect(res.body.error).toBe(
      `Price changed: the confirmed stay total is ${h.offers[0].totalPrice.toFixed(2)} BRL (net ${h.offers[0].netPrice.toFixed(2)})`,
    );
    const off = await prebook({ unit_price: h.offers[0].totalPrice + 0.01 });
    expectErrorShape(off.body, 'PRICE_MISMATCH');
    const net = await prebook({ net_price: h.offers[0].netPrice - 1 });
    expectErrorShape(net.body, 'PRICE_MISMATCH');
    expect(await api.db.prebook.count({ where: { teamId: team.id, totalCents: Math.round(h.offers[0].netPrice * 100) } })).toBe(0);
  });

  it('another currency, room_basis or hotel_id than the offer is 400', async () => {
    expect((await prebook({ currency: 'USD' })).body.error).toBe('Validation error: currency: the offer is priced in BRL');
    const h = await firstHotel();
    const other = ['RO', 'BB', 'HB', 'FB', 'AI'].find((b) => b !== h.offers[0].roomBasis);
    expect((await prebook({ room_basis: other })).body.error).toBe(`Validation error: room_basis: the offer is ${h.offers[0].roomBasis}`);
    expect((await prebook({ hotel_id: 'sandbox:1' })).body.error).toBe('Validation error: hotel_id: is not the hotel of hotel_search_code');
  });

  it('a read-only key cannot prebook (403 FORBIDDEN)', async () => {
    const res = await prebook({}, team.readOnlyKey);
    expect(res.status).toBe(403);
    expectErrorShape(res.body, 'FORBIDDEN');
  });

  it('401 with an invalid key', async () => {
    const res = await api.post('/api/v1/hotels/prebook', { key: 'tak_test_00000000000000000000000000000000', body: {} });
    expect(res.status).toBe(401);
  });
});
