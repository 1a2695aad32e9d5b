import type { Db } from '@tas/db';
import { HOTELBEDS_TEST_BASE_URL } from '@tas/suppliers';
import { z } from 'zod';
import type { AuditActor } from '../audit/actor';
import { isAllowedWebhookUrl } from '../outbound-webhooks/schemas';
import { changeTeamSettings } from '../teams/change-settings';
import { HOTEL_PROVIDERS, type TeamSettings } from '../teams/settings';
import { HOTELBEDS_CREDENTIAL, sealHotelbedsCredentials } from './hotelbeds-account';

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
});

export type THotelSuppliersInput = z.infer<typeof ZHotelSuppliersInput>;

export function presentHotelSuppliers(settings: TeamSettings) {
  return {
    hotelSuppliers: settings.hotelSuppliers,
    sandboxCredentialsSet: Boolean(settings.credentials.hotelSupplier),
    hotelbedsCredentialsSet: Boolean(settings.credentials[HOTELBEDS_CREDENTIAL]),
  };
}

/** Applies the hotel part of a settings change; `hotelSupplier` (the one-supplier field) follows the sandbox. */
export function applyHotelSuppliers(current: TeamSettings, input: THotelSuppliersInput): TeamSettings {
  const credentials = { ...current.credentials };
  if (input.hotelbedsCredentials) {
    const { apiKey, secret, baseUrl } = input.hotelbedsCredentials;
    credentials[HOTELBEDS_CREDENTIAL] = sealHotelbedsCredentials({ apiKey, secret, baseUrl: baseUrl ?? HOTELBEDS_TEST_BASE_URL });
  }
  const hotelSuppliers = input.hotelSuppliers ? HOTEL_PROVIDERS.filter((p) => input.hotelSuppliers!.includes(p)) : current.hotelSuppliers;
  return { ...current, hotelSuppliers, hotelSupplier: hotelSuppliers.includes('sandbox') ? 'sandbox' : null, credentials };
}

export async function updateHotelSuppliers(db: Db, teamId: string, input: THotelSuppliersInput, auditBy: AuditActor) {
  return presentHotelSuppliers(await changeTeamSettings(db, teamId, (current) => applyHotelSuppliers(current, input), auditBy));
}
