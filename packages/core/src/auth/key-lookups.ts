import { rawQuery, type Db, type KeyMode, type Plan } from '@tas/db';

/** A live API key with its team, as the REST facade needs it on every request. */
export interface KeyRow {
  hash: string;
  id: string;
  prefix: string;
  mode: KeyMode;
  scopes: string[];
  /** Milliseconds since the epoch: a number is read without the driver's timestamp parser. */
  created_at_ms: number;
  last_used_at_ms: number | null;
  team_id: string;
  team_name: string;
  plan: Plan;
  settings: unknown;
  bookings_list_version: string;
}

const LOOK_UP = `
SELECT k.hash, k.id, k.prefix, k.mode::text AS mode, k.scopes,
       floor(extract(epoch FROM k.created_at) * 1000)::float8 AS created_at_ms,
       floor(extract(epoch FROM k.last_used_at) * 1000)::float8 AS last_used_at_ms,
       t.id AS team_id, t.name AS team_name, t.plan::text AS plan, t.settings,
       t.bookings_list_version::text AS bookings_list_version
FROM api_keys k JOIN teams t ON t.id = k.team_id
WHERE k.hash = ANY ($1::text[]) AND k.revoked_at IS NULL`;

interface Waiter {
  resolve(row: KeyRow | undefined): void;
  reject(error: unknown): void;
}

/**
 * Key lookups of one process, in batches. When no lookup is running, one starts as soon as the
 * requests that arrived together have asked (an idle server answers as fast as without batching);
 * requests that arrive while one runs wait for the next, which then reads all their keys in one
 * statement. Nothing is cached: every answer is read
 * after its request arrived, so a revoked key is refused on its next request and a team's bookings
 * list version is always current. Under load, one round trip serves many requests.
 */
class KeyLookups {
  private waiting = new Map<string, Waiter[]>();
  private running = false;

  constructor(private readonly db: Db) {}

  find(hash: string): Promise<KeyRow | undefined> {
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(hash);
      if (waiters) waiters.push({ resolve, reject });
      else this.waiting.set(hash, [{ resolve, reject }]);
      if (!this.running) {
        // Starts once the requests read in this turn of the event loop have asked too (setImmediate
        // runs right after the loop's I/O phase, microseconds later): a burst of requests costs one
        // statement, not one for its first request and one for the rest.
        this.running = true;
        setImmediate(() => void this.run());
      }
    });
  }

  private async run(): Promise<void> {
    while (this.waiting.size > 0) {
      const batch = this.waiting;
      this.waiting = new Map();
      try {
        const rows = await rawQuery<KeyRow>(this.db, LOOK_UP, [[...batch.keys()]], { prepared: true });
        const byHash = new Map(rows.map((row) => [row.hash, row]));
        for (const [hash, waiters] of batch) for (const waiter of waiters) waiter.resolve(byHash.get(hash));
      } catch (error) {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      }
    }
    this.running = false;
  }
}

const lookupsByDb = new WeakMap<Db, KeyLookups>();

/** The live key with this hash and its team, read after the call. */
export function lookUpKey(db: Db, hash: string): Promise<KeyRow | undefined> {
  let lookups = lookupsByDb.get(db);
  if (!lookups) lookupsByDb.set(db, (lookups = new KeyLookups(db)));
  return lookups.find(hash);
}
