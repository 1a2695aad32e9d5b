import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isSupplierPriceChangedError, SupplierPriceChangedError } from '../../lib/errors';
import type { HotelOffer } from '../port';
import type { HotelbedsStandIn } from './stand-in/server';
import { fromSearchCode } from './search-code';
import { failure, hotelbeds, operations, saoQuery, startStandIn } from './test-support';

let standIn: HotelbedsStandIn;
beforeAll(async () => (standIn = await startStandIn()));
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

const stay = { checkIn: '2026-04-10', checkOut: '2026-04-13', adults: 2, children: 0, rooms: 1 };

/** A fresh adapter, its search done, and the first offer whose code contains `part`. */
async function searched(part: string) {
  const supplier = hotelbeds(standIn);
  const result = await supplier.search(saoQuery(), {});
  const offer = result.hotels.flatMap((hotel) => hotel.offers).find((o) => o.hotelSearchCode.includes(part)) as HotelOffer;
  standIn.requests.length = 0;
  return { supplier, offer };
}

describe('Hotelbeds prebook', () => {
  it('a BOOKABLE rate priced by the search is confirmed without CheckRates (Hotelbeds guarantees it); its comments come from the Content API, kept a day', async () => {
    const { supplier, offer } = await searched('|DBL.ST|BAR|BB|NOR|');
    const valued = await supplier.prebook({ hotelSearchCode: offer.hotelSearchCode, stay }, {});
    expect(operations(standIn)).toEqual(['rate-comments']);
    expect(standIn.requests[0]!.path).toBe(
      '/hotel-content-api/1.0/types/ratecommentdetails?fields=all&code=102%7C100101%7C1&date=2026-04-10&language=POR&useSecondaryLanguage=false',
    );
    await supplier.prebook({ hotelSearchCode: offer.hotelSearchCode, stay }, {});
    expect(operations(standIn)).toEqual(['rate-comments']);
    expect(valued).toEqual({
      hotelSearchCode: offer.hotelSearchCode,
      hotelId: '100101',
      hotelName: 'Paulista Garden Hotel',
      ...stay,
      nights: 3,
      roomBasis: 'BB',
      roomNames: ['DOUBLE STANDARD'],
      netPrice: offer.netPrice,
      currency: 'EUR',
      nonRefundable: false,
      cancellationDeadline: '2026-04-06',
      cancellationPolicies: offer.cancellationPolicies,
      rateComments: 'Check-in from 14:00. A photo ID and a credit card are required at check-in.',
    });
  });

  it('a RECHECK rate is re-valued with CheckRates and comes back with the checked rateKey', async () => {
    const { supplier, offer } = await searched('|DBL.SU|BAR|RO|NOR|');
    const valued = await supplier.prebook({ hotelSearchCode: offer.hotelSearchCode, stay }, {});
    expect(operations(standIn)).toEqual(['checkrates']);
    // The rateKey goes back exactly as availability gave it.
    const { rateKey } = fromSearchCode(offer.hotelSearchCode);
    expect(offer.hotelSearchCode).toBe(`hb1|1|${rateKey}`);
    expect(standIn.requests[0]!.body).toEqual({ language: 'POR', rooms: [{ rateKey }] });
    expect(valued).toMatchObject({
      hotelSearchCode: offer.hotelSearchCode,
      roomBasis: 'RO',
      roomNames: ['DOUBLE SUPERIOR'],
      netPrice: offer.netPrice,
      nonRefundable: false,
      // CheckRates gives the comments' text: no Content API call.
      rateComments: 'Check-in from 14:00. A photo ID and a credit card are required at check-in.',
    });
  });

  it('a price changed at CheckRates is a SupplierPriceChangedError carrying the new price and code', async () => {
    const { supplier, offer } = await searched('|DBL.SU|BAR|RO|NOR|');
    standIn.fail('price-changed');
    const error = await failure(supplier.prebook({ hotelSearchCode: offer.hotelSearchCode, stay }, {}));
    expect(isSupplierPriceChangedError(error)).toBe(true);
    const changed = error as SupplierPriceChangedError;
    expect(changed.kind).toBe('price_changed');
    expect([changed.previousNetPrice, changed.netPrice, changed.currency]).toEqual([offer.netPrice, 1820.07, 'EUR']);
    expect(changed.hotelSearchCode).not.toBe(offer.hotelSearchCode);
    expect(changed.message).toBe('Price changed: the supplier now asks 1820.07 EUR (was 1701.00)');
    // The new code holds the new price: prebooking it goes through.
    const valued = await supplier.prebook({ hotelSearchCode: changed.hotelSearchCode, stay }, {});
    expect(valued.netPrice).toBe(1820.07);
  });

  it('an adapter that did not search re-values with CheckRates and compares with expectedNetPrice', async () => {
    const { offer } = await searched('|DBL.ST|BAR|HB|');
    const elsewhere = hotelbeds(standIn);
    await expect(
      elsewhere.prebook({ hotelSearchCode: offer.hotelSearchCode, expectedNetPrice: offer.netPrice }, {}),
    ).resolves.toMatchObject({ netPrice: offer.netPrice });
    const error = await failure(elsewhere.prebook({ hotelSearchCode: offer.hotelSearchCode, expectedNetPrice: offer.netPrice - 10 }, {}));
    expect(error).toBeInstanceOf(SupplierPriceChangedError);
    // The second answer came from the first check, still at the offer's price.
    expect(operations(standIn)).toEqual(['checkrates']);
    expect(error.message).toBe(
      `Price changed: the supplier now asks ${offer.netPrice.toFixed(2)} EUR (was ${(offer.netPrice - 10).toFixed(2)})`,
    );
  });

  it('a rate no longer available is not_found (search again)', async () => {
    const { supplier, offer } = await searched('|DBL.SU|BAR|RO|NOR|');
    standIn.fail('rate-unavailable');
    const error = await failure(supplier.prebook({ hotelSearchCode: offer.hotelSearchCode }, {}));
    expect([error.kind, error.message]).toEqual(['not_found', 'The rate is no longer available, search again']);
  });

  it("a stay other than the rate's is refused", async () => {
    const { supplier, offer } = await searched('|DBL.ST|BAR|BB|NOR|');
    const error = await failure(supplier.prebook({ hotelSearchCode: offer.hotelSearchCode, stay: { ...stay, adults: 3 } }, {}));
    expect([error.kind, error.message]).toEqual(['invalid_request', 'The stay does not match the hotelSearchCode']);
  });

  it('a code Hotelbeds does not know is invalid_request', async () => {
    const error = await failure(hotelbeds(standIn).prebook({ hotelSearchCode: 'not-a-rate-key' }, {}));
    expect(error.kind).toBe('invalid_request');
  });
});

describe('Hotelbeds details', () => {
  it('reads the hotel from the Content API and spreads the stay price over the nights to the cent', async () => {
    const { supplier, offer } = await searched('|DBL.ST|BAR|BB|NOR|');
    const details = await supplier.details({ hotelSearchCode: offer.hotelSearchCode, language: 'en' }, {});
    expect(operations(standIn)).toEqual(['content-details']);
    expect(standIn.requests[0]!.path).toBe('/hotel-content-api/1.0/hotels/100101/details?language=ENG&useSecondaryLanguage=false');
    expect(details).toMatchObject({
      hotel_name: 'Paulista Garden Hotel',
      hotel_id: '100101',
      address: 'Avenida Paulista, 1200',
      city_code: 'SAO',
      phone: '+551130001200',
      stars: 4,
      description: 'Paulista Garden Hotel is a 4-star hotel in Sao Paulo, close to the main sights.',
      facilities: ['Air conditioning in public areas', 'Wi-fi', 'Outdoor swimming pool'],
      room_facilities: ['Minibar', 'Safe'],
      coordinates: { latitude: -23.5614, longitude: -46.6559 },
    });
    expect(details.pictures).toHaveLength(3);
    const breakdown = details.price_breakdown;
    expect(breakdown).toMatchObject({
      HotelName: 'Paulista Garden Hotel',
      CheckIn: '2026-04-10',
      CheckOut: '2026-04-13',
      NonRefundable: false,
      CancellationDeadline: '2026-04-06',
    });
    expect(breakdown.Room.Nights.map((night) => night.Date)).toEqual(['2026-04-10', '2026-04-11', '2026-04-12']);
    const cents = breakdown.Room.Nights.reduce((sum, night) => sum + Math.round(night.NetPrice * 100), 0);
    expect(cents).toBe(Math.round(offer.netPrice * 100));
    expect(breakdown.Room.TotalNetPrice).toBe(offer.netPrice);
  });

  it('without the search at hand, values the rate with CheckRates first', async () => {
    const { offer } = await searched('|DBL.ST|BAR|BB|NOR|');
    await hotelbeds(standIn).details({ hotelSearchCode: offer.hotelSearchCode }, {});
    expect(operations(standIn)).toEqual(['checkrates', 'content-details']);
  });
});
