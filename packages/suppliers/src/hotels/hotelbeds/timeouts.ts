import type { HotelbedsHttpOptions } from './http';

/**
 * How long we wait for each Booking API operation, as Hotelbeds documents them (issue #21: 60 s for
 * availability, checkrates and booking confirmation; 120 s for booking list, detail, change and
 * cancellation). Content API calls are not on that list: they get the availability's 60 s.
 */
export const HOTELBEDS_TIMEOUTS_MS = {
  availability: 60_000,
  checkrates: 60_000,
  booking: 60_000,
  list: 120_000,
  detail: 120_000,
  change: 120_000,
  cancellation: 120_000,
  content: 60_000,
} as const;

export type HotelbedsOperation = keyof typeof HOTELBEDS_TIMEOUTS_MS;
export type HotelbedsTimeouts = Record<HotelbedsOperation, number>;

/** The adapter's HTTP options with its table of limits per operation. */
export type HotelbedsHttp = HotelbedsHttpOptions & { timeouts?: Partial<HotelbedsTimeouts> };

/** This operation's limit: the adapter's table, else Hotelbeds' documented one. */
export const timeoutOf = (http: HotelbedsHttp, operation: HotelbedsOperation): number =>
  http.timeouts?.[operation] ?? HOTELBEDS_TIMEOUTS_MS[operation];

/**
 * The table an adapter runs with: `timeoutMs` (one limit for every call, the old single knob, kept for
 * tests and operators) when given, then any per-operation override.
 */
export function timeoutTable(options: { timeoutMs?: number; timeouts?: Partial<HotelbedsTimeouts> }): HotelbedsTimeouts {
  const all = { ...HOTELBEDS_TIMEOUTS_MS } as HotelbedsTimeouts;
  if (options.timeoutMs !== undefined) for (const key of Object.keys(all) as HotelbedsOperation[]) all[key] = options.timeoutMs;
  return { ...all, ...options.timeouts };
}
