import type { Db, Prisma } from '@tas/db';
import type { AuditActor } from '../audit/actor';
import { changeHeard } from '../auth/key-lookups';
import { recordAudit } from '../audit/record-audit';
import { settingsChange } from '../audit/settings-change';
import { ApiError } from '../lib/api-error';
import { readSettings, type TeamSettings } from './settings';

/**
 * Reads, changes and writes the team's settings under a row lock, so two saves cannot lose each other's fields;
 * with `auditBy`, what changed goes to the audit log in the same transaction (secrets by name only).
 * Answers once every instance has heard the change: API requests are served the team's settings from
 * the key cache, which the change's notification empties, so the next request sees the new settings.
 */
export async function changeTeamSettings(
  db: Db,
  teamId: string,
  change: (settings: TeamSettings) => TeamSettings,
  auditBy?: AuditActor,
): Promise<TeamSettings> {
  return changeHeard(db, () =>
    db.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<{ settings: unknown }[]>`SELECT settings FROM teams WHERE id = ${teamId}::uuid FOR UPDATE`;
      if (!locked[0]) throw ApiError.notFound('Team');
      const current = readSettings(locked[0].settings);
      const next = change(current);
      await tx.team.update({ where: { id: teamId }, data: { settings: next as unknown as Prisma.InputJsonObject } });
      const changed = auditBy ? settingsChange(current, next) : null;
      if (auditBy && changed)
        await recordAudit(tx, auditBy, { action: changed.action, subject: { type: 'team', id: teamId }, details: changed.details });
      return next;
    }),
  );
}
