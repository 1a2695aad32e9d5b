import type { Db } from '@tas/db';
import { normalizeText, sandboxDestinationNamed, type HotelDestination } from '@tas/suppliers';
import { callSupplier } from '../suppliers/supplier-call';
import { sandboxHotelSupplier } from '../suppliers/hotel-supplier';
import { startFirstDestinationsSync } from './first-destinations-sync';
import { storedDestinations } from './hotelbeds-destinations';

/** 0: the code typed, 1: the city starts with it, 2: the name holds it elsewhere. */
function rank(destination: HotelDestination, q: string): number {
  const typed = normalizeText(q);
  if (destination.code === q.trim() || destination.value.startsWith(`${q.trim().toUpperCase()} `)) return 0;
  return normalizeText(destination.city).startsWith(typed) ? 1 : 2;
}

/**
 * City autocomplete: the sandbox's catalogue and the destinations stored from Hotelbeds (by a job,
 * never asked per keystroke; the first fill starts in the background, first-destinations-sync.ts),
 * best matches first. The catalogue needs no agency account, so it also
 * serves the public endpoint; `query` echoes the text as searched (trimmed).
 */
export async function searchDestinations(db: Db, q: string, limit: number) {
  const supplier = sandboxHotelSupplier();
  await startFirstDestinationsSync(db);
  const [sandbox, stored] = await Promise.all([
    callSupplier('search', (signal) => supplier.searchDestinations(q, limit, { signal })),
    storedDestinations(db, q, Math.max(limit * 4, 50)),
  ]);
  // A city both list is offered once, with the sandbox's code: searching it asks every supplier
  // (supplier-cities.ts). A stable sort keeps each source's own order within a rank, the sandbox's first.
  const sandboxCodes = new Set(sandbox.map((destination) => destination.code));
  const listedTwice = (destination: HotelDestination) =>
    sandboxCodes.has(sandboxDestinationNamed(destination.city, destination.countryCode)?.code ?? '');
  const destinations = [...sandbox, ...stored.filter((destination) => !listedTwice(destination))]
    .map((destination, i) => ({ destination, rank: rank(destination, q), i }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .slice(0, limit)
    .map((entry) => entry.destination);
  return { destinations, count: destinations.length, query: q };
}
