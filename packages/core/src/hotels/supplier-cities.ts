import { LRUCache } from 'lru-cache';
import type { Db } from '@tas/db';
import { sandboxDestination, sandboxDestinationNamed } from '@tas/suppliers';
import type { HotelProvider } from '../teams/settings';
import { hotelbedsDestinationOf } from './hotelbeds-city-code';

/** One city as each hotel supplier codes it; null where that supplier does not list it (or not yet). */
export type SupplierCities = Record<HotelProvider, string | null>;

// A match holds until the destinations change (a daily job); a miss is asked again soon, since the
// first Hotelbeds destinations arrive in the background after the first autocomplete (first-destinations-sync.ts).
const MATCH_TTL_MS = 10 * 60_000;
const MISS_TTL_MS = 30_000;
const matched = new LRUCache<string, SupplierCities>({ max: 5_000, ttl: MATCH_TTL_MS });

/**
 * The `cityCode` of a search as every hotel supplier knows the city, so one destination searches them
 * all: the sandbox's cities (IBGE codes) and Hotelbeds' destinations (stored by a job) are matched by
 * name and country. A code that is neither is left to the sandbox, which answers that it does not know it.
 */
export async function supplierCities(db: Db, cityCode: string): Promise<SupplierCities> {
  const known = matched.get(cityCode);
  if (known) return known;
  const found = await match(db, cityCode);
  matched.set(cityCode, found, { ttl: found.sandbox && found.hotelbeds ? MATCH_TTL_MS : MISS_TTL_MS });
  return found;
}

async function match(db: Db, cityCode: string): Promise<SupplierCities> {
  const hotelbeds = hotelbedsDestinationOf(cityCode);
  if (hotelbeds) {
    const stored = await db.hotelDestination.findFirst({
      where: { provider: 'hotelbeds', code: hotelbeds },
      select: { city: true, countryCode: true },
    });
    return { hotelbeds, sandbox: (stored && sandboxDestinationNamed(stored.city, stored.countryCode)?.code) ?? null };
  }
  const city = sandboxDestination(cityCode);
  if (!city) return { sandbox: cityCode, hotelbeds: null };
  // The country's Hotelbeds destinations (a few hundred at most), matched by the same rule as above.
  const inCountry = await db.hotelDestination.findMany({
    where: { provider: 'hotelbeds', countryCode: city.countryCode },
    select: { code: true, city: true },
    orderBy: { code: 'asc' },
  });
  const same = inCountry.find((d) => sandboxDestinationNamed(d.city, city.countryCode)?.code === cityCode);
  return { sandbox: cityCode, hotelbeds: same?.code ?? null };
}

/** Forgets every match (tests that store destinations). */
export function forgetSupplierCities(): void {
  matched.clear();
}
