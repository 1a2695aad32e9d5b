import { z } from 'zod';
import { sandboxHotelAndPaymentSettings } from '../suppliers/sandbox-settings';

/** A team's settings (teams.settings JSON). Later issues read these; unknown keys are kept. */
export const ZTeamSettings = z
  .object({
    markupPercent: z.number().min(0).max(500).default(10),
    duPercent: z.number().min(0).max(100).default(10),
    hotelIssuingMode: z.enum(['automatic', 'manual']).default('automatic'),
    /** Which supplier/gateway each capability uses; `sandbox` for test keys, demo and tests. */
    hotelSupplier: z.enum(['sandbox']).nullable().default(null),
    flightSuppliers: z.array(z.enum(['online_supplier', 'offline_supplier'])).default([]),
    paymentGateway: z.enum(['sandbox', 'asaas']).nullable().default(null),
    /** The Asaas API base (production, Asaas sandbox, or a test server) when paymentGateway is asaas. */
    asaasBaseUrl: z.string().nullable().default(null),
    /** SHA-256 (hex) of the team's inbound payment webhook token: finds the team of a webhook. */
    webhookTokenHash: z.string().nullable().default(null),
    /**
     * AES-256-GCM sealed supplier and gateway credentials, written only through the settings service
     * (suppliers/): `hotelSupplier` (JSON username/password), `asaasApiKey`, `paymentWebhookToken`.
     */
    credentials: z.record(z.string(), z.string()).default({}),
  })
  .loose();

export type TeamSettings = z.infer<typeof ZTeamSettings>;

export function readSettings(raw: unknown): TeamSettings {
  return ZTeamSettings.parse(raw ?? {});
}

/** Sandbox suppliers and gateway, with the sandbox account and a webhook token sealed like real ones. */
export function sandboxSettings(): Partial<TeamSettings> {
  return {
    hotelSupplier: 'sandbox',
    flightSuppliers: ['online_supplier', 'offline_supplier'],
    paymentGateway: 'sandbox',
    ...sandboxHotelAndPaymentSettings(),
  };
}
