import {
  checkHotelbedsBookingApi,
  HOTELBEDS_TEST_BASE_URL,
  isSupplierError,
  listHotelbedsDestinations,
  type HotelbedsClientCertificate,
  type HotelbedsCredentials,
} from '@tas/suppliers';
import { z } from 'zod';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import type { TeamSettings } from '../teams/settings';
import { openHotelbedsCertificate, openHotelbedsCredentials } from './hotelbeds-account';
import { readCertificateUpload } from './hotelbeds-certificate';
import { ZHotelSuppliersInput } from './hotel-suppliers-settings';
import { hotelbedsTransport } from './hotelbeds-transport';

export const ZTestHotelSupplierInput = z.object({
  provider: z.enum(['sandbox', 'hotelbeds']),
  /** Typed in the panel and not saved yet; without it, the saved account is tried. */
  hotelbedsCredentials: ZHotelSuppliersInput.shape.hotelbedsCredentials,
  /** Chosen in the panel and not saved yet; without it, the saved certificate is tried. */
  hotelbedsCertificate: ZHotelSuppliersInput.shape.hotelbedsCertificate,
});

/** Why a connection test failed, for the panel to explain in Portuguese. */
export type ConnectionFailure =
  | 'not_configured'
  | 'credentials'
  | 'quota'
  | 'unavailable'
  | 'timeout'
  | 'certificate_missing'
  | 'certificate_expired'
  | 'certificate_refused'
  | 'certificate_unreadable';

type ConnectionResult = { ok: true; ms: number } | { ok: false; reason: ConnectionFailure; ms: number };

const TEST_TIMEOUT_MS = 10_000;

/** The certificate to try: the one chosen now, else the saved one; or why there is none to try. */
async function certificateToTry(
  settings: TeamSettings,
  input: z.infer<typeof ZTestHotelSupplierInput>,
): Promise<HotelbedsClientCertificate | 'certificate_unreadable' | 'certificate_expired' | null> {
  try {
    if (input.hotelbedsCertificate) {
      const read = await readCertificateUpload(input.hotelbedsCertificate, clock.now());
      return { certPem: read.certPem, keyPem: read.keyPem, notAfter: new Date(read.notAfter) };
    }
    const saved = openHotelbedsCertificate(settings)?.pem ?? null;
    if (saved?.notAfter && saved.notAfter.getTime() <= clock.now().getTime()) return 'certificate_expired';
    return saved;
  } catch (error) {
    return error instanceof ApiError && /expirado/.test(error.message) ? 'certificate_expired' : 'certificate_unreadable';
  }
}

function failure(error: unknown): ConnectionFailure {
  if (!isSupplierError(error)) return 'unavailable';
  if (error.kind === 'credentials') return 'credentials';
  if (error.kind === 'timeout') return 'timeout';
  if (error.details.status === 403) return 'quota';
  return 'unavailable';
}

/**
 * "Testar conexão", with the typed or saved account: first the keys (the first destination of the
 * Content API, which needs no certificate), then the client certificate (the Booking API's status,
 * which does). A certificate that is expired or unreadable is said before any call. Never throws for
 * the supplier's answer: says ok, or why not.
 */
export async function testHotelSupplier(settings: TeamSettings, input: z.infer<typeof ZTestHotelSupplierInput>): Promise<ConnectionResult> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  if (input.provider === 'sandbox') return { ok: true, ms: 0 };
  const typed = input.hotelbedsCredentials;
  const saved = typed ? null : openHotelbedsCredentials(settings);
  const keys = typed ? { apiKey: typed.apiKey, secret: typed.secret, baseUrl: typed.baseUrl ?? HOTELBEDS_TEST_BASE_URL } : saved;
  if (!keys) return { ok: false, reason: 'not_configured', ms: 0 };
  const certificate = await certificateToTry(settings, input);
  if (certificate === 'certificate_unreadable' || certificate === 'certificate_expired') return { ok: false, reason: certificate, ms: 0 };
  const account: HotelbedsCredentials = {
    apiKey: keys.apiKey,
    secret: keys.secret,
    baseUrl: keys.baseUrl,
    ...(certificate ? { certificate } : {}),
  };
  const options = { transport: hotelbedsTransport(), now: () => clock.now() };
  try {
    const pages = listHotelbedsDestinations(account, { ...options, pageSize: 1, signal: AbortSignal.timeout(TEST_TIMEOUT_MS) });
    await pages.next();
    await pages.return(undefined);
  } catch (error) {
    return { ok: false, reason: failure(error), ms: ms() };
  }
  // A plain-http base URL is a local stand-in (allowed only outside production): no TLS, no certificate.
  if (new URL(account.baseUrl).protocol === 'http:') return { ok: true, ms: ms() };
  if (!certificate) return { ok: false, reason: 'certificate_missing', ms: ms() };
  try {
    await checkHotelbedsBookingApi(account, { ...options, timeoutMs: TEST_TIMEOUT_MS });
    return { ok: true, ms: ms() };
  } catch (error) {
    // The same host answered the keys a moment ago: a Booking API connection cut without an HTTP
    // answer (what TLS 1.3 shows of a refused client certificate) or a TLS alert is the certificate.
    const said = isSupplierError(error) ? error.message : '';
    if (said === 'Hotelbeds refused the client certificate' || said === 'Hotelbeds unreachable') {
      return { ok: false, reason: 'certificate_refused', ms: ms() };
    }
    return { ok: false, reason: failure(error), ms: ms() };
  }
}
