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

/** How often a process adds its counts to the shared counters, and so how late it sees the others'. */
export const FLUSH_MS = 1000;

/**
 * The share of a limit past which a process stops counting in memory and counts each request of the
 * window in the database (one upsert, its total decides). Far from the limit the others' late counts
 * cannot matter; near it they can: at three processes and ~27 requests/s the others' unseen counts
 * reach 30-40 (two flushes), which overshot a limit of 100 by 14-22% when every hit was in memory.
 * From half the limit on the count is exact whatever the others' rate, up to half the limit per two
 * seconds.
 */
export const EXACT_FROM_SHARE = 0.5;

/** A fixed window (rateLimitWindow): when it starts, and when it ends (epoch ms). */
export interface CountWindow {
  start: Date;
  resetAt: number;
}

interface Window extends CountWindow {
  counter: string;
  /** The shared count (every process's flushed hits) when this process last wrote or read it. */
  shared: number;
  /** This process's hits not yet added to the shared count. */
  pending: number;
  /** The window's first hit in this process, on its way to the shared counter. */
  joining: Promise<void> | null;
}

type CounterRow = { key: string; window_ms: number; count: number };

const ADD = `
INSERT INTO rate_limit_counters (key, window_start, count)
SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::int[])
ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_counters.count + excluded.count
RETURNING key, (extract(epoch FROM window_start) * 1000)::float8 AS window_ms, count, ${ASYNC_COMMIT}`;

const READ = `
SELECT c.key, (extract(epoch FROM c.window_start) * 1000)::float8 AS window_ms, c.count
FROM rate_limit_counters c JOIN unnest($1::text[], $2::timestamptz[]) AS w (key, window_start)
  ON c.key = w.key AND c.window_start = w.window_start`;

/**
 * Rate-limit counts of one process. The counters live in PostgreSQL (rate_limit_counters), so every
 * app process shares them, but a request does not write to them: it is counted in memory, and once
 * a second the process adds its new counts to the shared rows and reads back the totals (the other
 * processes' counts included). The first request of a window in a process waits for its own
 * addition, so a process that starts mid-window begins from the others' count. After that a
 * process sees the others' counts at most two seconds late (their flush, then its own).
 */
class RateCounts {
  private readonly windows = new Map<string, Window>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  /**
   * Counts one request; its number in the counter's window (1 for the window's first). With the
   * `limit`, a request whose number comes near it is counted in the database at once (exact across
   * processes); without, every hit after the window's first is counted in memory.
   */
  async hit(counter: string, { start, resetAt }: CountWindow, limit?: number): Promise<number> {
    const id = `${counter}|${start.getTime()}`;
    let window = this.windows.get(id);
    if (!window) {
      window = { counter, start, resetAt, shared: 0, pending: 1, joining: null };
      this.windows.set(id, window);
      window.joining = this.join(window, id);
      await window.joining;
      this.schedule();
      return window.shared;
    }
    if (window.joining) await window.joining;
    if (limit !== undefined && window.shared + window.pending + 1 > limit * EXACT_FROM_SHARE) return this.hitExactly(window);
    window.pending++;
    return window.shared + window.pending;
  }

  /**
   * Adds this hit (with the window's pending ones) to the shared counter in one statement; the total
   * it returns is the hit's number, every process's committed hits included. Waits for a flush under
   * way first, so the counts it is sending are in that total.
   */
  private async hitExactly(window: Window): Promise<number> {
    await this.flushing;
    window.pending++;
    // Its own total, not window.shared: another exact hit of this process may have returned a
    // later one first.
    const [total] = await this.add([window]);
    return total!;
  }

  /**
   * Adds the pending counts to the shared counters and reads the totals of the others (run every
   * FLUSH_MS while any window is open); then forgets the windows that have ended.
   */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      const open = [...this.windows.values()].filter((w) => !w.joining);
      try {
        await Promise.all([this.add(open.filter((w) => w.pending > 0)), this.read(open.filter((w) => w.pending === 0))]);
      } catch (err) {
        // Dropped rather than retried (add took them): a database that refuses them now would only
        // pile them up. At worst a second of this process's counts is missing from the shared limit.
        logger.warn({ err }, 'rate-limit counts not saved');
      }
      const now = clock.now().getTime();
      for (const [id, window] of this.windows) if (!window.joining && window.resetAt <= now) this.windows.delete(id);
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

  private async join(window: Window, id: string): Promise<void> {
    try {
      await this.add([window]);
    } catch (error) {
      // Not counted: the next request of the window tries again.
      this.windows.delete(id);
      throw error;
    } finally {
      window.joining = null;
    }
  }

  /**
   * Adds the windows' pending hits to the shared counters. They leave `pending` as the statement is
   * sent (lost if it fails), so a statement under way and a later one never send a hit twice; hits
   * that arrive while it runs stay pending.
   */
  private async add(windows: Window[]): Promise<number[]> {
    if (windows.length === 0) return [];
    const sent = windows.map((w) => w.pending);
    for (const window of windows) window.pending = 0;
    const rows = await rawQuery<CounterRow>(this.db, ADD, [...this.keysOf(windows), sent], { prepared: true });
    return this.takeTotals(windows, rows);
  }

  private async read(windows: Window[]): Promise<void> {
    if (windows.length === 0) return;
    this.takeTotals(windows, await rawQuery<CounterRow>(this.db, READ, this.keysOf(windows), { prepared: true }));
  }

  private keysOf(windows: Window[]): [string[], string[]] {
    return [windows.map((w) => w.counter), windows.map((w) => w.start.toISOString())];
  }

  /** Takes the rows' totals as the windows' shared counts; the rows' totals in the windows' order. */
  private takeTotals(windows: Window[], rows: CounterRow[]): number[] {
    const totals = new Map(rows.map((r) => [`${r.key}|${r.window_ms}`, Number(r.count)]));
    return windows.map((window) => {
      const total = totals.get(`${window.counter}|${window.start.getTime()}`) ?? 0;
      // A shared count only grows: a statement that left before another's addition and came back
      // after it must not lower what that one returned.
      window.shared = Math.max(window.shared, total);
      return total;
    });
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
 * Counts a request against `counter` in `window`; the request's number in it. Give the `limit` the
 * number is checked against: past EXACT_FROM_SHARE of it the count is exact across processes.
 */
export function countRequest(db: Db, counter: string, window: CountWindow, limit?: number): Promise<number> {
  return countsOf(db).hit(counter, window, limit);
}

/** Writes this process's pending counts to the shared counters and reads the others' (tests). */
export function flushRateCounts(db: Db): Promise<void> {
  return countsByDb.get(db)?.flush() ?? Promise.resolve();
}

/** The last flush, before the database client closes. */
export async function closeRateCounts(db: Db): Promise<void> {
  await countsByDb.get(db)?.close();
  countsByDb.delete(db);
}
