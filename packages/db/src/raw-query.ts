import type { Db } from './client';

/** One SQL statement with positional parameters ($1, $2, ...), straight to the driver. */
export type RawQuery = <T>(text: string, params: readonly unknown[]) => Promise<T[]>;

// The driver behind each client: the hot path (API key + rate limit, list pages) skips Prisma's
// query pipeline. Clients opened elsewhere fall back to $queryRawUnsafe, which returns the same rows.
const drivers = new WeakMap<Db, RawQuery>();

export function registerRawQuery(db: Db, query: RawQuery): void {
  drivers.set(db, query);
}

/**
 * Runs one statement outside any Prisma transaction. Rows come back as the driver types them:
 * cast in SQL to text, int4 or float8 so both drivers (pg, PGlite) give the same JavaScript values.
 */
export function rawQuery<T>(db: Db, text: string, params: readonly unknown[] = []): Promise<T[]> {
  const driver = drivers.get(db);
  return driver ? driver<T>(text, params) : db.$queryRawUnsafe<T[]>(text, ...params);
}
