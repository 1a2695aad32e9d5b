import { formatIsoDate } from '../../lib/dates';
import { centsToReais } from '../../lib/money';
import type { HotelLanguage, HotelOffer } from '../port';
import type { CatalogHotel } from './catalog';
import { nightlyBase, offerSpecs, rateNights, type OfferSpec } from './pricing';
import { encodeSearchCode, stayPart } from './search-code';
import { roomOccupancy, type Stay } from './stay';
import { roomName } from './vocabulary';

export const SANDBOX_CURRENCY = 'BRL';

/** A rate priced for one stay, in cents. */
export interface PricedRate {
  spec: OfferSpec;
  /** Whole cents per night; the total is their sum, so a breakdown always adds up. */
  nightCents: readonly number[];
  totalCents: number;
  nonRefundable: boolean;
  /** Last free-cancellation day (epoch day), null when non-refundable. */
  deadlineDay: number | null;
}

export function priceRate(hotel: CatalogHotel, spec: OfferSpec, stay: Stay, today: number, base = nightlyBase(hotel, stay)): PricedRate {
  const nightCents = rateNights(base, spec);
  let totalCents = 0;
  for (const cents of nightCents) totalCents += cents;
  const deadline = stay.checkInDay - hotel.cancellationDays;
  // Inside the penalty window a refundable rate can no longer be cancelled for free.
  const nonRefundable = spec.nonRefundable || deadline < today;
  return { spec, nightCents, totalCents, nonRefundable, deadlineDay: nonRefundable ? null : deadline };
}

/** Every rate of the hotel for the stay, cheapest first. */
export function priceRates(hotel: CatalogHotel, stay: Stay, today: number): PricedRate[] {
  const base = nightlyBase(hotel, stay);
  return offerSpecs(hotel)
    .map((spec) => priceRate(hotel, spec, stay, today, base))
    .sort((a, b) => a.totalCents - b.totalCents || (a.spec.key < b.spec.key ? -1 : 1));
}

export function roomNames(spec: OfferSpec, stay: Stay, language: HotelLanguage): string[] {
  return roomOccupancy(stay).map((room) => roomName(spec.roomType, room.adults + room.children, language));
}

/**
 * Builds the offers of one search: what every offer of the stay shares (code
 * part, room names per room type) is computed once, as a 300-hotel search makes thousands.
 */
export function offerBuilder(stay: Stay, language: HotelLanguage): (hotel: CatalogHotel, rate: PricedRate) => HotelOffer {
  const codeStay = stayPart(stay);
  const namesByType = new Map<OfferSpec['roomType'], string[]>();
  return (hotel, rate) => {
    let rooms = namesByType.get(rate.spec.roomType);
    if (!rooms) {
      rooms = Object.freeze(roomNames(rate.spec, stay, language)) as string[];
      namesByType.set(rate.spec.roomType, rooms);
    }
    return {
      hotelSearchCode: encodeSearchCode(hotel.hotelId, rate.spec.key, codeStay),
      roomBasis: rate.spec.basis,
      rooms,
      netPrice: centsToReais(rate.totalCents),
      currency: SANDBOX_CURRENCY,
      nonRefundable: rate.nonRefundable,
      cancellationDeadline: rate.deadlineDay === null ? null : formatIsoDate(rate.deadlineDay),
    };
  };
}
