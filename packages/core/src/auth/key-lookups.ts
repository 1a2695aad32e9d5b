import { everyListenerCaughtUp, listen, rawQuery, type Db, type KeyMode, type Plan } from '@tas/db';
import { clock } from '../lib/clock';

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

/** The channel of the key_change_notify trigger (migration key_change_notify); the payload is a team id. */
export const KEY_CHANGES_CHANNEL = 'tas_key_changes';

/**
 * A cached key is served this long at most, even with no change heard: the bound on a change missed
 * in a way the listener could not see (it proves its connection every 5 s).
 */
const CACHE_TTL_MS = 30_000;
const CACHE_MAX_KEYS = 10_000;
/** How long a change waits for every instance to hear it (see `keyChangesHeard`). */
const HEARD_WAIT_MS = 1_000;

interface Cached {
  row: KeyRow;
  at: number;
}

/**
 * Key lookups of one process: a cache of live keys, and the lookups that fill it, in batches.
 *
 * The cache serves a key only while this process LISTENs on the key-change channel: a trigger on
 * api_keys and teams notifies at commit, and the team's keys leave the cache when it is heard, so a
 * revoked key is refused as soon as the revoking transaction's notification reaches this process.
 * When the listening connection is lost the whole cache goes and every request looks its key up
 * until LISTEN is in effect again. A lookup that was already running when a change to its team was
 * heard (it may have read the row before that change) answers its requests but fills no cache entry.
 *
 * Lookups run in batches: when none is running, one starts as soon as the requests that arrived
 * together have asked (an idle server answers as fast as without batching); requests that arrive
 * while one runs wait for the next, which then reads all their keys in one statement.
 */
class KeyLookups {
  private waiting = new Map<string, Waiter[]>();
  private running = false;
  private readonly cache = new Map<string, Cached>();
  /** The cached hashes of each team: every booking write notifies its team, so a change must not scan the cache. */
  private readonly hashesOf = new Map<string, Set<string>>();
  private listening = false;
  /** Moves on every change heard and every change of the listener's state. */
  private changes = 0;
  /** `changes` when LISTEN last came into effect: lookups started before it fill nothing. */
  private listeningFrom = Infinity;
  /** `changes` when a team's last change was heard (kept while lookups run; cleared when none does). */
  private readonly changedAt = new Map<string, number>();
  constructor(private readonly db: Db) {
    // Ended with the database client (its handle's close).
    listen(db, KEY_CHANGES_CHANNEL, {
      message: (teamId) => this.changed(teamId),
      state: (listening) => {
        this.changes++;
        this.listening = listening;
        this.listeningFrom = listening ? this.changes : Infinity;
        this.forgetAll();
      },
    });
  }

  find(hash: string, fresh: boolean): Promise<KeyRow | undefined> {
    if (!fresh && this.listening) {
      const cached = this.cache.get(hash);
      if (cached && Math.abs(clock.now().getTime() - cached.at) < CACHE_TTL_MS) return Promise.resolve(cached.row);
    }
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

  private changed(teamId: string): void {
    this.changes++;
    if (this.running) this.changedAt.set(teamId, this.changes);
    for (const hash of this.hashesOf.get(teamId) ?? []) this.cache.delete(hash);
    this.hashesOf.delete(teamId);
  }

  private async run(): Promise<void> {
    while (this.waiting.size > 0) {
      const batch = this.waiting;
      this.waiting = new Map();
      const startedAt = this.changes;
      try {
        const rows = await rawQuery<KeyRow>(this.db, LOOK_UP, [[...batch.keys()]], { prepared: true });
        const byHash = new Map(rows.map((row) => [row.hash, row]));
        for (const row of rows) this.keep(row, startedAt);
        for (const [hash, waiters] of batch) for (const waiter of waiters) waiter.resolve(byHash.get(hash));
      } catch (error) {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      }
    }
    this.running = false;
    this.changedAt.clear();
  }

  /** A row read by a lookup that started at `startedAt` is cached if no change it may have missed was heard since. */
  private keep(row: KeyRow, startedAt: number): void {
    if (!this.listening || this.listeningFrom > startedAt) return;
    if ((this.changedAt.get(row.team_id) ?? 0) > startedAt) return;
    if (this.cache.size >= CACHE_MAX_KEYS) this.forgetAll();
    this.cache.set(row.hash, { row, at: clock.now().getTime() });
    const hashes = this.hashesOf.get(row.team_id);
    if (hashes) hashes.add(row.hash);
    else this.hashesOf.set(row.team_id, new Set([row.hash]));
  }

  private forgetAll(): void {
    this.cache.clear();
    this.hashesOf.clear();
  }
}

// On globalThis: one cache and one listening connection per client, whether the custom server's
// module or Next's bundle (the panel revoking a key) asks.
const holder = globalThis as unknown as { __tasKeyLookups?: WeakMap<Db, KeyLookups> };
const lookupsByDb = (holder.__tasKeyLookups ??= new WeakMap());

function lookupsOf(db: Db): KeyLookups {
  let lookups = lookupsByDb.get(db);
  if (!lookups) lookupsByDb.set(db, (lookups = new KeyLookups(db)));
  return lookups;
}

/**
 * The live key with this hash and its team: from the cache while every change is heard, else read
 * after the call. `fresh` always reads (a route that must see the team as of its request, such as a
 * bookings list served by its version).
 */
export function lookUpKey(db: Db, hash: string, fresh = false): Promise<KeyRow | undefined> {
  return lookupsOf(db).find(hash, fresh);
}

/**
 * After a key or team change has committed (a revocation, new settings): resolves once every
 * listening instance has heard it, so their caches no longer hold what it changed, or after
 * HEARD_WAIT_MS; never rejects.
 */
export function keyChangesHeard(db: Db): Promise<void> {
  return everyListenerCaughtUp(db, HEARD_WAIT_MS);
}

/** Runs a change to a team's row or keys and answers once every instance has heard it. */
export async function changeHeard<T>(db: Db, change: () => Promise<T>): Promise<T> {
  const result = await change();
  await keyChangesHeard(db);
  return result;
}
