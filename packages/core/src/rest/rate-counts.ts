import { rawQuery, type Db } from '@tas/db';
import { clock } from '../lib/clock';
import { logger } from '../lib/logger';

/**
 * A select-list item that makes the statement's own (implicit) transaction commit without waiting
 * for its WAL flush (synchronous_commit off, local to that transaction). For counters and
 * last-used times only: a PostgreSQL crash may lose the last fraction of a second of them
 * (never more than 3 x wal_writer_delay), and nothing else. Saves a disk flush per statement.
 */
export const ASYNC_COMMIT = `set_config('synchronous_commit', 'off', true) AS async_commit`;

/** How often a process gives back the slots it holds and has not used (and forgets ended windows). */
export const FLUSH_MS = 1000;

/**
 * The share of a limit below which a process takes slots for several requests at once; past it each
 * request takes its own slot (one upsert). Slots a process holds and has not used are the only thing
 * that can make a window refuse a request below its limit (until they are given back, within
 * FLUSH_MS), so they are taken only well below it.
 */
export const EXACT_FROM_SHARE = 0.5;

/** A claim takes this share of the room left below EXACT_FROM_SHARE of the limit, so several processes each get some. */
const CLAIM_SHARE = 0.25;

/** At most this many slots in one claim (a second's worth at any real rate; RATE_LIMIT_SCALE can make limits huge). */
const MAX_CLAIM = 100_000;

/** The counter is a 32-bit integer: a larger limit is as good as none. */
const MAX_COUNT = 2 ** 31 - 1;

/** A fixed window (rateLimitWindow): when it starts, and when it ends (epoch ms). */
export interface CountWindow {
  start: Date;
  resetAt: number;
}

interface Window extends CountWindow {
  counter: string;
  /** The highest total of the shared counter this process has been answered. */
  seen: number;
  /** The slots this process holds in the shared count, numbers `next` to `last` (none when next > last). */
  next: number;
  last: number;
  /** A claim under way: requests that find no slot wait for it. */
  claiming: Promise<void> | null;
}

type CounterRow = { key: string; count: number };

// Slots are taken only while they fit under the limit: no row comes back when they do not.
const TAKE = `
INSERT INTO rate_limit_counters (key, window_start, count) VALUES ($1, $2::timestamptz, $3::int)
ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_counters.count + excluded.count
WHERE rate_limit_counters.count + excluded.count <= $4::int
RETURNING key, count, ${ASYNC_COMMIT}`;

const GIVE_BACK = `
UPDATE rate_limit_counters c SET count = c.count - r.unused
FROM unnest($1::text[], $2::timestamptz[], $3::int[]) AS r (key, window_start, unused)
WHERE c.key = r.key AND c.window_start = r.window_start
RETURNING c.key, c.count, ${ASYNC_COMMIT}`;

/** Takes `slots` slots of the window's shared count if they fit under `limit`: the count with them, or null. */
async function take(db: Db, counter: string, start: Date, slots: number, limit: number): Promise<number | null> {
  const [row] = await rawQuery<CounterRow>(db, TAKE, [counter, start.toISOString(), slots, Math.min(limit, MAX_COUNT)], {
    prepared: true,
  });
  return row ? Number(row.count) : null;
}

/**
 * Rate-limit counts of one process, exact across processes. The counters live in PostgreSQL
 * (rate_limit_counters) and count slots: the requests accepted, plus the slots processes hold for
 * requests to come. A slot is taken in the shared count, only while it fits under the limit, before
 * a request uses it; so however many processes there are, at most `limit` requests of a window are
 * accepted, and a refused request takes nothing. Far from the limit a process takes a batch of slots
 * in one statement and hands them out in memory (no statement per request); past EXACT_FROM_SHARE
 * of it each request takes its own. Every FLUSH_MS a process gives back the slots it has not used,
 * so a process whose traffic has stopped keeps the others below the limit for a second at most.
 */
class RateCounts {
  private readonly windows = new Map<string, Window>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  /** Counts one request; its number in the counter's window (1 for the window's first), `limit + 1` when refused. */
  async hit(counter: string, { start, resetAt }: CountWindow, limit: number): Promise<number> {
    const id = `${counter}|${start.getTime()}`;
    let window = this.windows.get(id);
    if (!window) {
      window = { counter, start, resetAt, seen: 0, next: 1, last: 0, claiming: null };
      this.windows.set(id, window);
      this.schedule();
    }
    for (;;) {
      if (window.next <= window.last) return window.next++;
      const size = Math.min(MAX_CLAIM, Math.floor((limit * EXACT_FROM_SHARE - window.seen) * CLAIM_SHARE));
      if (size < 2) return this.claimOne(window, limit);
      window.claiming ??= this.claim(window, size, limit);
      await window.claiming;
    }
  }

  /** A slot of its own for one request: the count with it is its number. */
  private async claimOne(window: Window, limit: number): Promise<number> {
    const total = await take(this.db, window.counter, window.start, 1, limit);
    window.seen = Math.max(window.seen, total ?? limit);
    return total ?? limit + 1;
  }

  /** Slots for the requests to come; the requests waiting for them (and later ones) take them in order. */
  private async claim(window: Window, size: number, limit: number): Promise<void> {
    try {
      const total = await take(this.db, window.counter, window.start, size, limit);
      // Refused: the count is near the limit; the waiting requests go on one slot each.
      if (total === null) window.seen = Math.max(window.seen, limit);
      else {
        window.seen = Math.max(window.seen, total);
        window.next = total - size + 1;
        window.last = total;
      }
    } finally {
      window.claiming = null;
    }
  }

  /** Gives back the slots held and not used; forgets the windows that have ended (run every FLUSH_MS while any is open). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      const held = [...this.windows.values()].filter((w) => w.next <= w.last);
      const unused = held.map((w) => w.last - w.next + 1);
      // Out of reach of the requests before the statement is sent: none can take a slot given back.
      for (const window of held) window.next = window.last + 1;
      try {
        if (held.length > 0)
          await rawQuery(this.db, GIVE_BACK, [held.map((w) => w.counter), held.map((w) => w.start.toISOString()), unused], {
            prepared: true,
          });
      } catch (err) {
        // Not retried: held slots only make the window stricter, and it ends within a minute.
        logger.warn({ err }, 'unused rate-limit slots not given back');
      }
      const now = clock.now().getTime();
      for (const [id, window] of this.windows) if (!window.claiming && window.resetAt <= now) this.windows.delete(id);
      if (this.windows.size === 0) this.stopTimer();
    });
    return this.flushing;
  }

  /** Flushes, then forgets every window and stops the timer (at shutdown). */
  async close(): Promise<void> {
    await this.flush();
    this.windows.clear();
    this.stopTimer();
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

// One set of counts per database client, and so per process (a second client over the same database
// stands for another process in tests).
const countsByDb = new WeakMap<Db, RateCounts>();

function countsOf(db: Db): RateCounts {
  let counts = countsByDb.get(db);
  if (!counts) countsByDb.set(db, (counts = new RateCounts(db)));
  return counts;
}

/**
 * Counts a request against `counter` in `window`; the request's number in it, above `limit` when it
 * is refused. Exact across processes; far from the limit it costs no statement.
 */
export function countRequest(db: Db, counter: string, window: CountWindow, limit: number): Promise<number> {
  return countsOf(db).hit(counter, window, limit);
}

/** Gives back this process's unused slots, so that the shared counters hold only the requests counted (tests). */
export function flushRateCounts(db: Db): Promise<void> {
  return countsByDb.get(db)?.flush() ?? Promise.resolve();
}

/** The last flush, before the database client closes. */
export async function closeRateCounts(db: Db): Promise<void> {
  await countsByDb.get(db)?.close();
  countsByDb.delete(db);
}
