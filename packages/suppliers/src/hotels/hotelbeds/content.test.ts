import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HotelbedsStandIn } from './stand-in/server';
import { hotelbeds, now, operations, saoQuery, startStandIn } from './test-support';

let standIn: HotelbedsStandIn;
beforeAll(async () => (standIn = await startStandIn()));
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

const firstCode = async (supplier = hotelbeds(standIn)) => {
  const result = await supplier.search(saoQuery(), {});
  standIn.requests.length = 0;
  return { supplier, result, code: result.hotels[0]!.offers[0]!.hotelSearchCode };
};

describe('Hotelbeds content as the Content API gives it', () => {
  it('the hotel list names facilities by code only: names come from types/facilities, and an indLogic false facility is absent', async () => {
    const { result } = await firstCode();
    // The stand-in's list carries no facility description (as Hotelbeds'); the names are the catalogue's.
    expect(result.hotels[0]!.amenities).toEqual(['Air conditioning in public areas', 'Wi-fi', 'Outdoor swimming pool']);
    expect(result.hotels[0]!.amenities).not.toContain('Car park');
  });

  it('the facility catalogue is read once a day per adapter, never per search', async () => {
    // Hotelbeds and the adapter share a clock that moves a day on (signatures are checked against it).
    let today = now();
    const clock = () => today;
    const own = await HotelbedsStandIn.start({ now: clock });
    try {
      const supplier = hotelbeds(own, { now: clock });
      await supplier.search(saoQuery(), {});
      await supplier.search(saoQuery({ cityCode: 'RIO' }), {});
      expect(operations(own).filter((op) => op === 'facility-types')).toHaveLength(1);
      expect(own.requests.find((r) => r.operation === 'facility-types')!.path).toBe(
        '/hotel-content-api/1.0/types/facilities?fields=all&language=POR&from=1&to=1000&useSecondaryLanguage=false',
      );
      today = new Date(now().getTime() + 25 * 3_600_000);
      await supplier.search(saoQuery({ cityCode: 'LIS' }), {});
      expect(operations(own).filter((op) => op === 'facility-types')).toHaveLength(2);
    } finally {
      await own.close();
    }
  });

  it('hotel details nest category, destination, country and image type as objects; absent facilities are left out; photos over https', async () => {
    const { supplier, code } = await firstCode();
    const details = await supplier.details({ hotelSearchCode: code, language: 'en' }, {});
    expect(details).toMatchObject({
      stars: 4,
      city_code: 'SAO',
      facilities: ['Air conditioning in public areas', 'Wi-fi', 'Outdoor swimming pool'],
      room_facilities: ['Minibar', 'Safe'],
    });
    // General view first, read from the nested `type.code`.
    expect(details.pictures).toEqual([
      'https://photos.hotelbeds.com/giata/10/100101/100101a_hb_a_001.jpg',
      'https://photos.hotelbeds.com/giata/10/100101/100101a_hb_ro_002.jpg',
      'https://photos.hotelbeds.com/giata/10/100101/100101a_hb_r_003.jpg',
    ]);
    expect(operations(standIn)).toEqual(['content-details']);
  });

  it('a facility catalogue that cannot be read still sells the hotels, without amenity names', async () => {
    standIn.fail('server-error', { on: 'facility-types' });
    const result = await hotelbeds(standIn).search(saoQuery(), {});
    expect(result.hotels[0]!.amenities).toEqual([]);
    expect(result.hotels[0]!.offers.length).toBeGreaterThan(0);
  });
});
