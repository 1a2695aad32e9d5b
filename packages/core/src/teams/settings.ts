import { deepFreeze } from '@tas/suppliers';
import { z } from 'zod';
import { sandboxHotelAndPaymentSettings } from '../suppliers/sandbox-settings';

/** Hotel suppliers a team may enable together; search asks every enabled one. */
export const HOTEL_PROVIDERS = ['sandbox', 'hotelbeds'] as const;
export type HotelProvider = (typeof HOTEL_PROVIDERS)[number];

/**
 * Settings written before several hotel suppliers had only `hotelSupplier` (one, or null): they read
 * as that one enabled, so nothing is lost. `hotelSupplier` stays the sandbox's switch (the sales
 * settings and older saves write it), so the sandbox is in the set exactly when it says 'sandbox'.
 */
function withHotelSuppliers(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const settings = raw as Record<string, unknown>;
  const stored: unknown[] = Array.isArray(settings.hotelSuppliers) ? settings.hotelSuppliers.filter((p) => p !== 'sandbox') : [];
  return { ...settings, hotelSuppliers: settings.hotelSupplier === 'sandbox' ? ['sandbox', ...stored] : stored };
}

/** A team's settings (teams.settings JSON). Later issues read these; unknown keys are kept. */
export const ZTeamSettings = z.preprocess(
  withHotelSuppliers,
  z
    .object({
      markupPercent: z.number().min(0).max(500).default(10),
      duPercent: z.number().min(0).max(100).default(10),
      hotelIssuingMode: z.enum(['automatic', 'manual']).default('automatic'),
      /** Which supplier/gateway each capability uses; `sandbox` for test keys, demo and tests. */
      hotelSupplier: z.enum(['sandbox']).nullable().default(null),
      /** Every enabled hotel supplier (`hotelSupplier` above is kept in step: 'sandbox' when the sandbox is enabled). */
      hotelSuppliers: z.array(z.enum(HOTEL_PROVIDERS)).default([]),
      flightSuppliers: z.array(z.enum(['online_supplier', 'offline_supplier'])).default([]),
      /**
       * Which online flight suppliers answer for `online_supplier` (searched together): the sandbox on
       * `credentials.flightOnlineSupplier`, Duffel on `credentials.flightDuffel`. null: saved before
       * there was a choice, read as the sandbox alone (suppliers/flight-supplier.ts).
       */
      flightOnlineSuppliers: z
        .array(z.enum(['sandbox', 'duffel']))
        .nullable()
        .default(null),
      /**
       * The agency's own fee for cancelling a sale (issue #23), kept from the customer's refund on top of
       * the supplier's penalty: a fixed amount in cents plus a percent of what was paid (both 0: none).
       */
      cancellationFee: z
        .object({ fixedCents: z.number().int().min(0).max(10_000_000).default(0), percent: z.number().min(0).max(100).default(0) })
        .default({ fixedCents: 0, percent: 0 }),
      paymentGateway: z.enum(['sandbox', 'asaas']).nullable().default(null),
      /** The Asaas API base (production, Asaas sandbox, or a test server) when paymentGateway is asaas. */
      asaasBaseUrl: z.string().nullable().default(null),
      /** SHA-256 (hex) of the team's Duffel webhook URL token (schedule-changes/): finds the team of a Duffel event. */
      duffelWebhookTokenHash: z.string().nullable().default(null),
      /** SHA-256 (hex) of the team's inbound payment webhook token: finds the team of a webhook. */
      webhookTokenHash: z.string().nullable().default(null),
      /**
       * AES-256-GCM sealed supplier and gateway credentials, written only through the settings service
       * (suppliers/): `hotelSupplier` (JSON username/password), `hotelbeds` (JSON apiKey/secret/baseUrl),
       * `asaasApiKey`, `paymentWebhookToken`.
       */
      credentials: z.record(z.string(), z.string()).default({}),
    })
    .loose(),
);

export type TeamSettings = z.infer<typeof ZTeamSettings>;

// Parsed once per stored object: a cached API key hands every request its team's same settings object
// (auth/key-lookups.ts), and parsing it again cost each search about 20 µs. Frozen, because every
// request of the team then shares the result.
const parsed = new WeakMap<object, TeamSettings>();

export function readSettings(raw: unknown): TeamSettings {
  if (raw === null || typeof raw !== 'object') return deepFreeze(ZTeamSettings.parse(raw ?? {}));
  let settings = parsed.get(raw);
  if (!settings) parsed.set(raw, (settings = deepFreeze(ZTeamSettings.parse(raw))));
  return settings;
}

/** Sandbox suppliers and gateway, with the sandbox account and a webhook token sealed like real ones. */
export function sandboxSettings(): Partial<TeamSettings> {
  return {
    hotelSupplier: 'sandbox',
    hotelSuppliers: ['sandbox'],
    flightSuppliers: ['online_supplier', 'offline_supplier'],
    flightOnlineSuppliers: ['sandbox'],
    paymentGateway: 'sandbox',
    ...sandboxHotelAndPaymentSettings(),
  };
}
