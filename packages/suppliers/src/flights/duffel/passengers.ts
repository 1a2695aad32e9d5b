import { SupplierError } from '../../lib/errors';
import type { FlightBookRequest, FlightPassenger, PassengerTitle, PassengerType } from '../port';
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
  const offered = { adult: [] as string[], child: [] as string[], infant: [] as string[] };
  for (const p of offer.passengers) offered[kindOf(p)].push(p.id);
  const given = { adult: [] as FlightPassenger[], child: [] as FlightPassenger[], infant: [] as FlightPassenger[] };
  for (const p of request.passengers) given[p.type].push(p);
  for (const type of ['adult', 'child', 'infant'] as const) {
    if (offered[type].length !== given[type].length) throw invalid('Passenger count mismatch');
  }

  return request.passengers.map((p) => {
    const index = given[p.type].indexOf(p);
    const at = `passengers[${request.passengers.indexOf(p)}]`;
    const phone = e164(p.phone || request.contact.phone);
    if (!phone) throw invalid(`${at}.phone: not a phone number the airline accepts`);
    const email = p.email || request.contact.email;
    if (!email) throw invalid(`${at}.email: required by the airline`);
    const passenger: DuffelOrderPassenger = {
      id: offered[p.type][index]!,
      given_name: p.firstName.trim(),
      family_name: p.lastName.trim(),
      born_on: p.birthDate,
      ...genderAndTitle(p, at),
      email,
      phone_number: phone,
    };
    if (p.type === 'adult' && offered.infant[index]) passenger.infant_passenger_id = offered.infant[index];
    if (offer.passenger_identity_documents_required) passenger.identity_documents = passport(p, at);
    return passenger;
  });
}
