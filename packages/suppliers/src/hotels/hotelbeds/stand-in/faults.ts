import { createRng, type Rng } from '../../../lib/prng';

/**
 * Every failure an integration with Hotelbeds meets, as the stand-in can answer it.
 *
 * The last three are HTTP-level answers no Hotelbeds page describes, kept to check that the adapter
 * fails cleanly on them. Sources: Hotelbeds' pages we hold (developer.hotelbeds.com, Hotel Booking and
 * Content API references and getting started) say nothing about redirects; API calls go to one fixed
 * host (api.hotelbeds.com, api.test.hotelbeds.com). Calls ask for gzip (`Accept-Encoding: gzip`, which
 * integrations note Hotelbeds requires: github.com/noetl/ops wiki, agents-mcp-hotelbeds), and a server
 * may only use a coding the client accepts (RFC 9110 §8.4, §12.5.3), so `br` or anything else is a
 * broken answer, as is a gzip body that does not inflate.
 */
export const STAND_IN_FAULTS = [
  'credentials',
  'quota',
  'server-error',
  'hang',
  'malformed',
  'unexpected-shape',
  'rate-unavailable',
  // The same as Hotelbeds also sends it: 503 "Insufficient allotment" (the rate is gone, not an outage).
  'allotment-503',
  'price-changed',
  'booking-refused',
  // Booked, the hotel's own confirmation to follow: status PRECONFIRMED.
  'preconfirmed',
  // Done at Hotelbeds, answer never sent: the booking or cancellation happens, the caller times out.
  'lost-answer',
  // 301 Moved Permanently with a Location (the stand-in's `redirectTo`): a client that follows it sends
  // the signed request, Api-key and X-Signature included, to another host.
  'redirect',
  // 200 with `Content-Encoding: br` (brotli of a JSON answer), a coding the call did not ask for.
  'unknown-encoding',
  // 200 with `Content-Encoding: gzip` and a gzip body whose checksum is broken.
  'corrupt-gzip',
] as const;
export type StandInFault = (typeof STAND_IN_FAULTS)[number];

export type StandInOperation =
  | 'availability'
  | 'checkrates'
  | 'booking'
  | 'booking-list'
  | 'booking-detail'
  | 'cancel'
  | 'content-hotels'
  | 'content-details'
  | 'destinations'
  | 'facility-types'
  | 'rate-comments'
  | 'status';

/** Faults that only make sense for some operations; the rest apply to any call. */
const ONLY_ON: Partial<Record<StandInFault, readonly StandInOperation[]>> = {
  'rate-unavailable': ['checkrates', 'booking'],
  'allotment-503': ['checkrates', 'booking'],
  preconfirmed: ['booking'],
  'price-changed': ['checkrates'],
  'booking-refused': ['booking'],
  'lost-answer': ['booking', 'cancel'],
};

export const isStandInFault = (value: unknown): value is StandInFault => STAND_IN_FAULTS.includes(value as StandInFault);

interface FaultRule {
  fault: StandInFault;
  on?: StandInOperation;
  remaining: number;
}

export interface FaultRates {
  /** Share of bookings refused (0-1). */
  bookingFailRate?: number;
  /** Share of bookings that never get an answer (0-1). */
  bookingHangRate?: number;
}

/** The faults switched on for one stand-in: one-shot, persistent, and soak-test rates (seeded, so runs repeat). */
export class StandInFaults {
  #rules: FaultRule[] = [];
  #rates: Required<FaultRates> = { bookingFailRate: 0, bookingHangRate: 0 };
  #rng: Rng;

  constructor(private readonly seed = 20_261_125) {
    this.#rng = createRng(seed);
  }

  /** The next `times` matching calls (default 1; Infinity = until cleared) fail with `fault`. */
  add(fault: StandInFault, options: { on?: StandInOperation; times?: number } = {}): void {
    this.#rules.push({ fault, on: options.on, remaining: options.times ?? 1 });
  }

  setRates(rates: FaultRates): void {
    this.#rates = { bookingFailRate: clamp(rates.bookingFailRate ?? 0), bookingHangRate: clamp(rates.bookingHangRate ?? 0) };
    this.#rng = createRng(this.seed);
  }

  get rates(): Required<FaultRates> {
    return { ...this.#rates };
  }

  clear(): void {
    this.#rules = [];
    this.setRates({});
  }

  /** The fault this call meets, if any; consumes one use of a one-shot rule. */
  take(operation: StandInOperation, requested?: StandInFault): StandInFault | null {
    if (requested && applies(requested, operation)) return requested;
    const rule = this.#rules.find((r) => r.remaining > 0 && (!r.on || r.on === operation) && applies(r.fault, operation));
    if (rule) {
      rule.remaining -= 1;
      this.#rules = this.#rules.filter((r) => r.remaining > 0);
      return rule.fault;
    }
    if (operation !== 'booking') return null;
    const roll = this.#rng.next();
    if (roll < this.#rates.bookingHangRate) return 'hang';
    if (roll < this.#rates.bookingHangRate + this.#rates.bookingFailRate) return 'booking-refused';
    return null;
  }
}

const applies = (fault: StandInFault, operation: StandInOperation) => !ONLY_ON[fault] || ONLY_ON[fault].includes(operation);
const clamp = (share: number) => (Number.isFinite(share) ? Math.min(Math.max(share, 0), 1) : 0);
