import { createHash } from 'node:crypto';
import type { Db } from './client';

/**
 * One SQL statement with positional parameters ($1, $2, ...), straight to the driver. With a
 * `name`, PostgreSQL keeps it prepared per connection: parsed and planned once, not per call.
 */
export type RawQuery = <T>(text: string, params: readonly unknown[], name?: string) => Promise<T[]>;

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
export function rawQuery<T>(db: Db, text: string, params: readonly unknown[] = [], options: { prepared?: boolean } = {}): Promise<T[]> {
  const driver = drivers.get(db);
  if (!driver) return db.$queryRawUnsafe<T[]>(text, ...params);
  return driver<T>(text, params, options.prepared ? statementName(text) : undefined);
}

// A statement's name is derived from its text, so one text is prepared once per connection. The
// texts are the code's own (a few dozen at most), never built from input values.
const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) names.set(text, (name = `tas_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`));
  return name;
}
