import type { Db } from '@tas/db';
import { z } from 'zod';
import type { AuditActor } from '../audit/actor';
import { changeTeamSettings } from '../teams/change-settings';
import type { TeamSettings } from '../teams/settings';

/** The panel's form for the agency's cancellation fee: reais and a percent, as an agent types them. */
export const ZCancellationFeeInput = z.object({
  fixedAmount: z.number().min(0).max(100_000).multipleOf(0.01),
  percent: z.number().min(0).max(100).multipleOf(0.01),
});

export function presentCancellationFee(settings: TeamSettings) {
  return { fixedAmount: settings.cancellationFee.fixedCents / 100, percent: settings.cancellationFee.percent };
}

/** The fee on a refund of `paidCents`: the fixed part plus the percent, rounded half up to a cent. */
export function agencyFeeCents(settings: TeamSettings, paidCents: number): number {
  const { fixedCents, percent } = settings.cancellationFee;
  return fixedCents + Math.round((paidCents * Math.round(percent * 100)) / 10_000);
}

export async function updateCancellationFee(db: Db, teamId: string, input: z.infer<typeof ZCancellationFeeInput>, auditBy: AuditActor) {
  const next = await changeTeamSettings(
    db,
    teamId,
    (current) => ({ ...current, cancellationFee: { fixedCents: Math.round(input.fixedAmount * 100), percent: input.percent } }),
    auditBy,
  );
  return presentCancellationFee(next);
}
