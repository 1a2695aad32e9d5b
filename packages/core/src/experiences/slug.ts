import type { Prisma } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { inTeam } from '../lib/team-scope';

type Tx = Prisma.TransactionClient;

/** "Passeio de Escuna em Búzios!" -> "passeio-de-escuna-em-buzios". */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 100)
    .replace(/^-+|-+$/g, '');
  return slug || 'experience';
}

/** Serialises slug writes per team, so check-then-write cannot race another create or rename. */
async function lockTeamSlugs(tx: Tx, teamId: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`experience-slug:${teamId}`}))`;
}

/** A slug the caller chose: kept as is, or 409 if another experience of the team holds it. */
export async function claimSlug(tx: Tx, teamId: string, slug: string, exceptId?: string): Promise<string> {
  await lockTeamSlugs(tx, teamId);
  const taken = await tx.experience.findFirst({
    where: inTeam(teamId, { slug, ...(exceptId && { id: { not: exceptId } }) }),
    select: { id: true },
  });
  if (taken) throw ApiError.conflict('An experience with this slug already exists');
  return slug;
}

/** A slug from the name: the plain form if free, else the first free `-2`, `-3`, ... */
export async function generateSlug(tx: Tx, teamId: string, name: string): Promise<string> {
  await lockTeamSlugs(tx, teamId);
  const base = slugify(name);
  const rows = await tx.experience.findMany({ where: inTeam(teamId, { slug: { startsWith: base } }), select: { slug: true } });
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}
