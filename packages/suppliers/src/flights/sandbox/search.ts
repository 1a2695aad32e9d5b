import { deepFreeze, RecentAnswers } from '../../lib/freeze';
import { centsToReais, percentOfCents } from '../../lib/money';
import { createRng } from '../../lib/prng';
import type { FlightGroup, FlightItinerary, FlightOffer, FlightProvider, FlightSearchResult } from '../port';
import { segmentCabins } from './airlines';
import { familiesOf, type FareFamily } from './fare-families';
import { fareCents } from './fares';
import { itinerariesOn, toFlightItinerary, type SandboxItinerary } from './itineraries';
import { encodeOfferId } from './offer-id';
import type { ResolvedQuery } from './query';

export const FLIGHT_CURRENCY = 'BRL';
/** Groups returned at most, cheapest first. */
const MAX_GROUPS = 40;
/** Return flights paired with each outbound flight of the same airline. */
const RETURNS_PER_OUTBOUND = 2;
/** A same-day return leaves at least this long after landing. */
const MIN_TURNAROUND_MS = 2 * 3_600_000;

export interface PricingTerms {
  provider: FlightProvider;
  /** DU in hundredths of a percent of the base fare; 0 for the offline supplier. */
  duBasisPoints: number;
  /** The day the fares are quoted on (advance purchase counts from it). */
  searchDay: number;
}

// Same query, same day, same answer: recent answers are kept, frozen (callers copy to add rateTokens).
const results = new RecentAnswers<FlightSearchResult>(32);

/** Flight groups for a resolved query: schedules, connections, pairing and fares. */
export function searchFlights(query: ResolvedQuery, terms: PricingTerms): FlightSearchResult {
  const { passengers: p } = query;
  const key = [
    terms.provider,
    terms.duBasisPoints,
    terms.searchDay,
    query.origin.iata_code,
    query.destination.iata_code,
    query.departureDay,
    query.returnDay,
    p.adults,
    p.children,
    p.infants,
    query.cabin,
    query.maxStops,
  ].join('|');
  return results.get(key) ?? results.set(key, deepFreeze(buildGroups(query, terms)));
}

function buildGroups(query: ResolvedQuery, terms: PricingTerms): FlightSearchResult {
  const withinStops = (it: SandboxItinerary) => it.legs.length - 1 <= query.maxStops;
  const outbound = itinerariesOn(query.origin, query.destination, query.departureDay).filter(withinStops);
  const inbound = query.returnDay === null ? null : itinerariesOn(query.destination, query.origin, query.returnDay).filter(withinStops);

  const groups: FlightGroup[] = [];
  const shapes = new Map<SandboxItinerary, FlightItinerary>();
  const shape = (it: SandboxItinerary) => shapes.get(it) ?? shapes.set(it, toFlightItinerary(it)).get(it)!;
  for (const out of outbound) {
    const trips =
      inbound === null
        ? [[out]]
        : inbound
            .filter(
              (back) =>
                back.airline === out.airline && back.legs[0]!.departureUtc >= out.legs[out.legs.length - 1]!.arrivalUtc + MIN_TURNAROUND_MS,
            )
            .slice(0, RETURNS_PER_OUTBOUND)
            .map((back) => [out, back]);
    for (const trip of trips) {
      const group = tripGroup(trip, query, terms, shape);
      if (group) groups.push(group);
    }
  }
  groups.sort((a, b) => a.offers[0]!.price.total - b.offers[0]!.price.total || a.id.localeCompare(b.id));
  return { flightGroups: groups.slice(0, MAX_GROUPS) };
}

function tripGroup(
  trip: SandboxItinerary[],
  query: ResolvedQuery,
  terms: PricingTerms,
  shape: (it: SandboxItinerary) => FlightItinerary,
): FlightGroup | null {
  const legs = trip.flatMap((it) => it.legs);
  if (!legs.every((leg) => segmentCabins(leg.airline, leg.km).includes(query.cabin))) return null;
  const [out, back] = trip as [SandboxItinerary, SandboxItinerary | undefined];
  const seated = query.passengers.adults + query.passengers.children;
  const offers = familiesOf(query.cabin)
    .map((family) => offer(trip, family, query, terms))
    .filter((candidate) => candidate.seatsAvailable >= seated)
    .sort((a, b) => a.price.total - b.price.total);
  if (offers.length === 0) return null;
  const prefix = terms.provider === 'online_supplier' ? 'ON' : 'OF';
  return {
    id: `${prefix}-${query.origin.iata_code}${query.destination.iata_code}-${out.key}${back ? `-${back.key}` : ''}`,
    provider: terms.provider,
    offers,
    flightInfo: { itineraries: trip.map(shape) },
  };
}

/** Seats left in a fare family; stable for the flights and date, sometimes sold out. */
function seatsLeft(trip: SandboxItinerary[], family: FareFamily): number {
  const rng = createRng(`${trip.map((it) => `${it.key}@${it.departureDay}`).join('/')}:${family.code}`);
  return rng.chance(0.08) ? 0 : rng.int(1, 9);
}

export function offer(trip: SandboxItinerary[], family: FareFamily, query: ResolvedQuery, terms: PricingTerms): FlightOffer {
  const { base, taxes } = fareCents(trip, family, query.passengers, terms.searchDay);
  const commission = percentOfCents(base, terms.duBasisPoints / 100);
  const id = encodeOfferId({
    provider: terms.provider,
    origin: query.origin.iata_code,
    destination: query.destination.iata_code,
    departureDay: query.departureDay,
    returnDay: query.returnDay,
    passengers: query.passengers,
    duBasisPoints: terms.duBasisPoints,
    searchDay: terms.searchDay,
    outboundKey: trip[0]!.key,
    inboundKey: trip[1]?.key ?? null,
    family: family.code,
  });
  return {
    id,
    price: {
      total: centsToReais(base + taxes + commission),
      base: centsToReais(base),
      taxes: centsToReais(taxes),
      commission: centsToReais(commission),
      currency: FLIGHT_CURRENCY,
    },
    fareClass: family.name,
    cabinClass: family.cabin,
    bookingClass: family.bookingClass,
    baggage: { ...family.baggage },
    refundable: family.refundable,
    seatsAvailable: seatsLeft(trip, family),
  };
}
