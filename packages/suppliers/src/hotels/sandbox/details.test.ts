import { describe, expect, it } from 'vitest';
import { call, rioQuery, sandbox } from './test-support';

describe('hotel details', () => {
  const supplier = sandbox();
  const anOffer = async (index = 0) => {
    const hotel = (await supplier.search(rioQuery(), call)).hotels[7]!;
    return { hotel, offer: hotel.offers[index]! };
  };

  it('describes the hotel of a hotelSearchCode with the contract fields', async () => {
    const { hotel, offer } = await anOffer();
    const details = await supplier.details({ hotelSearchCode: offer.hotelSearchCode }, call);
    expect(details).toMatchObject({
      hotel_name: hotel.name,
      hotel_id: hotel.hotelId,
      address: hotel.location.address,
      city_code: '3304557',
      stars: hotel.stars,
      coordinates: hotel.location.coordinates,
    });
    expect(details.phone).toMatch(/^\+55 21 \d{4}-\d{4}$/);
    expect(details.facilities.length).toBeGreaterThan(0);
    expect(details.room_facilities.length).toBeGreaterThan(0);
    expect(details.pictures.length).toBeGreaterThanOrEqual(5);
    expect(details.pictures[0]).toBe(hotel.images[0]);
  });

  it('writes the description as plain text in the asked language', async () => {
    const { offer } = await anOffer();
    const pt = await supplier.details({ hotelSearchCode: offer.hotelSearchCode }, call);
    const en = await supplier.details({ hotelSearchCode: offer.hotelSearchCode, language: 'en' }, call);
    const es = await supplier.details({ hotelSearchCode: offer.hotelSearchCode, language: 'es' }, call);
    expect(pt.description).toContain('estrela');
    expect(en.description).toContain('-star hotel');
    expect(es.description).toContain('hotel de');
    for (const text of [pt.description, en.description, es.description]) expect(text).not.toMatch(/<\/?[a-z]/i);
    expect(en.facilities).not.toEqual(pt.facilities);
  });

  it('breaks the price down per night, adding up exactly to the offer netPrice', async () => {
    for (const index of [0, 3]) {
      const { hotel, offer } = await anOffer(index);
      const { price_breakdown: breakdown } = await supplier.details({ hotelSearchCode: offer.hotelSearchCode }, call);
      expect(breakdown.HotelName).toBe(hotel.name);
      expect(breakdown.Room.RoomBasis).toBe(offer.roomBasis);
      expect(breakdown.Room.Rooms).toEqual(offer.rooms);
      expect(breakdown.Room.Nights.map((night) => night.Date)).toEqual([
        '2026-03-10',
        '2026-03-11',
        '2026-03-12',
        '2026-03-13',
        '2026-03-14',
      ]);
      const cents = breakdown.Room.Nights.reduce((sum, night) => sum + Math.round(night.NetPrice * 100), 0);
      expect(cents).toBe(Math.round(offer.netPrice * 100));
      expect(breakdown.Room.TotalNetPrice).toBe(offer.netPrice);
      expect(breakdown.CancellationDeadline).toBe(offer.cancellationDeadline);
    }
  });

  it('works from the code alone, with no search before (stateless)', async () => {
    const { offer } = await anOffer();
    const { createSandboxHotelSupplier } = await import('./supplier');
    const other = createSandboxHotelSupplier({ now: () => new Date('2026-01-15T12:00:00Z') });
    await expect(other.details({ hotelSearchCode: offer.hotelSearchCode }, call)).resolves.toMatchObject({
      hotel_id: offer.hotelSearchCode.split('-')[0],
    });
  });

  it.each([
    ['garbage', 'not-a-code'],
    ['a forged checksum', '33045570008-0ROr-20260310-5-2-0-1-aaaa'],
    ['an unknown hotel', '33045579999-0ROr-20260310-5-2-0-1-aaaa'],
  ])('answers not_found for %s', async (_, code) => {
    await expect(supplier.details({ hotelSearchCode: code }, call)).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('detects a code whose stay was edited', async () => {
    const { offer } = await anOffer();
    const edited = offer.hotelSearchCode.replace('-20260310-5-', '-20260310-4-');
    await expect(supplier.details({ hotelSearchCode: edited }, call)).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('checks credentials', async () => {
    const { offer } = await anOffer();
    await expect(supplier.details({ hotelSearchCode: offer.hotelSearchCode }, {})).rejects.toMatchObject({ kind: 'credentials' });
  });
});
