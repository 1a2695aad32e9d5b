import type { Db } from '@tas/db';
import { HOTELBEDS_TEST_BASE_URL } from '@tas/suppliers';
import { z } from 'zod';
import type { AuditActor } from '../audit/actor';
import { clock } from '../lib/clock';
import { isAllowedWebhookUrl } from '../outbound-webhooks/schemas';
import { changeTeamSettings } from '../teams/change-settings';
import { HOTEL_PROVIDERS, type TeamSettings } from '../teams/settings';
import { HOTELBEDS_CERTIFICATE, HOTELBEDS_CREDENTIAL, sealHotelbedsCertificate, sealHotelbedsCredentials } from './hotelbeds-account';
import { readCertificateUpload, ZHotelbedsCertificateUpload } from './hotelbeds-certificate';
import { presentHotelbedsCertificate } from './hotelbeds-certificate-status';

/** The panel's hotel supplier settings: which suppliers are searched, and each one's account (write-only). */
export const ZHotelSuppliersInput = z.object({
  hotelSuppliers: z.array(z.enum(HOTEL_PROVIDERS)).optional(),
  /** The agency's Hotelbeds APItude account; `baseUrl` defaults to Hotelbeds' evaluation API. */
  hotelbedsCredentials: z
    .object({
      apiKey: z.string().trim().min(1).max(200),
      secret: z.string().trim().min(1).max(200),
      // Called from our servers: the outbound webhooks' address rule (no private addresses in production).
      baseUrl: z
        .url()
        .refine((v) => isAllowedWebhookUrl(v), 'must be an https URL to a public address (http only for localhost outside production)')
        .optional(),
    })
    .optional(),
  /** The client certificate for Hotelbeds' mutual TLS (write-only: the panel sees its subject, issuer and expiry). */
  hotelbedsCertificate: ZHotelbedsCertificateUpload.optional(),
  /** Forget the stored client certificate. */
  removeHotelbedsCertificate: z.boolean().optional(),
});

export type THotelSuppliersInput = z.infer<typeof ZHotelSuppliersInput>;

export function presentHotelSuppliers(settings: TeamSettings) {
  return {
    hotelSuppliers: settings.hotelSuppliers,
    sandboxCredentialsSet: Boolean(settings.credentials.hotelSupplier),
    hotelbedsCredentialsSet: Boolean(settings.credentials[HOTELBEDS_CREDENTIAL]),
    hotelbedsCertificate: presentHotelbedsCertificate(settings, clock.now()),
  };
}

/** Applies the hotel part of a settings change; `hotelSupplier` (the one-supplier field) follows the sandbox. */
export function applyHotelSuppliers(current: TeamSettings, input: THotelSuppliersInput, sealedCertificate?: string): TeamSettings {
  const credentials = { ...current.credentials };
  if (input.hotelbedsCredentials) {
    const { apiKey, secret, baseUrl } = input.hotelbedsCredentials;
    credentials[HOTELBEDS_CREDENTIAL] = sealHotelbedsCredentials({ apiKey, secret, baseUrl: baseUrl ?? HOTELBEDS_TEST_BASE_URL });
  }
  if (input.removeHotelbedsCertificate) delete credentials[HOTELBEDS_CERTIFICATE];
  if (sealedCertificate) credentials[HOTELBEDS_CERTIFICATE] = sealedCertificate;
  const hotelSuppliers = input.hotelSuppliers ? HOTEL_PROVIDERS.filter((p) => input.hotelSuppliers!.includes(p)) : current.hotelSuppliers;
  return { ...current, hotelSuppliers, hotelSupplier: hotelSuppliers.includes('sandbox') ? 'sandbox' : null, credentials };
}

export async function updateHotelSuppliers(db: Db, teamId: string, input: THotelSuppliersInput, auditBy: AuditActor) {
  // Read and checked before the write: an unreadable or expired certificate changes nothing (400).
  const sealedCertificate = input.hotelbedsCertificate
    ? sealHotelbedsCertificate(await readCertificateUpload(input.hotelbedsCertificate, clock.now()))
    : undefined;
  const next = await changeTeamSettings(db, teamId, (current) => applyHotelSuppliers(current, input, sealedCertificate), auditBy);
  return presentHotelSuppliers(next);
}
