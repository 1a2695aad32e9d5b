import type { AirportInfo } from '../../airports/airport';
import { getAirport } from '../../airports/search';
import { parseIsoDate } from '../../lib/dates';
import { SupplierError } from '../../lib/errors';
import { CABIN_CLASSES, type CabinClass, type FlightSearchQuery } from '../port';
import type { Passengers } from './fares';

/** A search as the sandbox works with it: airports resolved, dates as epoch days. */
export interface ResolvedQuery {
  origin: AirportInfo;
  destination: AirportInfo;
  departureDay: number;
  returnDay: number | null;
  passengers: Passengers;
  cabin: CabinClass;
  maxStops: number;
}

const invalid = (message: string) => new SupplierError(message, 'invalid_request');

function airport(code: string, field: string): AirportInfo {
  const found = /^[A-Za-z]{3}$/.test(code) ? getAirport(code) : undefined;
  if (!found) throw new SupplierError(`${field}: unknown airport ${code}`, 'not_found');
  return found;
}

const isCount = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/** The supplier's own checks (core validates first): airports, dates, 1-9 adults, infants on laps. */
export function resolveQuery(query: FlightSearchQuery, today: number): ResolvedQuery {
  const origin = airport(query.origin, 'origin');
  const destination = airport(query.destination, 'destination');
  if (origin === destination) throw invalid('origin and destination must differ');
  const departureDay = parseIsoDate(query.departureDate);
  if (departureDay === null) throw invalid('departureDate must be a date YYYY-MM-DD');
  if (departureDay < today) throw invalid('departureDate must not be in the past');
  let returnDay: number | null = null;
  if (query.returnDate !== undefined) {
    returnDay = parseIsoDate(query.returnDate);
    if (returnDay === null) throw invalid('returnDate must be a date YYYY-MM-DD');
    if (returnDay < departureDay) throw invalid('returnDate must not be before departureDate');
  }
  const { adults, children = 0, infants = 0 } = query;
  if (!isCount(adults, 1, 9)) throw invalid('adults must be 1-9');
  if (!isCount(children, 0, 8) || adults + children > 9) throw invalid('At most 9 seated passengers');
  if (!isCount(infants, 0, 9) || infants > adults) throw invalid('infants must not outnumber adults');
  const cabin = query.cabinClass ?? 'economy';
  if (!CABIN_CLASSES.includes(cabin)) throw invalid(`cabinClass must be one of ${CABIN_CLASSES.join(', ')}`);
  const maxStops = query.directOnly ? 0 : (query.maxStops ?? 3);
  if (!isCount(maxStops, 0, 3)) throw invalid('maxStops must be 0-3');
  return { origin, destination, departureDay, returnDay, passengers: { adults, children, infants }, cabin, maxStops };
}
