import { createHash } from 'node:crypto';
import { getAirport } from '../../airports/search';
import { SupplierError } from '../../lib/errors';
import type { FlightBookRequest, FlightOffer, FlightProvider } from '../port';
import { findFamily } from './fare-families';
import { itinerariesOn } from './itineraries';
import { decodeOfferId, type OfferRef } from './offer-id';
import { offer, type PricingTerms } from './search';

const gone = () => new SupplierError('Fare no longer available', 'unavailable');

/** Rebuilds the offer an id names, from schedules alone; throws when it no longer exists. */
export function reprice(id: string, provider: FlightProvider): { ref: OfferRef; offer: FlightOffer } {
  const ref = decodeOfferId(id);
  if (!ref || ref.provider !== provider) throw new SupplierError('Flight offer not found', 'not_found');
  const origin = getAirport(ref.origin);
  const destination = getAirport(ref.destination);
  const family = findFamily(ref.family);
  if (!origin || !destination || !family) throw new SupplierError('Flight offer not found', 'not_found');
  const out = itinerariesOn(origin, destination, ref.departureDay).find((it) => it.key === ref.outboundKey);
  const back =
    ref.returnDay === null ? undefined : itinerariesOn(destination, origin, ref.returnDay).find((it) => it.key === ref.inboundKey);
  if (!out || (ref.returnDay !== null && !back)) throw gone();
  const trip = back ? [out, back] : [out];
  const terms: PricingTerms = { provider, duBasisPoints: ref.duBasisPoints, searchDay: ref.searchDay };
  const query = {
    origin,
    destination,
    departureDay: ref.departureDay,
    returnDay: ref.returnDay,
    passengers: ref.passengers,
    cabin: family.cabin,
    maxStops: 3,
  };
  return { ref, offer: offer(trip, family, query, terms) };
}

/** The checks an airline makes at booking time: same price, seats left, right passengers, still in the future. */
export function checkBooking(request: FlightBookRequest, provider: FlightProvider, today: number): OfferRef {
  const { ref, offer: current } = reprice(request.offer.id, provider);
  if (ref.departureDay < today) throw gone();
  if (current.price.total !== request.offer.price.total) throw new SupplierError('Fare price changed', 'unavailable');
  if (current.seatsAvailable < ref.passengers.adults + ref.passengers.children) throw gone();
  const count = (type: string) => request.passengers.filter((p) => p.type === type).length;
  const { adults, children, infants } = ref.passengers;
  if (count('adult') !== adults || count('child') !== children || count('infant') !== infants) {
    throw new SupplierError('Passenger count mismatch', 'invalid_request');
  }
  return ref;
}

const LOCATOR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A six-character airline record locator; the same offer, passengers and reference give the same one. */
export function recordLocator(request: FlightBookRequest): string {
  const names = request.passengers.map((p) => `${p.lastName}/${p.firstName}`.toUpperCase()).join(';');
  const bytes = createHash('sha256')
    .update(`${request.offer.id}|${names}|${request.reference ?? ''}`)
    .digest();
  return Array.from(bytes.subarray(0, 6), (byte) => LOCATOR_ALPHABET[byte % 32]).join('');
}

export function isRecordLocator(value: string): boolean {
  return value.length === 6 && [...value].every((char) => LOCATOR_ALPHABET.includes(char));
}
