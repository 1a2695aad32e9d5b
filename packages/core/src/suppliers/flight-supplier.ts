import {
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
import { openSupplierCredentials } from './credentials';

export interface TeamFlightSupplier {
  supplier: FlightSupplier;
  credentials: SupplierCredentials;
}

// One sandbox per provider and latency value; tests may change SANDBOX_LATENCY_MS.
const sandboxes = new Map<string, FlightSupplier>();

function sandboxFlightSupplier(provider: FlightProvider): FlightSupplier {
  const latencyMs = Math.max(0, Number(process.env.SANDBOX_LATENCY_MS ?? 0) || 0);
  const key = `${provider}:${latencyMs}`;
  let supplier = sandboxes.get(key);
  if (!supplier) {
    const options = { latencyMs, now: () => clock.now() };
    supplier = provider === 'online_supplier' ? createSandboxOnlineFlightSupplier(options) : createSandboxOfflineFlightSupplier(options);
    sandboxes.set(key, supplier);
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
export function teamFlightSupplier(settings: TeamSettings, provider: FlightProvider, mode: KeyMode = 'live'): TeamFlightSupplier {
  // A test key: the sandbox of that provider on the sandbox account, never the agency's or the operator's.
  if (mode === 'test') return { supplier: sandboxFlightSupplier(provider), credentials: { ...SANDBOX_CREDENTIALS } };
  if (!settings.flightSuppliers.includes(provider)) {
    throw new ApiError(400, 'PROVIDER_NOT_CONFIGURED', `Provider not configured: ${provider} is not enabled for this agency`);
  }
  if (provider === 'offline_supplier') return { supplier: sandboxFlightSupplier(provider), credentials: operatorCredentials() };
  const credentials = openSupplierCredentials(settings, 'flightOnlineSupplier');
  if (!credentials) throw new ApiError(400, 'PROVIDER_NOT_CONFIGURED', 'Provider credentials not configured');
  return { supplier: sandboxFlightSupplier(provider), credentials };
}
