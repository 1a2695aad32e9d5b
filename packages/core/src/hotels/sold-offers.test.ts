import type { HotelOffer, HotelSearchResult, SupplierHotel } from '@tas/suppliers';
import { describe, expect, it } from 'vitest';
import type { RateInForce } from '../exchange/rates-in-force';
import { hotelListing } from './search-listing';
import { soldHotels } from './sold-offers';

// A cached supplier answer (frozen, the same object each search, as the sandbox keeps them) priced in
// EUR: what it sells is kept per answer and judged rates, and must follow any change of the rates.
const offer = (code: string, netPrice: number, currency: string): HotelOffer =>
  Object.freeze({
    hotelSearchCode: code,
    roomBasis: 'RO',
    rooms: ['Standard'],
    netPrice,
    currency,
    nonRefundable: false,
    cancellationDeadline: null,
  });
const hotel = (id: string, offers: HotelOffer[]): SupplierHotel =>
  Object.freeze({
    hotelId: id,
    name: `Hotel ${id}`,
    stars: 4,
    rating: 8,
    location: {
      address: 'Rua A, 1',
      city: 'Rio de Janeiro',
      country: 'Brasil',
      countryCode: 'BR',
      coordinates: { latitude: -22.9, longitude: -43.2 },
    },
    images: [],
    amenities: [],
    description: '',
    offers: Object.freeze(offers) as HotelOffer[],
  });
const answer: HotelSearchResult = Object.freeze({
  hotels: Object.freeze([
    hotel('1', [offer('a', 100, 'EUR')]),
    hotel('2', [offer('b', 50.5, 'EUR'), offer('c', 400, 'BRL')]),
  ]) as SupplierHotel[],
  searchSessionId: 'cached',
  currency: 'EUR',
});
const stay = { checkIn: '2030-05-10', checkOut: '2030-05-12', nights: 2 };

/** The team's rates as rates-in-force.ts answers them: EUR at `applied`, or not sold. */
function rates(applied: string | null): (currency: string) => RateInForce {
  const eur: RateInForce = applied
    ? {
        sells: true,
        selling: { currency: 'EUR', rate: { value: applied, source: 'agency', date: '2030-05-01' }, spreadPercent: '0', applied },
      }
    : { sells: false, currency: 'EUR', reason: 'no agency rate entered for EUR', rate: null };
  return (currency) => (currency === 'EUR' ? eur : { sells: false, currency, reason: 'no policy', rate: null });
}

const netPrices = (sold: ReturnType<typeof soldHotels>) =>
  JSON.parse(hotelListing(sold.result, 'sandbox', stay, 0, sold.selling).hotelsJson.toString()).flatMap((h: any) =>
    h.offers.map((o: any) => o.netPrice),
  );

describe('offers of a cached answer priced abroad', () => {
  it('the same answer at the same rates is the same sold answer and listing; rates judged alike again too', () => {
    const atSix = rates('6');
    const first = soldHotels(answer, atSix);
    expect(soldHotels(answer, atSix)).toBe(first);
    expect(soldHotels(answer, rates('6'))).toBe(first);
    const listing = hotelListing(first.result, 'sandbox', stay, 0, first.selling);
    expect(hotelListing(soldHotels(answer, atSix).result, 'sandbox', stay, 0, first.selling)).toBe(listing);
    expect(netPrices(first)).toEqual([600, 303, 400]);
  });

  it('follows a new rate, a currency that stops selling, and the old rate back', () => {
    expect(netPrices(soldHotels(answer, rates('6')))).toEqual([600, 303, 400]);
    expect(netPrices(soldHotels(answer, rates('6.5')))).toEqual([650, 328.25, 400]);
    const unsold = soldHotels(answer, rates(null));
    expect(netPrices(unsold)).toEqual([400]);
    expect(unsold.unsold?.note()).toBe('2 offers in EUR not sold: no agency rate entered for EUR');
    expect(netPrices(soldHotels(answer, rates('6')))).toEqual([600, 303, 400]);
  });
});
