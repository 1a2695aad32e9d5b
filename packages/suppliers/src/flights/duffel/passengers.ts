import { SupplierError } from '../../lib/errors';
import type { FlightBookRequest, FlightPassenger, FlightSearchQuery, PassengerTitle, PassengerType } from '../port';
import type { DuffelOffer, DuffelOfferPassenger } from './schemas';

/** A passenger of POST /air/orders, as Duffel documents it. */
export interface DuffelOrderPassenger {
  id: string;
  given_name: string;
  family_name: string;
  born_on: string;
  gender: 'm' | 'f';
  title: PassengerTitle;
  email: string;
  phone_number: string;
  infant_passenger_id?: string;
  identity_documents?: Array<{ type: 'passport'; unique_identifier: string; issuing_country_code: string; expires_on: string }>;
}

const invalid = (message: string) => new SupplierError(message, 'invalid_request');

/**
 * The passengers of an offer request: adults by type, children and infants by their age on the
 * departure date of the last slice (https://duffel.com/docs/api/v2/offer-requests: `passengers[].age`,
 * "the age of the passenger on the departure_date of the final slice"). Ages the query does not give
 * take the adapter's defaults.
 */
export function offerRequestPassengers(
  query: Pick<FlightSearchQuery, 'adults' | 'children' | 'infants' | 'childrenAges' | 'infantsAges'>,
  defaults: { childAge: number; infantAge: number },
): Array<{ type: 'adult' } | { age: number }> {
  const ages = (given: number[] | undefined, count: number, fallback: number) => given ?? Array.from({ length: count }, () => fallback);
  const children = ages(query.childrenAges, query.children, defaults.childAge);
  const infants = ages(query.infantsAges, query.infants, defaults.infantAge);
  if (children.length !== query.children || infants.length !== query.infants) throw invalid('Give one age per child and per infant');
  return [
    ...Array.from({ length: query.adults }, () => ({ type: 'adult' as const })),
    ...children.map((age) => ({ age })),
    ...infants.map((age) => ({ age })),
  ];
}

/** Full years between a birth date and a day, both `YYYY-MM-DD`. */
export function ageOnDay(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The day Duffel counts ages on: the departure date of the offer's last slice (local, as its first segment leaves). */
export const lastSliceDate = (offer: DuffelOffer) => offer.slices[offer.slices.length - 1]!.segments[0]!.departing_at.slice(0, 10);

/** Which of our passenger types a Duffel offer passenger is (Duffel gives a type, an age, or both). */
function kindOf(p: DuffelOfferPassenger): PassengerType {
  if (p.type === 'adult') return 'adult';
  if (p.type === 'infant_without_seat') return 'infant';
  if (p.type === 'child') return 'child';
  const age = p.age ?? 18;
  return age < 2 ? 'infant' : age < 12 ? 'child' : 'adult';
}

/**
 * A phone number in E.164, as Duffel requires. Numbers without a country code
 * are taken as Brazilian (the agencies' customers): `(11) 98765-4321` → `+5511987654321`.
 */
export function e164(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  let number: string;
  if (phone.trim().startsWith('+')) number = `+${digits}`;
  else if (digits.length === 10 || digits.length === 11) number = `+55${digits}`;
  else number = `+${digits.replace(/^00/, '')}`;
  return /^\+[1-9]\d{6,14}$/.test(number) ? number : null;
}

const GENDER_OF_TITLE: Record<PassengerTitle, 'm' | 'f' | null> = { mr: 'm', ms: 'f', mrs: 'f', miss: 'f', dr: null };

function genderAndTitle(p: FlightPassenger, at: string): { gender: 'm' | 'f'; title: PassengerTitle } {
  const gender = p.gender ? (p.gender === 'M' ? 'm' : 'f') : p.title ? GENDER_OF_TITLE[p.title] : null;
  if (!gender) throw invalid(`${at}.gender: required by the airline`);
  const title = p.title ?? (gender === 'm' ? 'mr' : p.type === 'adult' ? 'ms' : 'miss');
  return { gender, title };
}

function passport(p: FlightPassenger, at: string): NonNullable<DuffelOrderPassenger['identity_documents']> {
  if (p.documentType !== 'passport' || !p.documentCountry || !p.documentExpiresOn) {
    throw invalid(`${at}: the airline requires a passport (documentType passport, documentCountry, documentExpiresOn)`);
  }
  return [
    {
      type: 'passport',
      unique_identifier: p.documentNumber,
      issuing_country_code: p.documentCountry.toUpperCase(),
      expires_on: p.documentExpiresOn,
    },
  ];
}

/**
 * Our passengers onto the offer's Duffel passenger ids, in order within each
 * type; each infant rides on the lap of the adult in the same position.
 * Contact email and phone stand in for a passenger's own when missing.
 */
export function toDuffelPassengers(request: FlightBookRequest, offer: DuffelOffer): DuffelOrderPassenger[] {
  const offered = { adult: [] as DuffelOfferPassenger[], child: [] as DuffelOfferPassenger[], infant: [] as DuffelOfferPassenger[] };
  for (const p of offer.passengers) offered[kindOf(p)].push(p);
  const given = { adult: [] as FlightPassenger[], child: [] as FlightPassenger[], infant: [] as FlightPassenger[] };
  for (const p of request.passengers) given[p.type].push(p);
  for (const type of ['adult', 'child', 'infant'] as const) {
    if (offered[type].length !== given[type].length) throw invalid('Passenger count mismatch');
  }
  const ids = matchByAge(request.passengers, offered, lastSliceDate(offer));

  return request.passengers.map((p) => {
    const index = given[p.type].indexOf(p);
    const at = `passengers[${request.passengers.indexOf(p)}]`;
    const phone = e164(p.phone || request.contact.phone);
    if (!phone) throw invalid(`${at}.phone: not a phone number the airline accepts`);
    const email = p.email || request.contact.email;
    if (!email) throw invalid(`${at}.email: required by the airline`);
    const passenger: DuffelOrderPassenger = {
      id: ids.get(p)!,
      given_name: p.firstName.trim(),
      family_name: p.lastName.trim(),
      born_on: p.birthDate,
      ...genderAndTitle(p, at),
      email,
      phone_number: phone,
    };
    const infant = p.type === 'adult' ? given.infant[index] : undefined;
    if (infant) passenger.infant_passenger_id = ids.get(infant)!;
    if (offer.passenger_identity_documents_required) passenger.identity_documents = passport(p, at);
    return passenger;
  });
}

/**
 * Each passenger onto the offer passenger of its kind priced for its age on the last slice's date
 * (Duffel refuses a `born_on` that does not give the age searched); adults in order.
 */
function matchByAge(
  passengers: readonly FlightPassenger[],
  offered: Record<PassengerType, DuffelOfferPassenger[]>,
  day: string,
): Map<FlightPassenger, string> {
  const left = { adult: [...offered.adult], child: [...offered.child], infant: [...offered.infant] };
  const ids = new Map<FlightPassenger, string>();
  passengers.forEach((p, i) => {
    const pool = left[p.type];
    const age = ageOnDay(p.birthDate, day);
    const at = p.type === 'adult' ? 0 : pool.findIndex((o) => o.age === undefined || o.age === null || o.age === age);
    if (at < 0) {
      const priced = offered[p.type].map((o) => o.age).join(', ');
      throw invalid(`passengers[${i}].birthDate: ${age} years on ${day}, but the offer was priced for ${priced}`);
    }
    ids.set(p, pool.splice(at, 1)[0]!.id);
  });
  return ids;
}
