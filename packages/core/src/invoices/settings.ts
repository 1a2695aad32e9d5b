import { z } from 'zod';
import type { Db } from '@tas/db';
import type { AuditActor } from '../audit/actor';
import { ApiError } from '../lib/api-error';
import { changeTeamSettings } from '../teams/change-settings';

/** A tax rate in percent as a decimal string: "2", "2.5", "0.65" (0-100, at most four decimals). */
const ZRate = z
  .string()
  .regex(/^\d{1,3}(\.\d{1,4})?$/, 'must be a decimal string such as "2.5"')
  .refine((rate) => Number(rate) <= 100, 'must be at most 100');

const FIELDS = {
  /** on_confirmation: when the sale is confirmed; on_travel_date: on the booking's start date. */
  issueOn: z.enum(['off', 'on_confirmation', 'on_travel_date']),
  municipalServiceId: z.string().trim().max(60).nullable(),
  municipalServiceCode: z.string().trim().max(60).nullable(),
  municipalServiceName: z.string().trim().max(250).nullable(),
  /** `{booking_number}` and `{title}` are replaced by the booking's. */
  descriptionTemplate: z.string().trim().min(1).max(1000),
  observations: z.string().trim().max(1000),
  retainIss: z.boolean(),
  iss: ZRate,
  cofins: ZRate,
  csll: ZRate,
  inss: ZRate,
  ir: ZRate,
  pis: ZRate,
};

/**
 * The team's NFS-e settings (teams.settings.invoice): when to issue, the municipal service and
 * the taxes Asaas needs. `off` until the agency sets them.
 */
export const ZInvoiceSettings = z.object({
  issueOn: FIELDS.issueOn.default('off'),
  municipalServiceId: FIELDS.municipalServiceId.default(null),
  municipalServiceCode: FIELDS.municipalServiceCode.default(null),
  municipalServiceName: FIELDS.municipalServiceName.default(null),
  descriptionTemplate: FIELDS.descriptionTemplate.default('Agenciamento de viagem: {title} (reserva {booking_number})'),
  observations: FIELDS.observations.default(''),
  retainIss: FIELDS.retainIss.default(false),
  iss: FIELDS.iss.default('0'),
  cofins: FIELDS.cofins.default('0'),
  csll: FIELDS.csll.default('0'),
  inss: FIELDS.inss.default('0'),
  ir: FIELDS.ir.default('0'),
  pis: FIELDS.pis.default('0'),
});

export type InvoiceSettings = z.infer<typeof ZInvoiceSettings>;

export function readInvoiceSettings(teamSettings: unknown): InvoiceSettings {
  const raw = (teamSettings as { invoice?: unknown } | null)?.invoice;
  const parsed = ZInvoiceSettings.safeParse(raw ?? {});
  return parsed.success ? parsed.data : ZInvoiceSettings.parse({});
}

/** Any subset of the settings; what is left out keeps its saved value. */
export const ZInvoiceSettingsInput = z.object(FIELDS).partial();

/** Saves the settings under the team row's lock; the change goes to the audit log like every settings save. */
export async function updateInvoiceSettings(db: Db, teamId: string, input: Partial<InvoiceSettings>, auditBy: AuditActor) {
  const next = await changeTeamSettings(
    db,
    teamId,
    (settings) => {
      const invoice = ZInvoiceSettings.parse({ ...readInvoiceSettings(settings), ...input });
      // Asaas refuses an invoice without a municipal service: say so now rather than at every sale.
      if (invoice.issueOn !== 'off' && !invoice.municipalServiceId && !invoice.municipalServiceCode)
        throw ApiError.validation('Validation error: municipalServiceCode: required to issue invoices');
      return { ...settings, invoice };
    },
    auditBy,
  );
  return readInvoiceSettings(next);
}
