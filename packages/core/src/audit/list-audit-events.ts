import type { AuditEventModel as AuditEvent, Db, Prisma } from '@tas/db';
import { pageWindow, paginationWithNav } from '../lib/pagination';
import { inTeam } from '../lib/team-scope';
import type { TAuditListQuery } from './schemas';

// The period's days are São Paulo's (UTC-3 all year since Brazil dropped summer time in 2019).
const SAO_PAULO_OFFSET = '-03:00';
const dayStart = (day: string) => new Date(`${day}T00:00:00.000${SAO_PAULO_OFFSET}`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

function presentEvent(row: AuditEvent) {
  return {
    id: row.id,
    action: row.action,
    actor: { userId: row.actorUserId, apiKeyId: row.actorApiKeyId, label: row.actorLabel },
    subject: row.subjectType && row.subjectId ? { type: row.subjectType, id: row.subjectId } : null,
    details: row.details as Record<string, unknown>,
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
  };
}

export type TAuditEvent = ReturnType<typeof presentEvent>;

/** The team's audit events, newest first, by person, action and period. */
export async function listAuditEvents(db: Db, teamId: string, query: TAuditListQuery) {
  const createdAt: Prisma.DateTimeFilter = {
    ...(query.from && { gte: dayStart(query.from) }),
    ...(query.to && { lt: nextDayStart(query.to) }),
  };
  const where = inTeam(teamId, {
    ...(query.personId && { actorUserId: query.personId }),
    ...(query.action && { action: query.action }),
    ...((query.from || query.to) && { createdAt }),
  });
  const [rows, total] = await Promise.all([
    db.auditEvent.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageWindow(query) }),
    db.auditEvent.count({ where }),
  ]);
  return { events: rows.map(presentEvent), pagination: paginationWithNav(query, total) };
}

/** The people who appear in the team's log (for the person filter), former members too, by name. */
export async function listAuditPeople(db: Db, teamId: string) {
  const groups = await db.auditEvent.groupBy({
    by: ['actorUserId', 'actorLabel'],
    where: inTeam(teamId, { actorUserId: { not: null } }),
    _max: { createdAt: true },
  });
  // A person renamed appears under their latest label.
  const latest = new Map<string, { label: string; at: number }>();
  for (const group of groups) {
    const at = group._max.createdAt?.getTime() ?? 0;
    const seen = latest.get(group.actorUserId!);
    if (!seen || seen.at < at) latest.set(group.actorUserId!, { label: group.actorLabel, at });
  }
  return [...latest].map(([id, { label }]) => ({ id, label })).sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
}
