import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, type RestServer } from '../testing/rest-server';
import { ZHotelDetails } from './response-schemas';
import { searchHotels, startHotelApi, STAY, useHotelClock, type TestTeam } from './test-fixtures';

let api: RestServer;
let team: TestTeam;
let hotel: any;
useHotelClock();

beforeAll(async () => {
  api = await startHotelApi();
  team = await api.team();
});
afterAll(() => api.close());

async function firstHotel() {
  hotel ??= (await searchHotels(api, team)).hotels[0];
  return hotel;
}

describe('POST /api/v1/hotels/details', () => {
  it('answers the Hotel details fields for an offer of the search', async () => {
    const h = await firstHotel();
    const res = await api.post('/api/v1/hotels/details', {
      key: team.key,
      body: { hotel_search_code: h.hotelSearchCode, hotel_id: h.hotelId },
    });
    expect(res.status).toBe(200);
    const details = ZHotelDetails.parse(res.body.data);
    expect(Object.keys(res.body.data).sort()).toEqual(
      [
        'address',
        'city_code',
        'coordinates',
        'description',
        'facilities',
        'hotel_id',
        'hotel_name',
        'phone',
        'pictures',
        'price_breakdown',
        'room_facilities',
        'stars',
      ].sort(),
    );
    expect(details).toMatchObject({ hotel_name: h.name, hotel_id: h.hotelId, city_code: '3304557', stars: h.stars });
    expect(details.description).not.toMatch(/<[a-z]/i);
    expect(details.pictures.length).toBeGreaterThan(h.images.length);
    expect(details.pictures[0]).toBe(h.images[0]);
    expect(details.coordinates).toEqual(h.location.coordinates);
    expect(details.price_breakdown.HotelName).toBe(h.name);
  });

  it('price_breakdown: nights add up to the net total; TotalPrice is the offer totalPrice with markup', async () => {
    const h = await firstHotel();
    const res = await api.post('/api/v1/hotels/details', { key: team.key, body: { hotel_search_code: h.hotelSearchCode } });
    const breakdown = res.body.data.price_breakdown;
    expect(breakdown.Room.Nights.map((n: { Date: string }) => n.Date)).toEqual(['2030-05-10', '2030-05-11', '2030-05-12']);
    const sum = breakdown.Room.Nights.reduce((acc: number, n: { NetPrice: number }) => acc + Math.round(n.NetPrice * 100), 0);
    expect(sum).toBe(Math.round(breakdown.Room.TotalNetPrice * 100));
    expect(breakdown.Room.TotalNetPrice).toBe(h.offers[0].netPrice);
    expect(breakdown.TotalPrice).toBe(h.offers[0].totalPrice);
    expect(breakdown.CheckIn).toBe(STAY.checkIn);
  });

  it('language en answers in English', async () => {
    const h = await firstHotel();
    const pt = await api.post('/api/v1/hotels/details', { key: team.key, body: { hotel_search_code: h.hotelSearchCode } });
    const en = await api.post('/api/v1/hotels/details', { key: team.key, body: { hotel_search_code: h.hotelSearchCode, language: 'en' } });
    expect(en.body.data.facilities).not.toEqual(pt.body.data.facilities);
  });

  it('Validation error: required fields missing', async () => {
    const res = await api.post('/api/v1/hotels/details', { key: team.key, body: {} });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toBe('Validation error: hotel_search_code: Required');
  });

  it('an unknown hotel_search_code is 400', async () => {
    const res = await api.post('/api/v1/hotels/details', { key: team.key, body: { hotel_search_code: 'nonsense' } });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toBe('Validation error: hotel_search_code: Hotel offer not found');
  });

  it('a hotel_id of another hotel is 400', async () => {
    const h = await firstHotel();
    const res = await api.post('/api/v1/hotels/details', {
      key: team.key,
      body: { hotel_search_code: h.hotelSearchCode, hotel_id: 'sandbox:1234567890' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Validation error: hotel_id: is not the hotel of hotel_search_code');
  });

  it('401 with an invalid key', async () => {
    const res = await api.post('/api/v1/hotels/details', {
      key: 'tak_live_00000000000000000000000000000000',
      body: { hotel_search_code: 'x' },
    });
    expect(res.status).toBe(401);
    expectErrorShape(res.body, 'UNAUTHORIZED');
  });
});
