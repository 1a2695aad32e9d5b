import { normalizeText } from '../../lib/text';
import type { HotelDestination, HotelLanguage } from '../port';
import { hotelbedsCall, type HotelbedsAccount, type HotelbedsHttpOptions } from './http';
import { countryName, hotelbedsLanguage } from './language';
import { ZDestinationsAnswer, type TContentDestination } from './schemas';

export interface DestinationPagesOptions {
  language?: HotelLanguage;
  /** Destinations per call (Hotelbeds allows up to 1000). */
  pageSize?: number;
  signal?: AbortSignal;
}

/**
 * Every Hotelbeds destination, page by page (`from`/`to`, 1-based, inclusive) until `total`.
 * Meant for a periodic job that stores them; never for each keystroke of an autocomplete.
 */
export async function* hotelbedsDestinationPages(
  http: HotelbedsHttpOptions,
  account: HotelbedsAccount,
  options: DestinationPagesOptions = {},
): AsyncGenerator<HotelDestination[]> {
  const pageSize = Math.min(Math.max(Math.trunc(options.pageSize ?? 1000), 1), 1000);
  for (let from = 1; ; from += pageSize) {
    const query = new URLSearchParams({
      fields: 'code,name,countryCode,isoCode',
      language: hotelbedsLanguage(options.language),
      from: String(from),
      to: String(from + pageSize - 1),
      useSecondaryLanguage: 'false',
    });
    const path = `/hotel-content-api/1.0/locations/destinations?${query}`;
    const page = await hotelbedsCall(http, account, { method: 'GET', path, schema: ZDestinationsAnswer, signal: options.signal });
    const destinations = page.destinations ?? [];
    yield destinations.map((destination) => toDestination(destination, options.language));
    if (destinations.length === 0 || from + pageSize > page.total) return;
  }
}

export function toDestination(destination: TContentDestination, language?: HotelLanguage): HotelDestination {
  const city = destination.name?.content ?? destination.code;
  const country = countryName(destination.countryCode, language);
  const label = `${city}, ${country}`;
  return { code: destination.code, label, city, country, countryCode: destination.countryCode, value: `${destination.code} - ${label}` };
}

/** Autocomplete over destinations already loaded: code first, then names that start with the words typed. */
export function matchDestinations(all: readonly HotelDestination[], q: string, limit: number): HotelDestination[] {
  const typed = normalizeText(q);
  if (!typed) return [];
  const code = q.trim().toUpperCase();
  const scored = all
    .map((destination) => {
      const name = normalizeText(destination.city);
      const rank = destination.code === code ? 0 : name.startsWith(typed) ? 1 : normalizeText(destination.label).includes(typed) ? 2 : -1;
      return { destination, rank };
    })
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.destination.city.localeCompare(b.destination.city));
  return scored.slice(0, limit).map((entry) => entry.destination);
}
