import type { Db, Prisma, User, UserRole } from '@tas/db';
import type { AuditAction } from '../audit/actions';
import { recordAudit } from '../audit/record-audit';
import { roleMay } from '../auth/permissions';
import { ApiError } from '../lib/api-error';
import type { MemberActor } from './actor';
import { memberAuditActor } from './audit-actor';
import { revokeInvitationsOutOfReach } from './invitation-reach';
import { presentMember } from './present';

export type MemberChange = { role: UserRole } | { isActive: boolean };
type Change = MemberChange;

const forbidden = (message: string) => new ApiError(403, 'FORBIDDEN', message);

/**
 * The guards of every role change and (de)activation, checked on the rows as they are once the
 * team is locked (two owners demoting each other at once: the second sees it is no longer one):
 * nobody changes themselves; only owners make, unmake, deactivate or reactivate owners; the team
 * always keeps an active owner.
 */
function check(
  actor: Pick<User, 'id' | 'role'>,
  target: Pick<User, 'id' | 'role' | 'isActive'>,
  change: Change,
  otherActiveOwners: number,
): void {
  if (target.id === actor.id) throw forbidden('You cannot change your own role or deactivate yourself');
  const touchesOwner = target.role === 'owner' || ('role' in change && change.role === 'owner');
  if (touchesOwner && actor.role !== 'owner') throw forbidden('Only owners can make, change or deactivate an owner');
  checkOwnerKept(target, change, otherActiveOwners);
}

/** The team always keeps an active owner (operators included: a team nobody can administer is lost). */
export function checkOwnerKept(target: Pick<User, 'role' | 'isActive'>, change: Change, otherActiveOwners: number): void {
  const losesOwner =
    target.role === 'owner' &&
    target.isActive &&
    (('role' in change && change.role !== 'owner') || ('isActive' in change && !change.isActive));
  if (losesOwner && otherActiveOwners === 0) throw ApiError.conflict('The team must keep at least one active owner');
}

export function auditActionOf(change: Change): AuditAction {
  if ('role' in change) return 'member.role_changed';
  return change.isActive ? 'member.reactivated' : 'member.deactivated';
}

async function changeMember(db: Db, actor: MemberActor, userId: string, change: Change) {
  return db.$transaction(async (tx: Prisma.TransactionClient) => {
    // One member change of a team at a time: the owner count below stays true until commit.
    await tx.$queryRaw`SELECT id FROM teams WHERE id = ${actor.teamId}::uuid FOR UPDATE`;
    const target = await tx.user.findFirst({ where: { id: userId, teamId: actor.teamId } });
    if (!target) throw ApiError.notFound('Member');
    const me = await tx.user.findFirst({
      where: { id: actor.userId, teamId: actor.teamId, isActive: true },
      select: { id: true, role: true },
    });
    if (!me || !roleMay(me.role, 'members')) throw forbidden('Only owners and admins can do this');
    const otherActiveOwners = await tx.user.count({
      where: { teamId: actor.teamId, role: 'owner', isActive: true, id: { not: target.id } },
    });
    check(me, target, change, otherActiveOwners);
    const unchanged = 'role' in change ? target.role === change.role : target.isActive === change.isActive;
    if (unchanged) return presentMember(target);
    const updated = await tx.user.update({ where: { id: target.id }, data: change });
    const details =
      'role' in change ? { email: target.email, from: target.role, to: change.role } : { email: target.email, role: target.role };
    await recordAudit(tx, memberAuditActor(actor), { action: auditActionOf(change), subject: { type: 'user', id: target.id }, details });
    await revokeInvitationsOutOfReach(tx, memberAuditActor(actor), updated);
    return presentMember(updated);
  });
}

/** A new role for a member; their open sessions use it at their next request (the panel reads the row). */
export function changeMemberRole(db: Db, actor: MemberActor, userId: string, role: UserRole) {
  return changeMember(db, actor, userId, { role });
}

/** Deactivated: their open sessions are refused at the next request and they cannot sign in. */
export function setMemberActive(db: Db, actor: MemberActor, userId: string, isActive: boolean) {
  return changeMember(db, actor, userId, { isActive });
}

/** Everyone in the team, owners first, then by name. */
export async function listMembers(db: Db, teamId: string) {
  const rows = await db.user.findMany({ where: { teamId }, orderBy: [{ isActive: 'desc' }, { name: 'asc' }, { email: 'asc' }] });
  const rank: Record<UserRole, number> = { owner: 0, admin: 1, agent: 2 };
  return rows.sort((a, b) => Number(b.isActive) - Number(a.isActive) || rank[a.role] - rank[b.role]).map(presentMember);
}
