import { ApiError } from '../lib/api-error';
import { ageOn } from './dates';
import { checkPricedAges, pricedAges } from './passenger-ages';
import type { TFlightPrebookOffer } from './prebook-offer';
import type { TFlightPassenger } from './schemas';

const mismatch = () => new ApiError(400, 'PASSENGER_COUNT_MISMATCH', 'Passenger count mismatch');

/** Airline ages on the day of departure: adult 12+, child 2-11, infant under 2. */
const AGES: Record<TFlightPassenger['type'], { min: number; max: number; rule: string }> = {
  adult: { min: 12, max: 150, rule: 'an adult must be 12 or older' },
  child: { min: 2, max: 11, rule: 'a child must be 2 to 11 years old' },
  infant: { min: 0, max: 1, rule: 'an infant must be under 2' },
};

/** The passengers must be the prebook's: as many, of the same types, each of the age of its type at departure. */
export function checkPassengers(passengers: readonly TFlightPassenger[], offer: TFlightPrebookOffer): void {
  const { adults, children, infants } = offer.passengers;
  if (passengers.length !== adults + children + infants) throw mismatch();
  const count = (type: TFlightPassenger['type']) => passengers.filter((p) => p.type === type).length;
  if (count('adult') !== adults || count('child') !== children || count('infant') !== infants) throw mismatch();
  passengers.forEach((p, i) => {
    const age = ageOn(p.birth_date, offer.departureDate);
    const { min, max, rule } = AGES[p.type];
    if (age < 0) throw ApiError.validation(`Validation error: passengers.${i}.birth_date: must be before the departure date`);
    if (age < min || age > max) throw ApiError.validation(`Validation error: passengers.${i}.birth_date: ${rule} on the departure date`);
  });
  // Children and infants as priced: their ages on the last flight's date (what Duffel checks at order).
  const priced = offer.ages ?? (offer.supplier === 'duffel' ? pricedAges(offer.passengers) : null);
  if (priced) checkPricedAges(passengers, offer, priced);
}
