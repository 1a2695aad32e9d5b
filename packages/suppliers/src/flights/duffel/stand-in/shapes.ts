import { AIRLINES, AIRPORTS, type FareBrand, type StandInCabin } from './catalog';
import { localIso, tripBaseCents, tripTaxCents, type Journey } from './journeys';

/**
 * Duffel's JSON shapes (API v2, as its reference documents them), built from
 * the stand-in's journeys. Only the fields an integration reads are filled;
 * the rest keep Duffel's names and types.
 */

export type Json = Record<string, unknown>;

export interface RequestPassenger {
  id: string;
  type: 'adult' | 'child' | 'infant_without_seat';
  age: number | null;
}

/** Duffel amounts are decimal strings: `"1234.50"`. */
export const amount = (cents: number) => (cents / 100).toFixed(2);

/** ISO 8601 duration as Duffel writes it: `PT10H5M`, `P1DT2H`. */
export function isoDuration(ms: number): string {
  const total = Math.round(ms / 60_000);
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const minutes = total % 60;
  return `P${days ? `${days}D` : ''}T${hours ? `${hours}H` : ''}${minutes || (!days && !hours) ? `${minutes}M` : ''}`.replace(/T$/, '');
}

export function airportJson(iata: string): Json {
  const a = AIRPORTS[iata]!;
  return {
    type: 'airport',
    id: `arp_${iata.toLowerCase()}_${a.country.toLowerCase()}`,
    name: a.name,
    iata_code: a.iata,
    icao_code: a.icao,
    iata_country_code: a.country,
    iata_city_code: a.cityCode,
    city_name: a.cityName,
    time_zone: a.timeZone,
    latitude: a.latitude,
    longitude: a.longitude,
    city: null,
  };
}

export function airlineJson(iata: string): Json {
  const a = AIRLINES[iata]!;
  return { id: a.id, name: a.name, iata_code: a.iata, logo_symbol_url: null, logo_lockup_url: null, conditions_of_carriage_url: null };
}

const PASSENGER_BASE_FACTOR = { adult: 1, child: 0.75, infant_without_seat: 0.1 } as const;
const PASSENGER_TAX_FACTOR = { adult: 1, child: 1, infant_without_seat: 0.2 } as const;

/** Base and taxes of a trip in a fare brand for the passengers, cents. */
export function tripPrice(trip: Journey[], brand: FareBrand, passengers: RequestPassenger[]): { baseCents: number; taxCents: number } {
  const adultBase = tripBaseCents(trip) * brand.factor;
  const tax = tripTaxCents(trip);
  let baseCents = 0;
  let taxCents = 0;
  for (const p of passengers) {
    baseCents += Math.round((adultBase * PASSENGER_BASE_FACTOR[p.type]) / 100) * 100;
    taxCents += Math.round(tax * PASSENGER_TAX_FACTOR[p.type]);
  }
  return { baseCents, taxCents };
}

/** The brands an airline sells in a cabin. */
export const brandsIn = (airline: string, cabin: StandInCabin) => AIRLINES[airline]!.brands.filter((b) => b.cabin === cabin);

const condition = (allowed: boolean, penaltyCents: number, currency: string) =>
  allowed
    ? { allowed: true, penalty_amount: amount(penaltyCents), penalty_currency: currency }
    : { allowed: false, penalty_amount: null, penalty_currency: null };

export interface OfferParts {
  id: string;
  trip: Journey[];
  brand: FareBrand;
  passengers: RequestPassenger[];
  currency: string;
  createdAt: Date;
  expiresAt: Date;
  /** Added to the price (the stand-in's "price changed" fault). */
  surchargeCents: number;
  nextId: (prefix: string) => string;
}

/** A Duffel offer: owner, slices of segments with per-passenger cabin and bags, amounts, conditions, expiry. */
export function offerJson(parts: OfferParts): Json {
  const { trip, brand, passengers, currency } = parts;
  const { baseCents, taxCents } = tripPrice(trip, brand, passengers);
  const base = baseCents + parts.surchargeCents;
  const airline = AIRLINES[trip[0]!.airline]!;
  const fareBasis = `${brand.bookingClass}${brand.refundable ? 'FX' : 'LO'}${airline.iata}BR`;
  return {
    id: parts.id,
    live_mode: false,
    created_at: parts.createdAt.toISOString(),
    updated_at: parts.createdAt.toISOString(),
    expires_at: parts.expiresAt.toISOString(),
    owner: airlineJson(airline.iata),
    partial: false,
    private_fares: [],
    passengers: passengers.map((p) => ({ id: p.id, type: p.type, age: p.age, fare_type: null, loyalty_programme_accounts: [] })),
    passenger_identity_documents_required: airline.requiresDocuments,
    supported_passenger_identity_document_types: ['passport'],
    supported_loyalty_programmes: [],
    payment_requirements: {
      requires_instant_payment: true,
      price_guarantee_expires_at: null,
      payment_required_by: null,
    },
    base_amount: amount(base),
    base_currency: currency,
    tax_amount: amount(taxCents),
    tax_currency: currency,
    total_amount: amount(base + taxCents),
    total_currency: currency,
    total_emissions_kg: String(trip.flatMap((j) => j.legs).reduce((s, l) => s + Math.round(l.flight.minutes * 1.6), 0) * passengers.length),
    conditions: {
      refund_before_departure: condition(brand.refundable, 0, currency),
      change_before_departure: condition(brand.changeable, brand.refundable ? 0 : 40_000, currency),
    },
    slices: trip.map((journey) => sliceJson(journey, brand, fareBasis, passengers, currency, parts.nextId)),
  };
}

function sliceJson(
  journey: Journey,
  brand: FareBrand,
  fareBasis: string,
  passengers: RequestPassenger[],
  currency: string,
  nextId: (prefix: string) => string,
): Json {
  const first = journey.legs[0]!;
  const last = journey.legs[journey.legs.length - 1]!;
  const seated = passengers.filter((p) => p.type !== 'infant_without_seat');
  return {
    id: nextId('sli'),
    origin_type: 'airport',
    origin: airportJson(first.flight.from),
    destination_type: 'airport',
    destination: airportJson(last.flight.to),
    duration: isoDuration(last.arriveUtc - first.departUtc),
    fare_brand_name: brand.name,
    comparison_key: journey.legs.map((l) => `${l.flight.airline}${l.flight.number}`).join('-'),
    ngs_shelf: null,
    conditions: { change_before_departure: condition(brand.changeable, brand.refundable ? 0 : 40_000, currency) },
    segments: journey.legs.map((leg) => ({
      id: nextId('seg'),
      origin: airportJson(leg.flight.from),
      destination: airportJson(leg.flight.to),
      origin_terminal: '1',
      destination_terminal: '1',
      departing_at: localIso(leg.departUtc, leg.flight.from),
      arriving_at: localIso(leg.arriveUtc, leg.flight.to),
      duration: isoDuration(leg.arriveUtc - leg.departUtc),
      distance: null,
      stops: [],
      aircraft: { id: `arc_${leg.flight.aircraft.iata}`, iata_code: leg.flight.aircraft.iata, name: leg.flight.aircraft.name },
      marketing_carrier: airlineJson(leg.flight.airline),
      marketing_carrier_flight_number: leg.flight.number,
      operating_carrier: airlineJson(leg.flight.airline),
      operating_carrier_flight_number: leg.flight.number,
      passengers: seated.map((p) => ({
        passenger_id: p.id,
        cabin_class: brand.cabin,
        cabin_class_marketing_name: brand.cabin === 'business' ? 'Business' : 'Economy',
        fare_basis_code: fareBasis,
        cabin: null,
        baggages: [
          { type: 'checked', quantity: brand.checked },
          { type: 'carry_on', quantity: brand.carryOn },
        ],
      })),
    })),
  };
}
