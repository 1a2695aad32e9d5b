import { ageOnDay } from '../passengers';
import type { Json } from './shapes';

/**
 * Ages as Duffel checks them. Sources:
 * - https://duffel.com/docs/api/v2/offer-requests (`passengers[].age`: "The age of the passenger on the
 *   departure_date of the final slice"; a passenger is given by `type: adult` or by `age`);
 * - https://duffel.com/docs/api/v2/orders (`passengers[].born_on`, which must agree with the age the
 *   offer was requested for; otherwise 422 `validation_error` / `invalid_field` on that field,
 *   https://duffel.com/docs/api/overview/errors).
 */

/** The departure date of the offer's last slice (its first segment's local departure). */
function lastSliceDate(offer: Json): string | null {
  const slices = Array.isArray(offer.slices) ? (offer.slices as Json[]) : [];
  const segments = slices[slices.length - 1]?.segments;
  const first = Array.isArray(segments) ? (segments[0] as Json | undefined) : undefined;
  return typeof first?.departing_at === 'string' ? first.departing_at.slice(0, 10) : null;
}

/** Why a passenger's `born_on` does not fit the age its offer passenger was priced for, or null when it does. */
export function bornOnMisfit(bornOn: string, offered: Json, offer: Json): string | null {
  if (typeof offered.age !== 'number') return null;
  const day = lastSliceDate(offer);
  if (!day) return null;
  const age = ageOnDay(bornOn, day);
  return age === offered.age ? null : `gives age ${age} on ${day}, but the passenger was searched as ${offered.age}`;
}
