import { createSandboxHotelSupplier, SANDBOX_CREDENTIALS, type HotelSupplier, type SupplierCredentials } from '@tas/suppliers';
import type { KeyMode } from './key-mode';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import type { TeamSettings } from '../teams/settings';
import { openSupplierCredentials } from './credentials';

export interface TeamHotelSupplier {
  supplier: HotelSupplier;
  credentials: SupplierCredentials;
}

// One sandbox per latency value: it keeps its search cache, and tests may change SANDBOX_LATENCY_MS.
const sandboxes = new Map<number, HotelSupplier>();

export function sandboxHotelSupplier(): HotelSupplier {
  const latencyMs = Math.max(0, Number(process.env.SANDBOX_LATENCY_MS ?? 0) || 0);
  let supplier = sandboxes.get(latencyMs);
  if (!supplier) {
    supplier = createSandboxHotelSupplier({ latencyMs, now: () => clock.now() });
    sandboxes.set(latencyMs, supplier);
  }
  return supplier;
}

/**
 * The team's hotel supplier and its account: 400 when none is configured, 500 when the password cannot
 * be opened. A test key gets the sandbox on the sandbox account, whatever the team configured.
 */
export function teamHotelSupplier(settings: TeamSettings, mode: KeyMode = 'live'): TeamHotelSupplier {
  if (mode === 'test') return { supplier: sandboxHotelSupplier(), credentials: { ...SANDBOX_CREDENTIALS } };
  const credentials = settings.hotelSupplier ? openSupplierCredentials(settings) : null;
  if (!settings.hotelSupplier || !credentials) {
    throw new ApiError(400, 'PROVIDER_NOT_CONFIGURED', 'Provider credentials not configured');
  }
  return { supplier: sandboxHotelSupplier(), credentials };
}
