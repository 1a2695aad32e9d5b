import type { Db, Prisma } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { pageWindow, paginationWithNav } from '../lib/pagination';
import { inTeam } from '../lib/team-scope';
import { isUuid } from '../lib/zod-helpers';
import { presentExperience, presentExperienceDetail, withImages, type ExperienceRow } from './present';
import type { TExperienceListQuery } from './schemas';

type Tx = Prisma.TransactionClient;

/** An experience of the team, or null exactly as if it did not exist (other team, malformed id). */
export async function findTeamExperience(db: Db | Tx, teamId: string, id: string): Promise<ExperienceRow | null> {
  if (!isUuid(id)) return null;
  return db.experience.findFirst({ where: inTeam(teamId, { id }), include: withImages });
}

export async function requireExperience(db: Db | Tx, teamId: string, id: string): Promise<ExperienceRow> {
  const row = await findTeamExperience(db, teamId, id);
  if (!row) throw ApiError.notFound('Experience');
  return row;
}

/** Active and inactive alike unless `is_active` is given: the panel's catalogue needs both. */
export async function listExperiences(db: Db, teamId: string, query: TExperienceListQuery) {
  const where: Prisma.ExperienceWhereInput = inTeam(teamId, {
    ...(query.category && { category: query.category }),
    ...(query.is_active !== undefined && { isActive: query.is_active }),
    ...(query.search && {
      OR: [
        { name: { contains: query.search, mode: 'insensitive' as const } },
        { description: { contains: query.search, mode: 'insensitive' as const } },
      ],
    }),
  });
  const [rows, total] = await Promise.all([
    db.experience.findMany({ where, include: withImages, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageWindow(query) }),
    db.experience.count({ where }),
  ]);
  return { experiences: rows.map(presentExperience), pagination: paginationWithNav(query, total) };
}

export async function getExperience(db: Db, teamId: string, id: string) {
  return presentExperienceDetail(await requireExperience(db, teamId, id));
}

/** Soft delete: the record stays (bookings and quotes may name it); deleting twice is harmless. */
export async function deactivateExperience(db: Db, teamId: string, id: string) {
  const row = await requireExperience(db, teamId, id);
  if (row.isActive) await db.experience.update({ where: { id: row.id }, data: { isActive: false } });
  return { id: row.id, is_active: false as const };
}
