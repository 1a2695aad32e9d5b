import type { RouterInputs, RouterOutputs } from '@/trpc/types';
import { addDays } from './hotel-search';
import { AGE_RANGES, agesFor } from './children-ages';

export type FlightSearchInput = RouterInputs['flights']['search'];
export type FlightSearchResult = RouterOutputs['flights']['search'];
export type FlightGroup = FlightSearchResult['flightGroups'][number];
export type FlightOffer = FlightGroup['offers'][number];
export type FlightItinerary = FlightGroup['flightInfo']['itineraries'][number];
export type FlightSegment = FlightItinerary['segments'][number];
export type FlightRateResult = RouterOutputs['flights']['rate'];
export type FlightPrebookResult = RouterOutputs['flights']['prebook'];
export type FlightBookResult = RouterOutputs['flights']['book'];
export type FlightProvider = NonNullable<FlightSearchInput['provider']>;
export type CabinClass = NonNullable<FlightSearchInput['cabinClass']>;

export const CABIN_CLASS_LABELS: Record<CabinClass, string> = {
  economy: 'Econômica',
  premium_economy: 'Econômica premium',
  business: 'Executiva',
  first: 'Primeira classe',
};

/** The online supplier that made a result or issued a booking. */
export const SUPPLIER_LABELS: Record<string, string> = { sandbox: 'Sandbox', duffel: 'Duffel', offline: 'Consolidadora (offline)' };

export const PROVIDER_LABELS: Record<FlightProvider, string> = {
  online_supplier: 'Emissão automática',
  offline_supplier: 'Emissão manual (offline)',
};

/** 155 -> "2h 35min"; 45 -> "45min"; 120 -> "2h". */
export function formatFlightDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (h === 0) return `${m}min`;
  return m === 0 ? `${h}h` : `${h}h ${String(m).padStart(2, '0')}min`;
}

export function stopsLabel(stops: number): string {
  if (stops <= 0) return 'Direto';
  return stops === 1 ? '1 parada' : `${stops} paradas`;
}

/** "2026-03-10T22:15:00" -> "22:15", read as text: it is the airport's local time. */
export function localTime(dateTime: string): string {
  return /T(\d{2}:\d{2})/.exec(dateTime)?.[1] ?? '';
}

/** Whole days between the first departure and a later local date-time ("+1" for an overnight arrival). */
export function dayShift(from: string, to: string): number {
  const a = Date.parse(`${from.slice(0, 10)}T00:00:00Z`);
  const b = Date.parse(`${to.slice(0, 10)}T00:00:00Z`);
  return Number.isFinite(a) && Number.isFinite(b) ? Math.round((b - a) / 86_400_000) : 0;
}

/** Minutes from first departure to last arrival: the itinerary's own figure, or the segments' when missing. */
export function itineraryDuration(itinerary: Pick<FlightItinerary, 'segments'> & { duration?: number }): number {
  return itinerary.duration ?? itinerary.segments.reduce((sum, s) => sum + s.duration, 0);
}

export type FlightSort = 'price' | 'duration' | 'departure';

export interface FlightFilters {
  directOnly: boolean;
  /** Airline code; '' for any. */
  airline: string;
  sort: FlightSort;
}

export const NO_FLIGHT_FILTERS: FlightFilters = { directOnly: false, airline: '', sort: 'price' };

const cheapest = (group: FlightGroup) => Math.min(...group.offers.map((o) => o.price.total));
const totalDuration = (group: FlightGroup) => group.flightInfo.itineraries.reduce((sum, it) => sum + itineraryDuration(it), 0);
const firstDeparture = (group: FlightGroup) => group.flightInfo.itineraries[0]?.segments[0]?.departure.dateTime ?? '';

/** The airlines that fly any segment of the results, by name. */
export function airlinesOf(groups: readonly FlightGroup[]): { code: string; name: string }[] {
  const found = new Map<string, string>();
  for (const group of groups)
    for (const it of group.flightInfo.itineraries) for (const s of it.segments) found.set(s.airline.code, s.airline.name);
  return [...found].map(([code, name]) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The groups that fit the filters, in the chosen order; groups without offers are left out. */
export function filterFlightGroups(groups: readonly FlightGroup[], filters: FlightFilters): FlightGroup[] {
  const shown = groups.filter((group) => {
    if (group.offers.length === 0) return false;
    const itineraries = group.flightInfo.itineraries;
    if (filters.directOnly && itineraries.some((it) => it.stops > 0)) return false;
    if (filters.airline && !itineraries.some((it) => it.segments.some((s) => s.airline.code === filters.airline))) return false;
    return true;
  });
  const key = filters.sort === 'price' ? cheapest : filters.sort === 'duration' ? totalDuration : firstDeparture;
  return shown.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return typeof ka === 'number' && typeof kb === 'number' ? ka - kb : String(ka).localeCompare(String(kb));
  });
}

export interface FlightSearchFormValues {
  origin: string | null;
  destination: string | null;
  departureDate: string;
  /** '' for one-way. */
  returnDate: string;
  roundTrip: boolean;
  adults: number;
  children: number;
  infants: number;
  /** Each child's and infant's age (lib/children-ages.ts), kept in step with the counts. */
  childrenAges: number[];
  infantsAges: number[];
  cabinClass: CabinClass;
  directOnly: boolean;
  provider: FlightProvider;
}

export function defaultFlightSearch(today: string): FlightSearchFormValues {
  return {
    origin: null,
    destination: null,
    departureDate: addDays(today, 21),
    returnDate: addDays(today, 28),
    roundTrip: false,
    adults: 1,
    children: 0,
    infants: 0,
    childrenAges: [],
    infantsAges: [],
    cabinClass: 'economy',
    directOnly: false,
    provider: 'online_supplier',
  };
}

/** The form's complaints by field, empty when the search can go. */
export function validateFlightSearch(values: FlightSearchFormValues, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.origin) errors.origin = 'Escolha a origem na lista.';
  if (!values.destination) errors.destination = 'Escolha o destino na lista.';
  else if (values.origin === values.destination) errors.destination = 'O destino deve ser diferente da origem.';
  if (!values.departureDate) errors.departureDate = 'Informe a data de ida.';
  else if (values.departureDate < today) errors.departureDate = 'A ida não pode ser no passado.';
  if (values.roundTrip) {
    if (!values.returnDate) errors.returnDate = 'Informe a data de volta.';
    else if (values.departureDate && values.returnDate < values.departureDate) errors.returnDate = 'A volta não pode ser antes da ida.';
  }
  if (values.adults < 1 || values.adults > 9) errors.adults = 'De 1 a 9 adultos.';
  else if (values.adults + values.children > 9) errors.children = 'No máximo 9 passageiros com assento (adultos e crianças).';
  if (values.infants > values.adults) errors.infants = 'Cada bebê viaja no colo de um adulto: no máximo um por adulto.';
  return errors;
}

/** The search request; call only after validateFlightSearch found nothing. */
export function toFlightSearchInput(values: FlightSearchFormValues): FlightSearchInput {
  return {
    origin: values.origin ?? '',
    destination: values.destination ?? '',
    departureDate: values.departureDate,
    ...(values.roundTrip && values.returnDate && { returnDate: values.returnDate }),
    adults: values.adults,
    children: values.children,
    infants: values.infants,
    // Airlines price children and infants by age (on the last flight's date).
    ...(values.children > 0 && { childrenAges: agesFor(values.childrenAges, values.children, AGE_RANGES.flightChild.fallback) }),
    ...(values.infants > 0 && { infantsAges: agesFor(values.infantsAges, values.infants, AGE_RANGES.flightInfant.fallback) }),
    cabinClass: values.cabinClass,
    ...(values.directOnly && { directOnly: true }),
    provider: values.provider,
  };
}

export type FlightPrebookInput = RouterInputs['flights']['prebook'];

/** The prebook request for an offer of a search: the trip as searched and the price as offered. */
export function toFlightPrebookInput(search: FlightSearchInput, group: FlightGroup, offer: FlightOffer): FlightPrebookInput {
  const first = group.flightInfo.itineraries[0]?.segments[0];
  return {
    rate_token: offer.rateToken,
    provider: group.provider === 'offline_supplier' ? 'offline_supplier' : 'online_supplier',
    origin: search.origin,
    destination: search.destination,
    departure_date: search.departureDate,
    ...(search.returnDate && { return_date: search.returnDate }),
    ...(search.cabinClass && { cabin_class: search.cabinClass }),
    adults: search.adults,
    children: search.children ?? 0,
    infants: search.infants ?? 0,
    ...(search.childrenAges && { children_ages: search.childrenAges }),
    ...(search.infantsAges && { infants_ages: search.infantsAges }),
    total_price: offer.price.total,
    currency: offer.price.currency,
    ...(first && { airline: first.airline }),
  };
}

/** When the rate token stops being valid, read from core's note ("... expires at <ISO>; ..."); null if it does not say. */
export function rateExpiry(note: string): string | null {
  return /expires at (\S+?)[;,.]?(\s|$)/.exec(note)?.[1] ?? null;
}
