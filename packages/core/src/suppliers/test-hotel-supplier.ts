import { HOTELBEDS_TEST_BASE_URL, isSupplierError, listHotelbedsDestinations, type HotelbedsCredentials } from '@tas/suppliers';
import { z } from 'zod';
import { clock } from '../lib/clock';
import type { TeamSettings } from '../teams/settings';
import { openHotelbedsCredentials } from './hotelbeds-account';
import { ZHotelSuppliersInput } from './hotel-suppliers-settings';

export const ZTestHotelSupplierInput = z.object({
  provider: z.enum(['sandbox', 'hotelbeds']),
  /** Typed in the panel and not saved yet; without it, the saved account is tried. */
  hotelbedsCredentials: ZHotelSuppliersInput.shape.hotelbedsCredentials,
});

/** Why a connection test failed, for the panel to explain in Portuguese. */
export type ConnectionFailure = 'not_configured' | 'credentials' | 'quota' | 'unavailable' | 'timeout';

const TEST_TIMEOUT_MS = 10_000;

/**
 * "Testar conexão": one cheap authenticated call (the first destination of the Content API) with the
 * typed or saved account. Never throws for the supplier's answer: says ok, or why not.
 */
export async function testHotelSupplier(
  settings: TeamSettings,
  input: z.infer<typeof ZTestHotelSupplierInput>,
): Promise<{ ok: true; ms: number } | { ok: false; reason: ConnectionFailure; ms: number }> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  if (input.provider === 'sandbox') return { ok: true, ms: 0 };
  const typed = input.hotelbedsCredentials;
  const account: HotelbedsCredentials | null = typed
    ? { apiKey: typed.apiKey, secret: typed.secret, baseUrl: typed.baseUrl ?? HOTELBEDS_TEST_BASE_URL }
    : openHotelbedsCredentials(settings);
  if (!account) return { ok: false, reason: 'not_configured', ms: 0 };
  try {
    const pages = listHotelbedsDestinations(account, { pageSize: 1, signal: AbortSignal.timeout(TEST_TIMEOUT_MS), now: () => clock.now() });
    await pages.next();
    await pages.return(undefined);
    return { ok: true, ms: ms() };
  } catch (error) {
    if (!isSupplierError(error)) return { ok: false, reason: 'unavailable', ms: ms() };
    if (error.kind === 'credentials') return { ok: false, reason: 'credentials', ms: ms() };
    if (error.kind === 'timeout') return { ok: false, reason: 'timeout', ms: ms() };
    if (error.details.status === 403) return { ok: false, reason: 'quota', ms: ms() };
    return { ok: false, reason: 'unavailable', ms: ms() };
  }
}
