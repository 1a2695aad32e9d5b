import { weekdayOf } from '../../lib/dates';
import { createRng, hashString } from '../../lib/prng';
import type { AirportInfo } from '../../airports/airport';
import type { SandboxAirline } from './airlines';
import { blockMinutes, distanceKm } from './geo';
import { localToUtc } from './local-time';

/** One operated flight of a day. */
export interface ScheduledLeg {
  airline: SandboxAirline;
  from: AirportInfo;
  to: AirportInfo;
  flightNumber: string;
  departureUtc: number;
  arrivalUtc: number;
  minutes: number;
  km: number;
  aircraft: string;
}

interface RoutePattern {
  /** Departure times, minutes after local midnight, with the flight number of each. */
  slots: { minute: number; number: number }[];
  /** Bit i set: operates on weekday i (0 = Sunday). */
  days: number;
  km: number;
  minutes: number;
}

const patterns = new Map<string, RoutePattern>();

/**
 * The timetable of a route is the same every week, as airlines publish them:
 * seeded by airline and airports only, not by date.
 */
function routePattern(airline: SandboxAirline, from: AirportInfo, to: AirportInfo): RoutePattern {
  const key = `${airline.code}:${from.iata_code}:${to.iata_code}`;
  let pattern = patterns.get(key);
  if (pattern) return pattern;
  const rng = createRng(key);
  const km = distanceKm(from, to);
  const minutes = blockMinutes(km);
  const hubToHub = airline.hubs.includes(from.iata_code) && airline.hubs.includes(to.iata_code);
  const count = km < 1500 ? rng.int(hubToHub ? 4 : 2, hubToHub ? 7 : 4) : km < 4000 ? rng.int(1, 3) : rng.int(1, 2);
  const routeNumber = airline.numberBase + (hashString(key) % 400) * 2;
  const slots = Array.from({ length: count }, (_, i) => {
    // Short haul spreads over the day; long haul leaves in the evening first, then late morning.
    const minute =
      km < 4000
        ? 6 * 60 + Math.floor(((i + rng.between(0.1, 0.9)) * 16 * 60) / count)
        : i === 0
          ? rng.int(19 * 60, 23 * 60 + 30)
          : rng.int(9 * 60, 13 * 60);
    return { minute: Math.round(minute / 5) * 5, number: routeNumber + i * 800 };
  }).sort((a, b) => a.minute - b.minute);
  const days = km < 4000 ? 0b1111111 : 0b1111111 & ~(rng.chance(0.5) ? 1 << rng.int(0, 6) : 0);
  pattern = { slots, days, km, minutes };
  patterns.set(key, pattern);
  return pattern;
}

/** The flights of `airline` from `from` to `to` leaving on local date `epochDay`. */
export function legsOn(airline: SandboxAirline, from: AirportInfo, to: AirportInfo, epochDay: number): ScheduledLeg[] {
  const pattern = routePattern(airline, from, to);
  if ((pattern.days & (1 << weekdayOf(epochDay))) === 0) return [];
  return pattern.slots.map((slot) => {
    const departureUtc = localToUtc(from.timezone, epochDay, slot.minute);
    return {
      airline,
      from,
      to,
      flightNumber: `${airline.code}${slot.number % 10_000}`,
      departureUtc,
      arrivalUtc: departureUtc + pattern.minutes * 60_000,
      minutes: pattern.minutes,
      km: pattern.km,
      aircraft: pattern.km < 4000 ? airline.aircraft.short : airline.aircraft.long,
    };
  });
}
