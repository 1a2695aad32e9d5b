import type { SupplierCall } from '../../lib/call';
import type { HotelDestination, HotelSupplier } from '../port';
import { BookingAttempts, bookHotelbeds, cancelHotelbeds, getHotelbedsBooking, type HotelContact } from './bookings';
import type { HotelCancellationQuoter } from '../../lib/cancellation-quote';
import { simulateHotelbedsCancellation } from './cancellation-simulation';
import { HotelContentCache } from './content';
import { FacilityTypes } from './facility-types';
import { hotelbedsDestinationPages, matchDestinations, type DestinationPagesOptions } from './destinations';
import { hotelbedsDetails } from './details';
import type { HotelbedsAccount } from './http';
import { PricedRates } from './offers';
import { RateComments } from './rate-comments';
import { searchHotelbeds } from './search';
import type { HotelbedsCredentials } from './signature';
import { HotelbedsTransport } from './transport';
import { timeoutTable, type HotelbedsHttp, type HotelbedsTimeouts } from './timeouts';
import { toPrebookResult, valuateRate } from './valuation';

export const HOTELBEDS_HOTEL_PROVIDER = 'hotelbeds';

export interface HotelbedsOptions {
  /** One limit for every call, on top of the caller's signal (tests); default: Hotelbeds' own per operation (timeouts.ts). */
  timeoutMs?: number;
  /** Limits per operation, over Hotelbeds' documented ones. */
  timeouts?: Partial<HotelbedsTimeouts>;
  now?: () => Date;
  fetch?: typeof fetch;
  /** Where calls leave from (core: pools behind the outbound address rule); default one of our own. */
  transport?: HotelbedsTransport;
}

export interface HotelbedsHotelSupplierOptions extends HotelbedsOptions {
  /**
   * Where the autocomplete looks (core: its stored copy of the destinations). Default: every
   * destination loaded once a day from the Content API and matched in memory.
   */
  destinations?: (q: string, limit: number) => Promise<HotelDestination[]>;
}

const DESTINATIONS_TTL_MS = 24 * 3_600_000;

let defaultTransport: HotelbedsTransport | undefined;

function httpOptions(credentials: HotelbedsCredentials, options: HotelbedsOptions): HotelbedsHttp {
  const timeouts = timeoutTable(options);
  return {
    baseUrl: credentials.baseUrl.replace(/\/+$/, ''),
    timeoutMs: timeouts.availability,
    timeouts,
    now: options.now ?? (() => new Date()),
    fetch: options.fetch ?? fetch,
    // A test's own fetch goes alone (no pools, no certificate).
    transport: options.fetch ? undefined : (options.transport ?? (defaultTransport ??= new HotelbedsTransport())),
  };
}

/** Every Hotelbeds destination, page by page, for a job that stores them. */
export function listHotelbedsDestinations(credentials: HotelbedsCredentials, options: DestinationPagesOptions & HotelbedsOptions = {}) {
  return hotelbedsDestinationPages(httpOptions(credentials, options), credentials, options);
}

/**
 * The hotel port over Hotelbeds APItude. `credentials` is the agency's account; a call that carries
 * its own `credentials` (core's per-team account: username = API key, password = secret) uses those.
 */
export function createHotelbedsHotelSupplier(
  credentials: HotelbedsCredentials,
  options: HotelbedsHotelSupplierOptions = {},
): HotelSupplier & HotelCancellationQuoter {
  const http = httpOptions(credentials, options);
  const priced = new PricedRates();
  const content = { hotels: new HotelContentCache(), facilities: new FacilityTypes() };
  const comments = new RateComments();
  const attempts = new BookingAttempts();
  // The voucher's hotel address and telephone, from the content the search kept (or one Content API call).
  const contactOf =
    (acct: HotelbedsAccount, signal?: AbortSignal): HotelContact =>
    async (hotelCode) => {
      const code = String(hotelCode);
      const hotel = (await content.hotels.hotels(http, acct, [code], undefined, signal)).get(code);
      return {
        address: [hotel?.address?.content, hotel?.city?.content].filter(Boolean).join(', '),
        phone: hotel?.phones?.[0]?.phoneNumber,
      };
    };
  const account = (call: SupplierCall): HotelbedsAccount =>
    call.credentials
      ? { apiKey: call.credentials.username, secret: call.credentials.password, certificate: credentials.certificate }
      : credentials;

  let loaded: { at: number; all: Promise<HotelDestination[]> } | null = null;
  const allDestinations = (signal?: AbortSignal) => {
    if (!loaded || http.now().getTime() - loaded.at > DESTINATIONS_TTL_MS) {
      const all = (async () => {
        const pages: HotelDestination[] = [];
        for await (const page of hotelbedsDestinationPages(http, credentials, { signal })) pages.push(...page);
        return pages;
      })();
      loaded = { at: http.now().getTime(), all };
      all.catch(() => (loaded = null));
    }
    return loaded.all;
  };

  return {
    provider: HOTELBEDS_HOTEL_PROVIDER,
    async searchDestinations(q, limit = 10, call = {}) {
      const max = Math.min(Math.max(Math.trunc(limit), 1), 50);
      if (options.destinations) return options.destinations(q, max);
      return matchDestinations(await allDestinations(call.signal), q, max);
    },
    search: (query, call) => searchHotelbeds(http, account(call), query, priced, content, call.signal),
    details: (query, call) => hotelbedsDetails(http, account(call), priced, content.facilities, query, call.signal),
    async prebook(query, call) {
      const rate = await valuateRate(http, account(call), priced, query, call.signal);
      return toPrebookResult(rate, query, await comments.of(http, account(call), rate, query.language, call.signal));
    },
    book: (request, call) => bookHotelbeds(http, account(call), request, attempts, contactOf(account(call), call.signal), call.signal),
    cancel: (locator, call) => cancelHotelbeds(http, account(call), locator, call.signal),
    getBooking: (locator, call) => getHotelbedsBooking(http, account(call), locator, call.signal),
    quoteCancellation: (locator, call) => simulateHotelbedsCancellation(http, account(call), locator, call.signal),
  };
}
