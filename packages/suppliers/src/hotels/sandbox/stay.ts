import { parseIsoDate } from '../../lib/dates';
import { SupplierError } from '../../lib/errors';

/** A stay as the pricing works with it: dates as epoch days. */
export interface Stay {
  checkInDay: number;
  nights: number;
  adults: number;
  children: number;
  rooms: number;
}

export const MAX_NIGHTS = 30;

const invalid = (message: string) => new SupplierError(message, 'invalid_request');

/** The supplier's own checks; core validates first, so these only guard direct use. */
export function toStay(input: { checkIn: string; checkOut: string; adults: number; children: number; rooms: number }): Stay {
  const checkInDay = parseIsoDate(input.checkIn);
  const checkOutDay = parseIsoDate(input.checkOut);
  if (checkInDay === null) throw invalid('checkIn must be a date YYYY-MM-DD');
  if (checkOutDay === null) throw invalid('checkOut must be a date YYYY-MM-DD');
  const nights = checkOutDay - checkInDay;
  if (nights < 1) throw invalid('check_in must be before check_out');
  if (nights > MAX_NIGHTS) throw invalid(`A stay is at most ${MAX_NIGHTS} nights`);
  if (!Number.isInteger(input.adults) || input.adults < 1 || input.adults > 9) throw invalid('adults must be 1-9');
  if (!Number.isInteger(input.rooms) || input.rooms < 1 || input.rooms > 5) throw invalid('rooms must be 1-5');
  if (input.rooms > input.adults) throw invalid('Each room needs at least one adult');
  if (!Number.isInteger(input.children) || input.children < 0 || input.children > 6) throw invalid('children must be 0-6');
  return { checkInDay, nights, adults: input.adults, children: input.children, rooms: input.rooms };
}

/** People per room, spread as evenly as possible (the first rooms take the remainder). */
export function roomOccupancy(stay: Stay): { adults: number; children: number }[] {
  return Array.from({ length: stay.rooms }, (_, i) => ({
    adults: Math.floor(stay.adults / stay.rooms) + (i < stay.adults % stay.rooms ? 1 : 0),
    children: Math.floor(stay.children / stay.rooms) + (i < stay.children % stay.rooms ? 1 : 0),
  }));
}
