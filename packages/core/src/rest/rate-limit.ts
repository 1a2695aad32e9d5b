import type { Db } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { countRequest } from './rate-counts';

/** Requests per minute, from the contract's Limits table (groups it does not name get 100). */
export const RATE_LIMITS = {
  hotels_destinations: 60,
  hotels_search: 30,
  hotels_details: 60,
  hotels_prebook: 60,
  hotels_book: 30,
  flights_search: 30,
  flights_rate: 60,
  flights_prebook: 30,
  flights_book: 10,
  experiences: 100,
  bookings: 100,
  clients: 100,
  quotes: 100,
  account: 100,
  webhooks: 100,
  public: 60,
} as const;

export type RateLimitGroup = keyof typeof RATE_LIMITS;

// Operators may scale every limit (a high-volume deployment, or `pnpm bench`, which still counts every request).
const SCALE = Math.max(1, Number(process.env.RATE_LIMIT_SCALE ?? 1) || 1);

export function limitOf(group: RateLimitGroup): number {
  return RATE_LIMITS[group] * SCALE;
}

const WINDOW_MS = 60_000;

/** The fixed one-minute window `now` falls in. */
export function rateLimitWindow(now: Date): { start: Date; resetAt: number } {
  const start = new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);
  return { start, resetAt: start.getTime() + WINDOW_MS };
}

/**
 * Fixed one-minute windows, counted exactly across app processes through PostgreSQL (rate-counts.ts).
 * Sets the X-RateLimit-* headers; throws 429 with Retry-After past the limit.
 */
export async function hitRateLimit(
  db: Db,
  subject: string,
  group: RateLimitGroup,
  now: Date,
  headers: Record<string, string>,
): Promise<void> {
  const count = await countRequest(db, `${group}:${subject}`, rateLimitWindow(now), limitOf(group));
  applyRateLimit(count, group, now, headers);
}

/** The headers (and the 429) for a request that is the `count`th of its window (the REST facade counts it with the key lookup). */
export function applyRateLimit(count: number, group: RateLimitGroup, now: Date, headers: Record<string, string>): void {
  const limit = limitOf(group);
  const { resetAt } = rateLimitWindow(now);
  headers['X-RateLimit-Limit'] = String(limit);
  headers['X-RateLimit-Remaining'] = String(Math.max(0, limit - count));
  headers['X-RateLimit-Reset'] = String(Math.ceil(resetAt / 1000));
  if (count > limit) {
    headers['Retry-After'] = String(Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)));
    throw new ApiError(429, 'RATE_LIMITED', 'Rate limit exceeded, try again later');
  }
}

/** Old windows are useless after a minute; a job calls this. */
export async function purgeRateLimitWindows(db: Db, now: Date): Promise<number> {
  const { count } = await db.rateLimitCounter.deleteMany({
    where: { windowStart: { lt: new Date(now.getTime() - 2 * WINDOW_MS) } },
  });
  return count;
}
