import {
  assertCredentials,
  SANDBOX_CREDENTIALS,
  simulateLatency,
  type SandboxLatency,
  type SupplierCall,
  type SupplierCredentials,
} from '../../lib/call';
import { todayInBrazil } from '../../lib/dates';
import type { HotelSupplier } from '../port';
import { searchCities, toDestination } from './cities';
import { hotelDetails } from './details';
import { bookHotel, cancelHotel, prebookHotel } from './reservations';
import { searchHotels } from './search';

export interface SandboxHotelSupplierOptions {
  /** Added to every call (core passes SANDBOX_LATENCY_MS, read at each call). */
  latencyMs?: SandboxLatency;
  /** Clock for "today" (past check-ins, cancellation deadlines). */
  now?: () => Date;
  /** The account the sandbox accepts; default SANDBOX_CREDENTIALS. */
  credentials?: SupplierCredentials;
}

export const SANDBOX_HOTEL_PROVIDER = 'sandbox';

/** A deterministic hotel supplier over real cities; keeps no state between calls. */
export function createSandboxHotelSupplier(options: SandboxHotelSupplierOptions = {}): HotelSupplier {
  const latencyMs = options.latencyMs ?? 0;
  const now = options.now ?? (() => new Date());
  const account = options.credentials ?? SANDBOX_CREDENTIALS;

  // Every call: the network time first, then the account check, as a real supplier answers.
  const enter = async (call: SupplierCall): Promise<number> => {
    await simulateLatency(latencyMs, call);
    assertCredentials(call.credentials, account);
    return todayInBrazil(now());
  };

  return {
    provider: SANDBOX_HOTEL_PROVIDER,
    async searchDestinations(q, limit = 10, call = {}) {
      await simulateLatency(latencyMs, call);
      return searchCities(q, Math.min(Math.max(Math.trunc(limit), 1), 50)).map(toDestination);
    },
    async search(query, call) {
      return searchHotels(query, await enter(call));
    },
    async details(query, call) {
      return hotelDetails(query.hotelSearchCode, query.language ?? 'pt', await enter(call));
    },
    async prebook(query, call) {
      return prebookHotel(query, await enter(call));
    },
    async book(request, call) {
      return bookHotel(request, await enter(call));
    },
    async cancel(locator, call) {
      await enter(call);
      return cancelHotel(locator);
    },
  };
}
