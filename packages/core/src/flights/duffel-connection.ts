import { createDuffelFlightSupplier, DUFFEL_API_URL, isDuffelTestToken, isSupplierError } from '@tas/suppliers';
import { z } from 'zod';
import type { Caller } from '../context';
import { clock } from '../lib/clock';
import { isAllowedWebhookUrl } from '../outbound-webhooks/schemas';
import { gatewayFetch } from '../payments/gateway-fetch';
import { openDuffelCredentials } from '../suppliers/credentials';
import { readSettings } from '../teams/settings';

export const ZDuffelConnectionInput = z.object({
  /** A token typed in the panel and not saved yet; without it, the saved one is tried. */
  accessToken: z.string().trim().min(1).max(500).optional(),
  baseUrl: z
    .url()
    .refine((v) => isAllowedWebhookUrl(v), 'must be an https URL to a public address (http only for localhost outside production)')
    .optional(),
});

export type DuffelConnectionFailure = 'not_configured' | 'credentials' | 'unavailable' | 'timeout';

export interface DuffelConnectionResult {
  ok: boolean;
  /** Why not, for the panel to explain: no token, token refused, Duffel down or unreachable, too slow. */
  reason?: DuffelConnectionFailure;
  /** A `duffel_test_` token: test data only, nothing real is booked. */
  testMode?: boolean;
}

const PROBE_TIMEOUT_MS = 10_000;

/**
 * Panel "Testar conexão": the cheapest authenticated call, one offer read by an id that does not exist.
 * Duffel answering 404 means the address answers and the token is accepted; 401/403 a refused token.
 */
export async function testDuffelConnection(caller: Caller, input: z.infer<typeof ZDuffelConnectionInput>): Promise<DuffelConnectionResult> {
  const saved = input.accessToken ? null : openDuffelCredentials(readSettings(caller.team.settings));
  const accessToken = input.accessToken ?? saved?.accessToken;
  if (!accessToken) return { ok: false, reason: 'not_configured' };
  const baseUrl = input.baseUrl ?? saved?.baseUrl ?? DUFFEL_API_URL;
  const supplier = createDuffelFlightSupplier({
    credentials: { accessToken, baseUrl },
    timeoutMs: PROBE_TIMEOUT_MS,
    fetch: gatewayFetch,
    now: () => clock.now(),
  });
  const testMode = isDuffelTestToken(accessToken);
  try {
    await supplier.getOffer({ offerId: 'off_0000tasconnectionprobe' }, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return { ok: true, testMode };
  } catch (error) {
    if (isSupplierError(error)) {
      if (error.kind === 'not_found' || error.kind === 'offer_expired' || error.kind === 'invalid_request') return { ok: true, testMode };
      if (error.kind === 'credentials') return { ok: false, reason: 'credentials', testMode };
      if (error.kind === 'timeout') return { ok: false, reason: 'timeout', testMode };
    }
    return { ok: false, reason: 'unavailable', testMode };
  }
}
