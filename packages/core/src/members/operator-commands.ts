import type { Db } from '@tas/db';
import type { AuditActor } from '../audit/actor';
import { recordAudit } from '../audit/record-audit';
import { ApiError } from '../lib/api-error';
import { auditActionOf, checkOwnerKept, type MemberChange } from './change-member';
import { revokeInvitationsOutOfReach } from './invitation-reach';
import { presentMember } from './present';

/**
 * The platform operator (`pnpm cli user:role`, `user:deactivate`, `user:reactivate`): by e-mail,
 * for any team, outside the panel's role rules, but a team still keeps an active owner.
 */
export async function operatorChangeUser(db: Db, emailInput: string, change: MemberChange) {
  const email = emailInput.trim().toLowerCase();
  const found = await db.user.findUnique({ where: { email }, select: { teamId: true } });
  if (!found) throw ApiError.notFound('User');
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM teams WHERE id = ${found.teamId}::uuid FOR UPDATE`;
    const target = await tx.user.findUniqueOrThrow({ where: { email } });
    const otherActiveOwners = await tx.user.count({
      where: { teamId: target.teamId, role: 'owner', isActive: true, id: { not: target.id } },
    });
    checkOwnerKept(target, change, otherActiveOwners);
    const unchanged = 'role' in change ? target.role === change.role : target.isActive === change.isActive;
    if (unchanged) return presentMember(target);
    const updated = await tx.user.update({ where: { id: target.id }, data: change });
    const operator: AuditActor = { teamId: target.teamId, userId: null, apiKeyId: null, label: 'operator (CLI)', ip: null };
    const details = 'role' in change ? { email, from: target.role, to: change.role } : { email, role: target.role };
    await recordAudit(tx, operator, { action: auditActionOf(change), subject: { type: 'user', id: target.id }, details });
    await revokeInvitationsOutOfReach(tx, operator, updated);
    return presentMember(updated);
  });
}
