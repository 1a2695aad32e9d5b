import type { FlightItinerary } from './flight-search';

// A flight booking's `metadata.flight`, written by core at book: the trip, fare and contact as sold.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

export interface BookedFlight {
  provider?: string;
  origin?: string;
  destination?: string;
  cabinClass?: string;
  fareClass?: string;
  pricing?: { baseFare?: number; du?: number; taxes?: number; total?: number };
  contact?: { email?: string; phone?: string };
  /** `duration` (minutes, connections included) when core stored it. */
  itineraries: (Pick<FlightItinerary, 'segments' | 'stops'> & { duration?: number })[];
}

function segmentOf(value: unknown) {
  if (!isObject(value) || !isObject(value.departure) || !isObject(value.arrival)) return null;
  const airline = isObject(value.airline) ? value.airline : {};
  return {
    airline: { code: str(airline.code) ?? '', name: str(airline.name) ?? str(airline.code) ?? '' },
    flightNumber: str(value.flightNumber) ?? '',
    departure: { airportCode: str(value.departure.airportCode) ?? '', dateTime: str(value.departure.dateTime) ?? '' },
    arrival: { airportCode: str(value.arrival.airportCode) ?? '', dateTime: str(value.arrival.dateTime) ?? '' },
    duration: num(value.duration) ?? 0,
    aircraft: str(value.aircraft) ?? '',
  };
}

/** The flight part of a booking's metadata, or null when the booking has none (manual records). */
export function flightOf(metadata: Json): BookedFlight | null {
  const f = metadata.flight;
  if (!isObject(f)) return null;
  const pricing = isObject(f.pricing) ? f.pricing : null;
  const contact = isObject(f.contact) ? f.contact : null;
  const itineraries = (Array.isArray(f.itineraries) ? f.itineraries : []).filter(isObject).map((it) => {
    const segments = (Array.isArray(it.segments) ? it.segments : []).map(segmentOf).filter((s) => s !== null);
    const duration = num(it.duration);
    return { segments, stops: num(it.stops) ?? Math.max(segments.length - 1, 0), ...(duration !== undefined && { duration }) };
  });
  return {
    provider: str(f.provider),
    origin: str(f.origin),
    destination: str(f.destination),
    cabinClass: str(f.cabin_class),
    fareClass: str(f.fare_class),
    pricing: pricing
      ? { baseFare: num(pricing.base_fare), du: num(pricing.du), taxes: num(pricing.taxes), total: num(pricing.total) }
      : undefined,
    contact: contact ? { email: str(contact.email), phone: str(contact.phone) } : undefined,
    itineraries: itineraries.filter((it) => it.segments.length > 0),
  };
}
