import type { HotelbedsClientCertificate, HotelbedsCredentials } from '@tas/suppliers';
import { ApiError } from '../lib/api-error';
import { seal } from '../lib/crypto';
import { openSealed } from './credentials';
import { describeCertificate, type HotelbedsCertificateInfo, type HotelbedsCertificatePem } from './hotelbeds-certificate';
import type { TeamSettings } from '../teams/settings';

/** Where the agency's Hotelbeds account is sealed in `settings.credentials`. */
export const HOTELBEDS_CREDENTIAL = 'hotelbeds';
/** Where its client certificate and key (mutual TLS) are sealed, apart: replacing one keeps the other. */
export const HOTELBEDS_CERTIFICATE = 'hotelbedsCertificate';

export function sealHotelbedsCredentials(account: HotelbedsCredentials): string {
  return seal(JSON.stringify({ apiKey: account.apiKey, secret: account.secret, baseUrl: account.baseUrl }));
}

export function sealHotelbedsCertificate(pem: HotelbedsCertificatePem): string {
  return seal(JSON.stringify({ certPem: pem.certPem, keyPem: pem.keyPem }));
}

const notFound = () => new ApiError(500, 'INTERNAL_ERROR', 'Provider password not found');

/**
 * The team's client certificate with what the panel shows of it, or null when none is stored. One
 * that cannot be opened (sealed under another key) or read must be uploaded again: 500, as the
 * contract words it for every stored secret.
 */
export function openHotelbedsCertificate(
  settings: TeamSettings,
): { pem: HotelbedsClientCertificate; info: HotelbedsCertificateInfo } | null {
  const sealed = settings.credentials[HOTELBEDS_CERTIFICATE];
  if (!sealed) return null;
  const json = openSealed(sealed);
  const parsed = json === null ? null : (JSON.parse(json) as Partial<HotelbedsCertificatePem>);
  if (!parsed?.certPem || !parsed.keyPem) throw notFound();
  let info: HotelbedsCertificateInfo;
  try {
    info = describeCertificate(parsed.certPem);
  } catch {
    throw notFound();
  }
  return { pem: { certPem: parsed.certPem, keyPem: parsed.keyPem, notAfter: new Date(info.notAfter) }, info };
}

/**
 * The team's Hotelbeds account (API key, secret, API base, client certificate when uploaded), or null
 * when none is stored. One sealed under another key must be entered again: 500 (like credentials.ts).
 */
export function openHotelbedsCredentials(settings: TeamSettings): HotelbedsCredentials | null {
  const sealed = settings.credentials[HOTELBEDS_CREDENTIAL];
  if (!sealed) return null;
  const json = openSealed(sealed);
  const parsed = json === null ? null : (JSON.parse(json) as Partial<HotelbedsCredentials>);
  if (!parsed?.apiKey || !parsed.secret || !parsed.baseUrl) throw notFound();
  const certificate = openHotelbedsCertificate(settings);
  return {
    apiKey: parsed.apiKey,
    secret: parsed.secret,
    baseUrl: parsed.baseUrl,
    ...(certificate ? { certificate: certificate.pem } : {}),
  };
}
