import { describe, expect, it } from 'vitest';
import { addDays, filterHotels, NO_HOTEL_FILTERS, nightsBetween, type Hotel, type HotelOffer } from './hotel-search';

const offer = (roomBasis: HotelOffer['roomBasis'], totalPrice: number, nonRefundable = false): HotelOffer => ({
  hotelSearchCode: `${roomBasis}-${totalPrice}`,
  roomBasis,
  rooms: ['Standard'],
  totalPrice,
  netPrice: totalPrice,
  currency: 'BRL',
  nonRefundable,
  cancellationDeadline: null,
});
const hotel = (id: string, stars: number, offers: HotelOffer[], provider = 'sandbox') =>
  ({ id, stars, offers, provider }) as unknown as Hotel;

describe('hotel result filters', () => {
  const hotels = [
    hotel('a', 3, [offer('RO', 900), offer('BB', 1200, true)]),
    hotel('b', 5, [offer('AI', 4000), offer('BB', 2500)], 'hotelbeds'),
  ];

  it('keeps every hotel with no filter, offers cheapest first', () => {
    expect(filterHotels(hotels, NO_HOTEL_FILTERS).map((h) => h.offers.map((o) => o.totalPrice))).toEqual([
      [900, 1200],
      [2500, 4000],
    ]);
  });

  it('drops hotels below the stars and offers outside room basis, refundability and price', () => {
    expect(filterHotels(hotels, { ...NO_HOTEL_FILTERS, minStars: 4 }).map((h) => h.id)).toEqual(['b']);
    const shown = filterHotels(hotels, { ...NO_HOTEL_FILTERS, roomBasis: 'BB', refundableOnly: true, maxPrice: 3000 });
    expect(shown.map((h) => [h.id, h.offers.length])).toEqual([['b', 1]]);
  });

  it("keeps one supplier's hotels when a supplier is chosen", () => {
    expect(filterHotels(hotels, { ...NO_HOTEL_FILTERS, provider: 'hotelbeds' }).map((h) => h.id)).toEqual(['b']);
    expect(filterHotels(hotels, { ...NO_HOTEL_FILTERS, provider: 'sandbox' }).map((h) => h.id)).toEqual(['a']);
  });

  it('counts nights and adds days across months', () => {
    expect(nightsBetween('2030-01-30', '2030-02-02')).toBe(3);
    expect(nightsBetween('2030-02-02', '2030-01-30')).toBe(0);
    expect(addDays('2030-12-30', 3)).toBe('2031-01-02');
  });
});
