import { createHash } from 'node:crypto';
import type { FlightSearchQuery } from '@tas/suppliers';
import type { Caller } from '../context';
import { clock } from '../lib/clock';
import { randomToken } from '../lib/random';
import { teamFlightSupplier } from '../suppliers/flight-supplier';
import { callSupplier } from '../suppliers/supplier-call';
import { readSettings } from '../teams/settings';
import { RATE_TOKEN_VALIDITY_MS, ratedOffer, sealRateToken, type RateContext } from './rate-token';
import type { TFlightSearchInput } from './schemas';
import { reuseSearchAnswer, type SearchAnswer } from './search-answers';

const GROUPS_KEY = Buffer.from('{"flightGroups":');

/**
 * Flight search at the provider the caller chose, answered as UTF-8 JSON in parts (a
 * TFlightSearchResult). The online supplier prices the team's DU into each offer; every offer gets a
 * sealed rateToken for rate, prebook and book. The same search repeated within seconds reuses its
 * answer (search-answers.ts).
 */
export async function searchFlights(caller: Caller, input: TFlightSearchInput): Promise<Buffer[]> {
  const settings = readSettings(caller.team.settings);
  const { supplier, credentials } = teamFlightSupplier(settings, input.provider, caller.mode);
  const query: FlightSearchQuery = {
    origin: input.origin,
    destination: input.destination,
    departureDate: input.departureDate,
    ...(input.returnDate && { returnDate: input.returnDate }),
    adults: input.adults,
    children: input.children,
    infants: input.infants,
    cabinClass: input.cabinClass,
    directOnly: input.directOnly,
    ...(input.maxStops !== undefined && { maxStops: input.maxStops }),
    duPercent: settings.duPercent,
  };
  // The account is part of the key: changed credentials are checked by the supplier again.
  const account = createHash('sha256').update(`${credentials.username}\n${credentials.password}`).digest('base64url');
  const key = `${caller.teamId}|${input.provider}|${account}|${JSON.stringify(query)}`;
  const now = clock.now();
  const answer = await reuseSearchAnswer(key, now.getTime(), async (): Promise<SearchAnswer> => {
    const found = await callSupplier('search', (signal) => supplier.search(query, { credentials, signal }), undefined, 'Flight supplier');
    const context: RateContext = {
      teamId: caller.teamId,
      origin: input.origin,
      destination: input.destination,
      departureDate: input.departureDate,
      returnDate: input.returnDate ?? null,
      passengers: { adults: input.adults, children: input.children, infants: input.infants },
      expiresAt: new Date(now.getTime() + RATE_TOKEN_VALIDITY_MS),
    };
    const flightGroups = found.flightGroups.map((group) => ({
      ...group,
      offers: group.offers.map((offer) => ({ ...offer, rateToken: sealRateToken(ratedOffer(context, group, offer)) })),
    }));
    return { groupsJson: Buffer.from(JSON.stringify(flightGroups), 'utf8'), searchId: `fs_${randomToken(16)}` };
  });
  const searchParams = {
    origin: input.origin,
    destination: input.destination,
    departureDate: input.departureDate,
    returnDate: input.returnDate ?? null,
    adults: input.adults,
    children: input.children,
    infants: input.infants,
    cabinClass: input.cabinClass,
    directOnly: input.directOnly,
    maxStops: input.maxStops ?? null,
    provider: input.provider,
  };
  const rest = `,"searchId":${JSON.stringify(answer.searchId)},"searchParams":${JSON.stringify(searchParams)}}`;
  return [GROUPS_KEY, answer.groupsJson, Buffer.from(rest, 'utf8')];
}
