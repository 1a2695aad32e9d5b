import type { Db } from '@tas/db';
import { z } from 'zod';
import type { AuditActor } from '../audit/actor';
import { seal } from '../lib/crypto';
import { isAllowedWebhookUrl } from '../outbound-webhooks/schemas';
import { publicBaseUrl } from '../rest/public-url';
import { changeTeamSettings } from '../teams/change-settings';
import type { TeamSettings } from '../teams/settings';
import { sealDuffelCredentials, sealSupplierCredentials } from './credentials';
import { DUFFEL_API_URL } from '@tas/suppliers';
import { enabledOnlineFlightSuppliers } from './flight-supplier';
import { newWebhookToken } from './webhook-token';

const ZAccount = z.object({ username: z.string().trim().min(1).max(200), password: z.string().min(1).max(200) });

/** What the panel may change about selling hotels and flights; secrets are write-only (sealed, never read back). */
export const ZSalesSettingsInput = z.object({
  markupPercent: z.number().min(0).max(500).optional(),
  hotelIssuingMode: z.enum(['automatic', 'manual']).optional(),
  hotelSupplier: z.enum(['sandbox']).nullable().optional(),
  hotelSupplierCredentials: z.object({ username: z.string().trim().min(1).max(200), password: z.string().min(1).max(200) }).optional(),
  paymentGateway: z.enum(['sandbox', 'asaas']).nullable().optional(),
  asaasApiKey: z.string().trim().min(1).max(500).optional(),
  // An owner's URL is called from our servers: the outbound webhooks' rule (no private addresses in production).
  asaasBaseUrl: z
    .url()
    .refine((v) => isAllowedWebhookUrl(v), 'must be an https URL to a public address (http only for localhost outside production)')
    .optional(),
  duPercent: z.number().min(0).max(100).optional(),
  flightSuppliers: z.array(z.enum(['online_supplier', 'offline_supplier'])).optional(),
  /** The agency's own account at the online flight supplier (the offline one uses the operator's). */
  flightOnlineSupplierCredentials: ZAccount.optional(),
  /** Online flight suppliers searched together for `online_supplier` (see teams/settings.ts). */
  flightOnlineSuppliers: z.array(z.enum(['sandbox', 'duffel'])).optional(),
  /** The agency's Duffel access token (write-only); `baseUrl` defaults to Duffel's API (same address rule as asaasBaseUrl). */
  duffelCredentials: z
    .object({
      accessToken: z.string().trim().min(1).max(500),
      baseUrl: z
        .url()
        .refine((v) => isAllowedWebhookUrl(v), 'must be an https URL to a public address (http only for localhost outside production)')
        .optional(),
    })
    .optional(),
});

export type TSalesSettingsInput = z.infer<typeof ZSalesSettingsInput>;

/** The settings as the panel shows them: whether a secret is set, never the secret. */
export function presentSalesSettings(settings: TeamSettings) {
  const base = publicBaseUrl();
  return {
    markupPercent: settings.markupPercent,
    hotelIssuingMode: settings.hotelIssuingMode,
    hotelSupplier: settings.hotelSupplier,
    hotelSupplierCredentialsSet: Boolean(settings.credentials.hotelSupplier),
    paymentGateway: settings.paymentGateway,
    asaasBaseUrl: settings.asaasBaseUrl,
    asaasApiKeySet: Boolean(settings.credentials.asaasApiKey),
    webhookTokenSet: Boolean(settings.webhookTokenHash),
    duPercent: settings.duPercent,
    flightSuppliers: settings.flightSuppliers,
    flightOnlineSupplierCredentialsSet: Boolean(settings.credentials.flightOnlineSupplier),
    flightOnlineSuppliers: enabledOnlineFlightSuppliers(settings),
    duffelCredentialsSet: Boolean(settings.credentials.flightDuffel),
    webhookUrls: { sandbox: `${base}/api/webhooks/payments/sandbox`, asaas: `${base}/api/webhooks/payments/asaas` },
  };
}

export async function updateSalesSettings(db: Db, teamId: string, input: TSalesSettingsInput, auditBy: AuditActor) {
  let webhookToken: string | null = null;
  const next = await changeTeamSettings(
    db,
    teamId,
    (current) => {
      const credentials = { ...current.credentials };
      if (input.hotelSupplierCredentials) credentials.hotelSupplier = sealSupplierCredentials(input.hotelSupplierCredentials);
      if (input.asaasApiKey) credentials.asaasApiKey = seal(input.asaasApiKey);
      if (input.flightOnlineSupplierCredentials)
        credentials.flightOnlineSupplier = sealSupplierCredentials(input.flightOnlineSupplierCredentials);
      if (input.duffelCredentials)
        credentials.flightDuffel = sealDuffelCredentials({
          accessToken: input.duffelCredentials.accessToken,
          baseUrl: input.duffelCredentials.baseUrl ?? DUFFEL_API_URL,
        });
      const settings: TeamSettings = {
        ...current,
        ...(input.markupPercent !== undefined && { markupPercent: input.markupPercent }),
        ...(input.hotelIssuingMode && { hotelIssuingMode: input.hotelIssuingMode }),
        ...(input.hotelSupplier !== undefined && { hotelSupplier: input.hotelSupplier }),
        ...(input.paymentGateway !== undefined && { paymentGateway: input.paymentGateway }),
        ...(input.asaasBaseUrl && { asaasBaseUrl: input.asaasBaseUrl }),
        ...(input.duPercent !== undefined && { duPercent: input.duPercent }),
        ...(input.flightSuppliers && { flightSuppliers: [...new Set(input.flightSuppliers)] }),
        ...(input.flightOnlineSuppliers && { flightOnlineSuppliers: [...new Set(input.flightOnlineSuppliers)] }),
        credentials,
      };
      // A gateway needs a webhook token to confirm PIX and boleto payments: make one the first time.
      if (settings.paymentGateway && !settings.webhookTokenHash) {
        const token = newWebhookToken();
        webhookToken = token.token;
        settings.webhookTokenHash = token.hash;
        settings.credentials = { ...settings.credentials, paymentWebhookToken: token.sealed };
      }
      return settings;
    },
    auditBy,
  );
  return { settings: presentSalesSettings(next), webhookToken };
}

/** A new inbound webhook token, shown once (to paste into the gateway's webhook settings); the old one stops working. */
export async function rotateWebhookToken(db: Db, teamId: string, auditBy: AuditActor) {
  const token = newWebhookToken();
  const next = await changeTeamSettings(
    db,
    teamId,
    (current) => ({
      ...current,
      webhookTokenHash: token.hash,
      credentials: { ...current.credentials, paymentWebhookToken: token.sealed },
    }),
    auditBy,
  );
  return { webhookToken: token.token, webhookUrls: presentSalesSettings(next).webhookUrls };
}
