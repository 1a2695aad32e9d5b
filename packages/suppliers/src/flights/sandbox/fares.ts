import { monthOf, weekdayOf } from '../../lib/dates';
import { hashString } from '../../lib/prng';
import { roundToReais, scaleCents } from '../../lib/money';
import { CABIN_FACTOR, type FareFamily } from './fare-families';
import { distanceKm } from './geo';
import type { SandboxItinerary } from './itineraries';

export interface Passengers {
  adults: number;
  children: number;
  infants: number;
}

/** Fare of one direction for each passenger type, in cents. */
interface DirectionFare {
  adultBase: number;
  childBase: number;
  infantBase: number;
  adultTaxes: number;
  infantTaxes: number;
}

/** Economy adult base fare by great-circle distance of the trip (not the flown legs: connections are cheaper). */
function distanceFareCents(km: number): number {
  const perKm = km < 1500 ? 40 : km < 5000 ? 30 : 24;
  return 9_000 + km * perKm;
}

/** Booking late costs more; far ahead a little less. */
function advanceFactor(daysAhead: number): number {
  if (daysAhead <= 2) return 1.7;
  if (daysAhead <= 6) return 1.4;
  if (daysAhead <= 13) return 1.2;
  if (daysAhead <= 29) return 1.07;
  return daysAhead <= 120 ? 1 : 0.96;
}

/** Brazilian holidays (December, January, July) and carnival, Friday and Sunday peaks. */
function dateFactor(epochDay: number): number {
  const month = monthOf(epochDay);
  const season = month === 12 || month === 1 || month === 7 ? 1.2 : month === 2 ? 1.08 : 1;
  const weekday = weekdayOf(epochDay);
  return season * (weekday === 5 || weekday === 0 ? 1.08 : 1);
}

function directionFare(itinerary: SandboxItinerary, family: FareFamily, searchDay: number): DirectionFare {
  const first = itinerary.legs[0]!;
  const last = itinerary.legs[itinerary.legs.length - 1]!;
  const km = distanceKm(first.from, last.to);
  // Each flight on each day has its own load: up to 8% either way.
  const demand = 0.92 + (hashString(`${itinerary.key}:${itinerary.departureDay}`) % 1601) / 10_000;
  const factor =
    CABIN_FACTOR[family.cabin] *
    family.factor *
    itinerary.airline.priceFactor *
    (1 - 0.07 * (itinerary.legs.length - 1)) *
    advanceFactor(itinerary.departureDay - searchDay) *
    dateFactor(itinerary.departureDay) *
    demand;
  const adultBase = roundToReais(scaleCents(distanceFareCents(km), factor));
  const domestic = itinerary.legs.every(
    (leg) => leg.from.country_code === leg.to.country_code && leg.from.country_code === first.from.country_code,
  );
  // Domestic: a boarding fee per departure; international: airport and security charges growing with distance.
  const adultTaxes = domestic ? 4_300 * itinerary.legs.length : roundToReais(15_000 + km * 6);
  return {
    adultBase,
    childBase: roundToReais(scaleCents(adultBase, 0.75)),
    infantBase: roundToReais(scaleCents(adultBase, 0.1)),
    adultTaxes,
    infantTaxes: roundToReais(scaleCents(adultTaxes, 0.1)),
  };
}

/** Base fare and taxes of all passengers over all directions, in cents. */
export function fareCents(
  itineraries: readonly SandboxItinerary[],
  family: FareFamily,
  passengers: Passengers,
  searchDay: number,
): { base: number; taxes: number } {
  let base = 0;
  let taxes = 0;
  for (const itinerary of itineraries) {
    const fare = directionFare(itinerary, family, searchDay);
    base += fare.adultBase * passengers.adults + fare.childBase * passengers.children + fare.infantBase * passengers.infants;
    taxes += fare.adultTaxes * (passengers.adults + passengers.children) + fare.infantTaxes * passengers.infants;
  }
  return { base, taxes };
}
