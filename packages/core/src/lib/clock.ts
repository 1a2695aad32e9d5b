import { rawQuery, type Db } from '@tas/db';
import { logger } from './logger';

/**
 * One clock for every fact that instances compare (created, expiry, status history, rate-limit
 * windows, job runs): the database's. Each process reads its own clock corrected by the offset to
 * the database's `clock_timestamp()`, measured at start and every SYNC_INTERVAL_MS, so `now()` costs
 * no round trip and an instance whose clock runs ahead or behind still stamps the database's time.
 * Injectable, so expiries (prebook tokens, quote validity) are testable without sleeping.
 */
interface ClockState {
  /** The process's own clock (tests replace it to play an instance whose clock is off). */
  processNow: () => Date;
  /** Database time minus process time, as last measured. */
  offsetMs: number;
  /** Tests only: a frozen or shifted time that replaces everything else. */
  fixed: (() => Date) | null;
  /** Bumped when the process clock is replaced: a measurement that spans the change is void. */
  generation: number;
}

// On globalThis: Next's bundle and the custom server load this module separately, and both must read
// the offset the server measures.
const holder = globalThis as unknown as { __tasClock?: ClockState };
const state = (holder.__tasClock ??= { processNow: () => new Date(), offsetMs: 0, fixed: null, generation: 0 });

export const clock = {
  now: (): Date => (state.fixed ? state.fixed() : new Date(state.processNow().getTime() + state.offsetMs)),
  /** Tests only: freeze or shift time. Returns a function that restores the real clock. */
  set(fn: () => Date): () => void {
    state.fixed = fn;
    return () => {
      state.fixed = null;
    };
  },
};

/** Tests only: this process's own clock, as an instance whose clock is off would read it. Returns a restore function. */
export function setProcessClock(fn: () => Date): () => void {
  state.processNow = fn;
  state.generation++;
  return () => {
    state.processNow = () => new Date();
    state.generation++;
  };
}

const SAMPLES = 3;
export const SYNC_INTERVAL_MS = 30_000;

/**
 * Measures the database clock's offset from this process's: the database's `clock_timestamp()`
 * against the midpoint of the round trip, keeping the sample with the shortest round trip (the
 * least uncertain). Answers the offset in milliseconds.
 */
export async function syncClock(db: Db): Promise<number> {
  const generation = state.generation;
  let best: { roundTripMs: number; offsetMs: number } | null = null;
  for (let i = 0; i < SAMPLES; i++) {
    const sent = state.processNow().getTime();
    const [row] = await rawQuery<{ ms: number }>(db, 'SELECT (extract(epoch FROM clock_timestamp()) * 1000)::float8 AS ms', [], {
      prepared: true,
    });
    const received = state.processNow().getTime();
    const sample = { roundTripMs: received - sent, offsetMs: row!.ms - (sent + received) / 2 };
    // A clock stepped back during the round trip gives a negative one, and its midpoint is off by half the step.
    if (sample.roundTripMs < 0) continue;
    if (!best || sample.roundTripMs < best.roundTripMs) best = sample;
  }
  // The process clock was replaced meanwhile (tests): samples taken before it say nothing of the new one.
  if (!best || generation !== state.generation) return state.offsetMs;
  state.offsetMs = Math.round(best.offsetMs);
  return state.offsetMs;
}

/**
 * Syncs now (a start fails if the database cannot say its time) and then every `intervalMs`; a failed
 * re-sync keeps the last offset (clocks drift by milliseconds a minute, not seconds). Returns stop().
 */
export async function startClockSync(db: Db, intervalMs = SYNC_INTERVAL_MS): Promise<() => void> {
  const offsetMs = await syncClock(db);
  if (Math.abs(offsetMs) > 1_000)
    logger.warn({ offsetMs }, "this machine's clock is off from the database's: timestamps follow the database");
  const timer = setInterval(() => {
    syncClock(db).catch((err: unknown) => logger.warn({ err }, 'clock sync with the database failed; keeping the last offset'));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}
