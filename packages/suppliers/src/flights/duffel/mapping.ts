import { createHash } from 'node:crypto';
import { getAirport } from '../../airports/search';
import { parseIsoDate } from '../../lib/dates';
import { centsToReais, percentOfCents } from '../../lib/money';
import { CABIN_CLASSES, type CabinClass, type FlightGroup, type FlightItinerary, type FlightOffer, type FlightSegment } from '../port';
import { localToUtc } from '../sandbox/local-time';
import type { DuffelOffer } from './schemas';

/**
 * Duffel offers onto the port's shapes (the same the sandbox fills): offers
 * flying the same flights at the same times form one flight group, one offer
 * per fare brand, cheapest first. Prices add the agency's DU on the base fare,
 * as the sandbox online supplier does: total = Duffel's total + DU.
 */

/** Cents of a Duffel decimal string (`"1234.5"` → 123450). */
export function amountCents(value: string): number {
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** Minutes of an ISO 8601 duration as Duffel writes them (`PT10H5M`, `P1DT2H30M`), or null. */
export function isoDurationMinutes(value: string | null | undefined): number | null {
  const m = value ? /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(value) : null;
  if (!m || value === 'P' || value === 'PT') return null;
  return Number(m[1] ?? 0) * 1440 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0) + Math.round(Number(m[4] ?? 0) / 60);
}

/** UTC milliseconds of a local airport time, through the airport's zone; null when the airport is unknown. */
function utcOf(localIso: string, iata: string | null | undefined): number | null {
  const zone = iata ? getAirport(iata)?.timezone : undefined;
  const day = parseIsoDate(localIso.slice(0, 10));
  const [hours, minutes] = localIso.slice(11, 16).split(':').map(Number);
  if (!zone || day === null || hours === undefined || minutes === undefined) return null;
  return localToUtc(zone, day, hours * 60 + minutes);
}

/** Minutes between two local times at two airports; Duffel usually says, this is for when it does not. */
function minutesBetween(from: { at: string; iata?: string | null }, to: { at: string; iata?: string | null }): number {
  const start = utcOf(from.at, from.iata);
  const end = utcOf(to.at, to.iata);
  return start === null || end === null ? 0 : Math.round((end - start) / 60_000);
}

const localTime = (iso: string) => iso.slice(0, 19);

/** One Duffel slice as the port's itinerary (also the flights an order change adds). */
export function toItinerary(slice: DuffelOffer['slices'][number]): FlightItinerary {
  const segments: FlightSegment[] = slice.segments.map((s) => {
    const code = s.marketing_carrier.iata_code ?? '';
    return {
      airline: { code, name: s.marketing_carrier.name },
      flightNumber: `${code}${s.marketing_carrier_flight_number}`,
      departure: { airportCode: s.origin.iata_code ?? '', dateTime: localTime(s.departing_at) },
      arrival: { airportCode: s.destination.iata_code ?? '', dateTime: localTime(s.arriving_at) },
      duration:
        isoDurationMinutes(s.duration) ??
        minutesBetween({ at: s.departing_at, iata: s.origin.iata_code }, { at: s.arriving_at, iata: s.destination.iata_code }),
      aircraft: s.aircraft?.name ?? '',
    };
  });
  const first = slice.segments[0]!;
  const last = slice.segments[slice.segments.length - 1]!;
  return {
    segments,
    stops: segments.length - 1,
    duration:
      isoDurationMinutes(slice.duration) ??
      minutesBetween({ at: first.departing_at, iata: first.origin.iata_code }, { at: last.arriving_at, iata: last.destination.iata_code }),
  };
}

const isCabin = (value: string | null | undefined): value is CabinClass => CABIN_CLASSES.includes(value as CabinClass);

/** One Duffel offer as a port offer; `seated` is what the search asked for (Duffel does not say how many seats are left). */
export function toFlightOffer(offer: DuffelOffer, duBasisPoints: number, seated: number): FlightOffer {
  const totalCents = amountCents(offer.total_amount);
  // Base and taxes may come in the airline's currency while the total is converted: then only the total is usable.
  const sameCurrency = (currency: string | null | undefined) => !currency || currency === offer.total_currency;
  const split = sameCurrency(offer.base_currency) && sameCurrency(offer.tax_currency);
  const baseCents = split ? amountCents(offer.base_amount) : totalCents;
  const taxCents = split && offer.tax_amount ? amountCents(offer.tax_amount) : totalCents - baseCents;
  const commission = percentOfCents(baseCents, duBasisPoints / 100);
  const firstSegment = offer.slices[0]!.segments[0]!;
  const firstPassenger = firstSegment.passengers?.[0];
  const brands = [...new Set(offer.slices.map((s) => s.fare_brand_name).filter((b): b is string => !!b))];
  const bags = (type: string) => (firstPassenger?.baggages ?? []).filter((b) => b.type === type).reduce((sum, b) => sum + b.quantity, 0);
  const cabin = isCabin(firstPassenger?.cabin_class) ? firstPassenger.cabin_class : 'economy';
  return {
    id: offer.id,
    price: {
      total: centsToReais(baseCents + taxCents + commission),
      base: centsToReais(baseCents),
      taxes: centsToReais(taxCents),
      commission: centsToReais(commission),
      currency: offer.total_currency,
    },
    fareClass: brands.join(' / ') || firstPassenger?.cabin_class_marketing_name || cabin,
    cabinClass: cabin,
    // Duffel has no booking class field; by convention the fare basis code starts with it.
    bookingClass: firstPassenger?.fare_basis_code?.charAt(0) ?? '',
    baggage: { carryOn: bags('carry_on'), checked: bags('checked') },
    refundable: offer.conditions?.refund_before_departure?.allowed === true,
    seatsAvailable: seated,
    expiresAt: offer.expires_at,
  };
}

/** The flights an offer flies, as a key: offers with the same key differ only in fare brand. */
const flightsKey = (offer: DuffelOffer) =>
  offer.slices
    .map((s) => s.segments.map((g) => `${g.marketing_carrier.iata_code}${g.marketing_carrier_flight_number}@${g.departing_at}`).join('.'))
    .join('|');

function groupId(offer: DuffelOffer, key: string): string {
  const first = offer.slices[0]!;
  const route = `${first.segments[0]!.origin.iata_code ?? ''}${first.segments[first.segments.length - 1]!.destination.iata_code ?? ''}`;
  const flights = offer.slices
    .map((s) => s.segments.map((g) => `${g.marketing_carrier.iata_code ?? ''}${g.marketing_carrier_flight_number}`).join('.'))
    .join('-');
  return `DF-${route}-${flights}-${createHash('sha256').update(key).digest('base64url').slice(0, 8)}`;
}

/** Offers grouped by flights, cheapest offer first in each group and cheapest group first. */
export function toFlightGroups(offers: DuffelOffer[], duBasisPoints: number, seated: number): FlightGroup[] {
  const groups = new Map<string, FlightGroup>();
  for (const offer of offers) {
    const key = flightsKey(offer);
    let group = groups.get(key);
    if (!group) {
      group = {
        id: groupId(offer, key),
        provider: 'online_supplier',
        offers: [],
        flightInfo: { itineraries: offer.slices.map(toItinerary) },
      };
      groups.set(key, group);
    }
    group.offers.push(toFlightOffer(offer, duBasisPoints, seated));
  }
  const list = [...groups.values()];
  for (const group of list) group.offers.sort((a, b) => a.price.total - b.price.total || a.id.localeCompare(b.id));
  return list.sort((a, b) => a.offers[0]!.price.total - b.offers[0]!.price.total || a.id.localeCompare(b.id));
}
