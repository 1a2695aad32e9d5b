import { monthOf, weekdayOf } from '../../lib/dates';
import { createRng, mix32 } from '../../lib/prng';
import type { RoomBasis } from '../port';
import type { CatalogHotel } from './catalog';
import { SEASON_FACTORS } from './city';
import { roomOccupancy, type Stay } from './stay';
import { ROOM_TYPES, type RoomType } from './vocabulary';

/** One sellable rate of a hotel: room type, board and refundability. */
export interface OfferSpec {
  /** Short stable id inside the hotelSearchCode, e.g. `0BBr`. */
  key: string;
  roomType: RoomType;
  basis: RoomBasis;
  nonRefundable: boolean;
  /** Multiplier over the hotel's nightly base. */
  factor: number;
}

const BASIS_FACTOR: Record<RoomBasis, number> = { RO: 1, BB: 1.12, HB: 1.34, FB: 1.52, AI: 1.85 };
/** Non-refundable rates are the usual prepaid discount. */
const NON_REFUNDABLE_FACTOR = 0.88;
const ADULTS_FACTOR = [0.85, 1, 1.28, 1.52];
const CHILD_FACTOR = 0.14;

const specCache = new Map<string, readonly OfferSpec[]>();

/** The rates a hotel sells: every board on its base room, fewer on the better rooms. */
export function offerSpecs(hotel: CatalogHotel): readonly OfferSpec[] {
  let specs = specCache.get(hotel.hotelId);
  if (specs) return specs;
  const rng = createRng(`${hotel.hotelId}:offers`);
  const made: OfferSpec[] = [];
  const add = (typeIndex: number, basis: RoomBasis, nonRefundable: boolean) => {
    const roomType = hotel.roomTypes[typeIndex]!;
    const factor = ROOM_TYPES[roomType].factor * BASIS_FACTOR[basis] * (nonRefundable ? NON_REFUNDABLE_FACTOR : 1);
    made.push({ key: `${typeIndex}${basis}${nonRefundable ? 'n' : 'r'}`, roomType, basis, nonRefundable, factor });
  };
  for (const basis of ['RO', 'BB', 'HB', 'FB', 'AI'] as const) add(0, basis, false);
  add(0, 'RO', true);
  if (rng.chance(0.25)) add(0, 'BB', true);
  const resort = hotel.stars >= 4 && hotel.city.style === 'beach';
  hotel.roomTypes.forEach((_, typeIndex) => {
    if (typeIndex === 0) return;
    add(typeIndex, 'BB', false);
    if (rng.chance(0.4)) add(typeIndex, 'HB', false);
    if (resort && rng.chance(0.5)) add(typeIndex, 'AI', false);
    if (rng.chance(0.2)) add(typeIndex, 'BB', true);
  });
  specs = Object.freeze(made);
  specCache.set(hotel.hotelId, specs);
  return specs;
}

export function findSpec(hotel: CatalogHotel, key: string): OfferSpec | undefined {
  return offerSpecs(hotel).find((spec) => spec.key === key);
}

/**
 * Unrounded nightly cents of the base room for this stay: season by month,
 * weekend and daily demand, length-of-stay discount and occupancy of all rooms.
 */
export function nightlyBase(hotel: CatalogHotel, stay: Stay): number[] {
  const season = SEASON_FACTORS[hotel.city.season];
  const occupancy = roomOccupancy(stay).reduce((sum, room) => sum + roomFactor(room.adults, room.children), 0);
  const lengthFactor = stay.nights >= 14 ? 0.9 : stay.nights >= 7 ? 0.95 : 1;
  const nights: number[] = [];
  for (let n = 0; n < stay.nights; n++) {
    const day = stay.checkInDay + n;
    // Mixed as numbers, not strings: this runs for every night of every hotel of a search.
    const demand = 0.96 + (mix32(hotel.seed, day) % 801) / 10_000;
    const factor = (season[monthOf(day) - 1] ?? 1) * weekendFactor(hotel, weekdayOf(day)) * demand;
    nights.push(hotel.nightlyCents * factor * lengthFactor * occupancy);
  }
  return nights;
}

/** Whole cents per night of one rate; the stay total is their sum, so breakdown and total agree. */
export function rateNights(base: readonly number[], spec: OfferSpec): number[] {
  const nights = new Array<number>(base.length);
  for (let n = 0; n < base.length; n++) nights[n] = Math.round(base[n]! * spec.factor);
  return nights;
}

function roomFactor(adults: number, children: number): number {
  const adultFactor = adults <= 4 ? (ADULTS_FACTOR[adults - 1] ?? 1) : 1.52 + (adults - 4) * 0.24;
  return adultFactor + children * CHILD_FACTOR;
}

/** Friday and Saturday nights: leisure places fill up, business cities empty out. */
function weekendFactor(hotel: CatalogHotel, weekday: number): number {
  if (weekday !== 5 && weekday !== 6) return 1;
  if (hotel.city.season === 'business_br') return 0.85;
  return hotel.city.style === 'city' ? 1.05 : 1.1;
}
