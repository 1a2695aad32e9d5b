import type { Db, Prisma } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { readSettings, type TeamSettings } from './settings';

/** Reads, changes and writes the team's settings under a row lock, so two saves cannot lose each other's fields. */
export async function changeTeamSettings(db: Db, teamId: string, change: (settings: TeamSettings) => TeamSettings): Promise<TeamSettings> {
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ settings: unknown }[]>`SELECT settings FROM teams WHERE id = ${teamId}::uuid FOR UPDATE`;
    if (!locked[0]) throw ApiError.notFound('Team');
    const next = change(readSettings(locked[0].settings));
    await tx.team.update({ where: { id: teamId }, data: { settings: next as unknown as Prisma.InputJsonObject } });
    return next;
  });
}
