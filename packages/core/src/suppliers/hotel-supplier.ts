import { createHash } from 'node:crypto';
import {
  createHotelbedsHotelSupplier,
  createSandboxHotelSupplier,
  SANDBOX_CREDENTIALS,
  type HotelbedsCredentials,
  type HotelSupplier,
  type SupplierCredentials,
} from '@tas/suppliers';
import type { KeyMode } from './key-mode';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { HOTEL_PROVIDERS, type HotelProvider, type TeamSettings } from '../teams/settings';
import { openSupplierCredentials } from './credentials';
import { openHotelbedsCredentials } from './hotelbeds-account';
import { hotelbedsTransport } from './hotelbeds-transport';
import { sandboxLatencyMs } from './sandbox-latency';
import { fromSettings } from '../teams/from-settings';

export interface TeamHotelSupplier {
  provider: HotelProvider;
  supplier: HotelSupplier;
  credentials: SupplierCredentials;
}

// One sandbox: it keeps its search cache, and reads SANDBOX_LATENCY_MS at each call (tests change it).
let sandbox: HotelSupplier | undefined;

export function sandboxHotelSupplier(): HotelSupplier {
  return (sandbox ??= createSandboxHotelSupplier({ latencyMs: sandboxLatencyMs, now: () => clock.now() }));
}

// One Hotelbeds adapter per account: it remembers the rates it priced, so a prebook right after a
// search needs no extra CheckRates call. Keyed by a digest (account and client certificate), never by a secret itself.
const hotelbedsAdapters = new Map<string, HotelSupplier>();

export function hotelbedsHotelSupplier(account: HotelbedsCredentials): HotelSupplier {
  const key = createHash('sha256')
    .update(
      `${account.baseUrl}\n${account.apiKey}\n${account.secret}\n${account.certificate?.certPem ?? ''}\n${account.certificate?.keyPem ?? ''}`,
    )
    .digest('hex');
  let supplier = hotelbedsAdapters.get(key);
  if (!supplier) {
    // The public autocomplete answers from our stored copy (hotels/destinations.ts), never per keystroke.
    supplier = createHotelbedsHotelSupplier(account, {
      now: () => clock.now(),
      destinations: async () => [],
      transport: hotelbedsTransport(),
    });
    hotelbedsAdapters.set(key, supplier);
  }
  return supplier;
}

const notConfigured = () => new ApiError(400, 'PROVIDER_NOT_CONFIGURED', 'Provider credentials not configured');

/** One enabled supplier with its account, or null when enabled without credentials. */
function configured(settings: TeamSettings, provider: HotelProvider): TeamHotelSupplier | null {
  if (!settings.hotelSuppliers.includes(provider)) return null;
  if (provider === 'sandbox') {
    const credentials = openSupplierCredentials(settings);
    return credentials ? { provider, supplier: sandboxHotelSupplier(), credentials } : null;
  }
  const account = openHotelbedsCredentials(settings);
  if (!account) return null;
  return { provider, supplier: hotelbedsHotelSupplier(account), credentials: { username: account.apiKey, password: account.secret } };
}

function testSandbox(): TeamHotelSupplier {
  return { provider: 'sandbox', supplier: sandboxHotelSupplier(), credentials: { ...SANDBOX_CREDENTIALS } };
}

/**
 * Every hotel supplier the team enabled and configured, for search: 400 when none is. A test key gets
 * only the sandbox on the sandbox account, whatever the team configured: it never reaches a real supplier.
 */
export function teamHotelSuppliers(settings: TeamSettings, mode: KeyMode = 'live'): readonly TeamHotelSupplier[] {
  // Opened once per settings object (fromSettings): each search would otherwise open the accounts again.
  return fromSettings(settings, `hotel-suppliers:${mode}`, () => {
    if (mode === 'test') return Object.freeze([testSandbox()]);
    const all = HOTEL_PROVIDERS.map((provider) => configured(settings, provider)).filter((s): s is TeamHotelSupplier => s !== null);
    if (all.length === 0) throw notConfigured();
    return Object.freeze(all);
  });
}

/** The supplier an offer, prebook or booking belongs to: 400 PROVIDER_NOT_CONFIGURED when unknown or not enabled. */
export function hotelSupplierFor(settings: TeamSettings, provider: string, mode: KeyMode = 'live'): TeamHotelSupplier {
  if (mode === 'test') {
    if (provider !== 'sandbox') throw notConfigured();
    return testSandbox();
  }
  const known = (HOTEL_PROVIDERS as readonly string[]).includes(provider);
  const found = known ? configured(settings, provider as HotelProvider) : null;
  if (!found) throw notConfigured();
  return found;
}
