import type { TBookingListQuery } from './schemas';

/**
 * Per process: bookings list answers as JSON bytes, keyed by team, the team's bookings list version
 * and the query. The version (teams.bookings_list_version) moves in the same transaction as any
 * change a list could show (triggers, migration bookings_list_version), and an answer is stored
 * only under the version its own statement read, so an entry is exact for every process that reads
 * that version: nothing is ever invalidated, old versions simply stop being asked for and age out.
 */
const MAX_ENTRIES = 500;
// A 20-booking page is about 10 KB, a 100-booking page about 50 KB.
const MAX_BYTES = 4 * 1024 * 1024;

const entries = new Map<string, Buffer>();
let bytes = 0;

/** The query as the service reads it: defaults applied, UUIDs in one case, absent filters empty. */
export function listCacheKey(teamId: string, version: string, query: TBookingListQuery): string {
  const filters = [query.status, query.type, query.customer_id?.toLowerCase(), query.start_date_from, query.start_date_to];
  return `${teamId}|${version}|${query.page}|${query.limit}|${filters.map((f) => f ?? '').join('|')}`;
}

/** The stored answer, now the most recently used. */
export function cachedList(key: string): Buffer | undefined {
  const json = entries.get(key);
  if (json) {
    entries.delete(key);
    entries.set(key, json);
  }
  return json;
}

export function storeList(key: string, json: Buffer): void {
  if (json.length > MAX_BYTES / 8) return;
  const previous = entries.get(key);
  if (previous) {
    bytes -= previous.length;
    entries.delete(key);
  }
  entries.set(key, json);
  bytes += json.length;
  // Least recently used first (a Map iterates in insertion order; hits re-insert).
  for (const [oldest, value] of entries) {
    if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
    entries.delete(oldest);
    bytes -= value.length;
  }
}

/** Entries and bytes held (tests, diagnostics). */
export function listCacheSize(): { entries: number; bytes: number } {
  return { entries: entries.size, bytes };
}
