import { parseIsoDate } from '../../../lib/dates';
import { roundToReais } from '../../../lib/money';
import { hashString } from '../../../lib/prng';
import { AIRPORTS, TIMETABLE, type ScheduledFlight } from './catalog';

/** A flight on a date: instants in UTC milliseconds. */
export interface Leg {
  flight: ScheduledFlight;
  departUtc: number;
  arriveUtc: number;
  /** The local date it departs, `YYYY-MM-DD`. */
  date: string;
}

/** One way from origin to destination: one airline, one or two legs. */
export interface Journey {
  airline: string;
  legs: Leg[];
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const MIN_CONNECTION_MS = 60 * MINUTE_MS;
const MAX_CONNECTION_MS = 16 * 60 * MINUTE_MS;
/** A same-airline return leaves at least this long after the outbound lands. */
const MIN_STAY_MS = 2 * 60 * MINUTE_MS;
const RETURNS_PER_OUTBOUND = 3;

const offsetOf = (iata: string) => AIRPORTS[iata]!.utcOffset;

/** Local wall-clock time at an airport, ISO without zone, as Duffel writes `departing_at`. */
export function localIso(utcMs: number, iata: string): string {
  return new Date(utcMs + offsetOf(iata) * MINUTE_MS).toISOString().slice(0, 19);
}

function legOn(flight: ScheduledFlight, epochDay: number): Leg {
  const [hours, minutes] = flight.departs.split(':').map(Number) as [number, number];
  const departUtc = epochDay * DAY_MS + (hours * 60 + minutes - offsetOf(flight.from)) * MINUTE_MS;
  return {
    flight,
    departUtc,
    arriveUtc: departUtc + flight.minutes * MINUTE_MS,
    date: new Date(epochDay * DAY_MS).toISOString().slice(0, 10),
  };
}

/** The local date at an airport at an instant, as an epoch day. */
const localDay = (utcMs: number, iata: string) => Math.floor((utcMs + offsetOf(iata) * MINUTE_MS) / DAY_MS);

/** Journeys departing on a local date, direct first, then through one hub on the same airline. */
export function journeysOn(origin: string, destination: string, date: string, maxConnections: number): Journey[] {
  const day = parseIsoDate(date);
  if (day === null || !AIRPORTS[origin] || !AIRPORTS[destination]) return [];
  const found: Journey[] = TIMETABLE.filter((f) => f.from === origin && f.to === destination).map((f) => ({
    airline: f.airline,
    legs: [legOn(f, day)],
  }));
  if (maxConnections >= 1) {
    for (const first of TIMETABLE.filter((f) => f.from === origin && f.to !== destination)) {
      const inbound = legOn(first, day);
      const hubDay = localDay(inbound.arriveUtc, first.to);
      for (const second of TIMETABLE.filter((f) => f.from === first.to && f.to === destination && f.airline === first.airline)) {
        const onward = [hubDay, hubDay + 1]
          .map((d) => legOn(second, d))
          .find((leg) => {
            const wait = leg.departUtc - inbound.arriveUtc;
            return wait >= MIN_CONNECTION_MS && wait <= MAX_CONNECTION_MS;
          });
        if (onward) found.push({ airline: first.airline, legs: [inbound, onward] });
      }
    }
  }
  return found.sort((a, b) => a.legs[0]!.departUtc - b.legs[0]!.departUtc || a.airline.localeCompare(b.airline));
}

/** Outbound journeys, each alone (one way) or paired with same-airline returns (round trip). */
export function trips(outbound: Journey[], inbound: Journey[] | null): Journey[][] {
  if (inbound === null) return outbound.map((out) => [out]);
  return outbound.flatMap((out) => {
    const landed = out.legs[out.legs.length - 1]!.arriveUtc;
    return inbound
      .filter((back) => back.airline === out.airline && back.legs[0]!.departUtc >= landed + MIN_STAY_MS)
      .slice(0, RETURNS_PER_OUTBOUND)
      .map((back) => [out, back]);
  });
}

const LONG_HAUL_MINUTES = 200;

/** Lowest adult base fare of a leg in cents: by block time, varying by flight and date, whole reais. */
function legBaseCents(leg: Leg): number {
  const perMinute = leg.flight.minutes > LONG_HAUL_MINUTES ? 520 : 380;
  const variance = 0.85 + (hashString(`${leg.flight.airline}${leg.flight.number}:${leg.date}`) % 30) / 100;
  return roundToReais(leg.flight.minutes * perMinute * variance);
}

/** Lowest adult base fare of a trip in cents; connections sell 10% under the sum of their legs. */
export function tripBaseCents(trip: Journey[]): number {
  return trip.reduce((sum, journey) => {
    const legs = journey.legs.reduce((s, leg) => s + legBaseCents(leg), 0);
    return sum + (journey.legs.length > 1 ? roundToReais(legs * 0.9) : legs);
  }, 0);
}

/** Airport taxes and fees of a trip per seated passenger, cents. */
export function tripTaxCents(trip: Journey[]): number {
  return trip.flatMap((j) => j.legs).reduce((sum, leg) => sum + (leg.flight.minutes > LONG_HAUL_MINUTES ? 31_000 : 4_500), 0);
}
