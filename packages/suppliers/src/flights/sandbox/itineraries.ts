import type { AirportInfo } from '../../airports/airport';
import type { FlightItinerary } from '../port';
import type { SandboxAirline } from './airlines';
import { utcToLocal } from './local-time';
import { routePlans, type RoutePlan } from './routes';
import { legsOn, type ScheduledLeg } from './schedule';

/** A bookable way from origin to destination on a date: legs that connect. */
export interface SandboxItinerary {
  airline: SandboxAirline;
  legs: ScheduledLeg[];
  /** Flight numbers joined by `.`: identifies the itinerary inside offer ids. */
  key: string;
  departureDay: number;
}

const MINUTE_MS = 60_000;
const crossesBorder = (leg: ScheduledLeg) => leg.from.country_code !== leg.to.country_code;
/** Minimum connection time; longer when either flight is international (passport control). */
const minConnection = (a: ScheduledLeg, b: ScheduledLeg) => (crossesBorder(a) || crossesBorder(b) ? 90 : 50) * MINUTE_MS;
const MAX_CONNECTION = 14 * 60 * MINUTE_MS;
/** First-leg departures tried per route plan. */
const DEPARTURES_PER_PLAN = 3;

export function itinerariesOn(origin: AirportInfo, destination: AirportInfo, epochDay: number): SandboxItinerary[] {
  return routePlans(origin, destination).flatMap((plan) => planItineraries(plan, epochDay));
}

function planItineraries(plan: RoutePlan, epochDay: number): SandboxItinerary[] {
  const [first, second] = plan.path as [AirportInfo, AirportInfo];
  const starts = legsOn(plan.airline, first, second, epochDay).slice(0, DEPARTURES_PER_PLAN);
  const found: SandboxItinerary[] = [];
  for (const start of starts) {
    const legs = [start];
    for (let i = 2; i < plan.path.length && legs.length === i - 1; i++) {
      const next = connection(plan, legs[legs.length - 1]!, plan.path[i - 1]!, plan.path[i]!);
      if (next) legs.push(next);
    }
    if (legs.length === plan.path.length - 1) {
      found.push({ airline: plan.airline, legs, key: legs.map((leg) => leg.flightNumber).join('.'), departureDay: epochDay });
    }
  }
  return found;
}

/** The first flight onwards that leaves after the minimum connection time, on the day of arrival or the next. */
function connection(plan: RoutePlan, arriving: ScheduledLeg, from: AirportInfo, to: AirportInfo): ScheduledLeg | undefined {
  const arrivalDay = utcToLocal(from.timezone, arriving.arrivalUtc).epochDay;
  for (const day of [arrivalDay, arrivalDay + 1]) {
    const leg = legsOn(plan.airline, from, to, day).find((candidate) => {
      const wait = candidate.departureUtc - arriving.arrivalUtc;
      return wait >= minConnection(arriving, candidate) && wait <= MAX_CONNECTION;
    });
    if (leg) return leg;
  }
  return undefined;
}

/** The contract's shape: local times at each airport, durations in minutes. */
export function toFlightItinerary(itinerary: SandboxItinerary): FlightItinerary {
  const segments = itinerary.legs.map((leg) => ({
    airline: { code: leg.airline.code, name: leg.airline.name },
    flightNumber: leg.flightNumber,
    departure: { airportCode: leg.from.iata_code, dateTime: utcToLocal(leg.from.timezone, leg.departureUtc).iso },
    arrival: { airportCode: leg.to.iata_code, dateTime: utcToLocal(leg.to.timezone, leg.arrivalUtc).iso },
    duration: leg.minutes,
    aircraft: leg.aircraft,
  }));
  const first = itinerary.legs[0]!;
  const last = itinerary.legs[itinerary.legs.length - 1]!;
  return { segments, stops: segments.length - 1, duration: Math.round((last.arrivalUtc - first.departureUtc) / MINUTE_MS) };
}
