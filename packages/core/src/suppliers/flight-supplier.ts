import {
  createDuffelFlightSupplier,
  createSandboxOfflineFlightSupplier,
  createSandboxOnlineFlightSupplier,
  SANDBOX_CREDENTIALS,
  type FlightProvider,
  type FlightSupplier,
  type SupplierCredentials,
} from '@tas/suppliers';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import type { TeamSettings } from '../teams/settings';
import type { KeyMode } from './key-mode';
import { gatewayFetch } from '../payments/gateway-fetch';
import { openDuffelCredentials, openSupplierCredentials } from './credentials';
import { sandboxLatencyMs } from './sandbox-latency';
import { fromSettings } from '../teams/from-settings';

/** The online flight suppliers a team can sell through (`online_supplier` in the contract); `offline` is the consolidator. */
export type OnlineFlightSupplierName = 'sandbox' | 'duffel';
export type FlightSupplierName = OnlineFlightSupplierName | 'offline';

export interface TeamFlightSupplier {
  /** Which supplier: recorded in rate tokens and bookings so rate, prebook, book and cancel reach the same one. */
  name: FlightSupplierName;
  supplier: FlightSupplier;
  /** The account to call it with (Duffel holds its token itself; here its token and base, only to key caches). */
  credentials: SupplierCredentials;
}

/** The team's online flight suppliers; settings saved before there was a choice read as the sandbox alone. */
export function enabledOnlineFlightSuppliers(settings: TeamSettings): OnlineFlightSupplierName[] {
  return settings.flightOnlineSuppliers ?? ['sandbox'];
}

// One sandbox per provider: each reads SANDBOX_LATENCY_MS at each call (tests change it).
const sandboxes = new Map<FlightProvider, FlightSupplier>();

function sandboxFlightSupplier(provider: FlightProvider): FlightSupplier {
  let supplier = sandboxes.get(provider);
  if (!supplier) {
    const options = { latencyMs: sandboxLatencyMs, now: () => clock.now() };
    supplier = provider === 'online_supplier' ? createSandboxOnlineFlightSupplier(options) : createSandboxOfflineFlightSupplier(options);
    sandboxes.set(provider, supplier);
  }
  return supplier;
}

/** The offline supplier (consolidator) works on the service operator's own account, from the environment. */
function operatorCredentials(): SupplierCredentials {
  const username = process.env.OFFLINE_FLIGHT_SUPPLIER_USERNAME;
  const password = process.env.OFFLINE_FLIGHT_SUPPLIER_PASSWORD;
  return username && password ? { username, password } : { ...SANDBOX_CREDENTIALS };
}

/**
 * The team's flight supplier for a provider and the account to call it with. A provider the team
 * does not sell, or the online supplier without the agency's credentials: 400 PROVIDER_NOT_CONFIGURED;
 * credentials that cannot be opened: 500. A test key always gets the sandbox.
 */
export function teamFlightSupplier(
  settings: TeamSettings,
  provider: FlightProvider,
  mode: KeyMode = 'live',
  online: OnlineFlightSupplierName = 'sandbox',
  /** For a reservation already made (cancel, release): the supplier may since have been disabled, its account is still needed. */
  existing = false,
): TeamFlightSupplier {
  const offline = provider === 'offline_supplier';
  // A test key: the sandbox of that provider on the sandbox account, never the agency's, Duffel or the operator's.
  if (mode === 'test')
    return { name: offline ? 'offline' : 'sandbox', supplier: sandboxFlightSupplier(provider), credentials: { ...SANDBOX_CREDENTIALS } };
  if (!settings.flightSuppliers.includes(provider)) {
    throw new ApiError(400, 'PROVIDER_NOT_CONFIGURED', `Provider not configured: ${provider} is not enabled for this agency`);
  }
  if (offline) return { name: 'offline', supplier: sandboxFlightSupplier(provider), credentials: operatorCredentials() };
  if (!existing && !enabledOnlineFlightSuppliers(settings).includes(online)) {
    throw new ApiError(400, 'PROVIDER_NOT_CONFIGURED', `Provider not configured: ${online} is not enabled for this agency`);
  }
  if (online === 'duffel') return duffelFlightSupplier(settings);
  const credentials = openSupplierCredentials(settings, 'flightOnlineSupplier');
  if (!credentials) throw new ApiError(400, 'PROVIDER_NOT_CONFIGURED', 'Provider credentials not configured');
  return { name: 'sandbox', supplier: sandboxFlightSupplier(provider), credentials };
}

/**
 * Every online flight supplier the team searches for `online_supplier`, in settings order (a test key:
 * the sandbox alone). Each one not configured: 400 PROVIDER_NOT_CONFIGURED, as for one supplier.
 */
export function teamOnlineFlightSuppliers(settings: TeamSettings, mode: KeyMode = 'live'): readonly TeamFlightSupplier[] {
  // Opened once per settings object (fromSettings): each search would otherwise open the accounts again.
  return fromSettings(settings, `online-flight-suppliers:${mode}`, () => {
    if (mode === 'test') return Object.freeze([teamFlightSupplier(settings, 'online_supplier', mode)]);
    const names = enabledOnlineFlightSuppliers(settings);
    if (!settings.flightSuppliers.includes('online_supplier') || names.length === 0) {
      throw new ApiError(400, 'PROVIDER_NOT_CONFIGURED', 'Provider not configured: online_supplier is not enabled for this agency');
    }
    return Object.freeze(names.map((name) => teamFlightSupplier(settings, 'online_supplier', mode, name)));
  });
}

/**
 * The agency's own Duffel account. Its base URL is typed by an owner: called through gatewayFetch
 * (public addresses only in production). Orders are paid from the agency's Duffel balance.
 */
function duffelFlightSupplier(settings: TeamSettings): TeamFlightSupplier {
  const account = openDuffelCredentials(settings);
  if (!account) throw new ApiError(400, 'PROVIDER_NOT_CONFIGURED', 'Provider credentials not configured');
  const supplier = createDuffelFlightSupplier({
    credentials: account,
    duPercent: settings.duPercent,
    fetch: gatewayFetch,
    now: () => clock.now(),
  });
  return { name: 'duffel', supplier, credentials: { username: account.baseUrl, password: account.accessToken } };
}
