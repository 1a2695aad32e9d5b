import { ApiError } from '../lib/api-error';
import { dateIn } from '../lib/zod-helpers';
import { todayInBrazil } from '../flights/dates';

/** DESIGN.md: a stay is at most 30 nights (children 0-6 is in the schemas). */
export const MAX_NIGHTS = 30;
const DAY_MS = 86_400_000;

export interface StayInput {
  checkIn: string;
  checkOut: string;
  adults: number;
  rooms: number;
}

/** Field names as the endpoint spells them (search is camelCase, prebook snake_case). */
export interface StayFields {
  checkIn: string;
  checkOut: string;
  rooms: string;
}

/** The stay rules checked before any supplier call; answers the number of nights. */
export function checkStay(stay: StayInput, fields: StayFields, now: Date): number {
  const nights = Math.round((dateIn(stay.checkOut).getTime() - dateIn(stay.checkIn).getTime()) / DAY_MS);
  if (nights < 1) throw ApiError.validation(`${fields.checkIn} must be before ${fields.checkOut}`);
  if (nights > MAX_NIGHTS) throw ApiError.validation(`Validation error: ${fields.checkOut}: a stay is at most ${MAX_NIGHTS} nights`);
  if (stay.checkIn < todayInBrazil(now)) throw ApiError.validation(`Validation error: ${fields.checkIn}: must not be in the past`);
  if (stay.rooms > stay.adults) throw ApiError.validation(`Validation error: ${fields.rooms}: each room needs at least one adult`);
  return nights;
}
