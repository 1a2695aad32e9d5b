import type { FlightSearchQuery } from '@tas/suppliers';
import type { Caller } from '../context';
import { clock } from '../lib/clock';
import { randomToken } from '../lib/random';
import { teamFlightSupplier } from '../suppliers/flight-supplier';
import { callSupplier } from '../suppliers/supplier-call';
import { readSettings } from '../teams/settings';
import { RATE_TOKEN_VALIDITY_MS, ratedOffer, sealRateToken, type RateContext } from './rate-token';
import type { TFlightSearchResult } from './response-schemas';
import type { TFlightSearchInput } from './schemas';

/**
 * Flight search at the provider the caller chose. The online supplier prices the team's DU into
 * each offer; every offer gets a sealed rateToken for rate, prebook and book.
 */
export async function searchFlights(caller: Caller, input: TFlightSearchInput): Promise<TFlightSearchResult> {
  const settings = readSettings(caller.team.settings);
  const { supplier, credentials } = teamFlightSupplier(settings, input.provider);
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
  const found = await callSupplier('search', (signal) => supplier.search(query, { credentials, signal }), undefined, 'Flight supplier');
  const context: RateContext = {
    teamId: caller.teamId,
    origin: input.origin,
    destination: input.destination,
    departureDate: input.departureDate,
    returnDate: input.returnDate ?? null,
    passengers: { adults: input.adults, children: input.children, infants: input.infants },
    expiresAt: new Date(clock.now().getTime() + RATE_TOKEN_VALIDITY_MS),
  };
  return {
    flightGroups: found.flightGroups.map((group) => ({
      ...group,
      offers: group.offers.map((offer) => ({ ...offer, rateToken: sealRateToken(ratedOffer(context, group, offer)) })),
    })),
    searchId: `fs_${randomToken(16)}`,
    searchParams: {
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
    },
  };
}
