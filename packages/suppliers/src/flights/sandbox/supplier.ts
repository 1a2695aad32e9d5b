import {
  assertCredentials,
  SANDBOX_CREDENTIALS,
  simulateLatency,
  type SandboxLatency,
  type SupplierCall,
  type SupplierCredentials,
} from '../../lib/call';
import { todayInBrazil } from '../../lib/dates';
import { SupplierError } from '../../lib/errors';
import { hasFailingLastName } from '../../lib/magic';
import type { FlightCancellationQuoter } from '../../lib/cancellation-quote';
import type { FlightProvider, FlightSupplier } from '../port';
import { checkBooking, isRecordLocator, recordLocator } from './booking';
import { sandboxCancellationQuote } from './fare-rules';
import { resolveQuery } from './query';
import { searchFlights } from './search';

export interface SandboxFlightSupplierOptions {
  /** Added to every call (core passes SANDBOX_LATENCY_MS, read at each call). */
  latencyMs?: SandboxLatency;
  /** Clock for "today": advance-purchase fares and past departures. */
  now?: () => Date;
}

export interface SandboxOnlineFlightSupplierOptions extends SandboxFlightSupplierOptions {
  /** DU when the query carries none; default 10 (% of the base fare). */
  duPercent?: number;
  /** The account the sandbox accepts; default SANDBOX_CREDENTIALS. */
  credentials?: SupplierCredentials;
}

/**
 * The online supplier: issues through its API, prices include DU, needs the
 * agency's credentials, checks availability at book.
 */
export function createSandboxOnlineFlightSupplier(
  options: SandboxOnlineFlightSupplierOptions = {},
): FlightSupplier & FlightCancellationQuoter {
  const account = options.credentials ?? SANDBOX_CREDENTIALS;
  const defaultDu = options.duPercent ?? 10;
  return sandboxFlightSupplier('online_supplier', options, {
    authorize: (call) => assertCredentials(call.credentials, account),
    duPercent: (requested) => requested ?? defaultDu,
    issue: (request, today) => {
      checkBooking(request, 'online_supplier', today);
      if (hasFailingLastName(request.passengers)) {
        throw new SupplierError('Airline rejected the reservation', 'unavailable');
      }
      return recordLocator(request);
    },
  });
}

/**
 * The offline supplier (consolidator): fare plus taxes, no DU, operator's own
 * account, and book only records the request for an agent to issue by hand.
 */
export function createSandboxOfflineFlightSupplier(options: SandboxFlightSupplierOptions = {}): FlightSupplier & FlightCancellationQuoter {
  return sandboxFlightSupplier('offline_supplier', options, {
    authorize: () => undefined,
    duPercent: () => 0,
    issue: () => null,
  });
}

interface Behaviour {
  authorize(call: SupplierCall): void;
  duPercent(requested: number | undefined): number;
  issue(request: Parameters<FlightSupplier['book']>[0], today: number): string | null;
}

function sandboxFlightSupplier(
  provider: FlightProvider,
  options: SandboxFlightSupplierOptions,
  behaviour: Behaviour,
): FlightSupplier & FlightCancellationQuoter {
  const latencyMs = options.latencyMs ?? 0;
  const now = options.now ?? (() => new Date());
  const enter = async (call: SupplierCall): Promise<number> => {
    await simulateLatency(latencyMs, call);
    behaviour.authorize(call);
    return todayInBrazil(now());
  };
  return {
    provider,
    async search(query, call) {
      const today = await enter(call);
      const duPercent = behaviour.duPercent(query.duPercent);
      if (!(duPercent >= 0 && duPercent <= 100)) throw new SupplierError('duPercent must be 0-100', 'invalid_request');
      return searchFlights(resolveQuery(query, today), { provider, duBasisPoints: Math.round(duPercent * 100), searchDay: today });
    },
    async book(request, call) {
      const today = await enter(call);
      return { externalLocator: behaviour.issue(request, today) };
    },
    async cancel(externalLocator, call) {
      await enter(call);
      if (!isRecordLocator(externalLocator)) throw new SupplierError('Reservation not found', 'not_found');
      return { externalLocator, status: 'cancelled' };
    },
    /** What cancelling now gives back under the fare's rules (fare-rules.ts), found by the offer sold. */
    async quoteCancellation(locator, call, sold) {
      const today = await enter(call);
      if (!isRecordLocator(locator) || !sold) throw new SupplierError('Reservation not found', 'not_found');
      return sandboxCancellationQuote(locator, sold.offerId, provider, today);
    },
  };
}
