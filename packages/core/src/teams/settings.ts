import { z } from 'zod';

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
    /** AES-256-GCM sealed supplier and gateway credentials, written only through the settings service. */
    credentials: z.record(z.string(), z.string()).default({}),
  })
  .loose();

export type TeamSettings = z.infer<typeof ZTeamSettings>;

export function readSettings(raw: unknown): TeamSettings {
  return ZTeamSettings.parse(raw ?? {});
}

export function sandboxSettings(): Partial<TeamSettings> {
  return {
    hotelSupplier: 'sandbox',
    flightSuppliers: ['online_supplier', 'offline_supplier'],
    paymentGateway: 'sandbox',
  };
}
