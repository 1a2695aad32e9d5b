import type { Prisma, UserRole } from '@tas/db';
import type { AuditActor } from '../audit/actor';
import { recordAudit } from '../audit/record-audit';
import { roleMay } from '../auth/permissions';
import { clock } from '../lib/clock';

/** Who may grant which role by invitation: owners and admins invite, only owners invite owners. */
export function mayInviteAs(inviter: { role: UserRole; isActive: boolean }, role: UserRole): boolean {
  return inviter.isActive && roleMay(inviter.role, 'members') && (role !== 'owner' || inviter.role === 'owner');
}

export type RevokeReason = 'revoked' | 'inviter_deactivated' | 'inviter_role_changed';

/** Withdraws open invitations (their links stop working), each in the audit log with why. */
export async function revokeInvitations(
  tx: Prisma.TransactionClient,
  actor: AuditActor,
  rows: { id: string; email: string; role: UserRole }[],
  reason: RevokeReason,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.invitation.updateMany({ where: { id: { in: rows.map((r) => r.id) }, revokedAt: null }, data: { revokedAt: clock.now() } });
  for (const row of rows) {
    await recordAudit(tx, actor, {
      action: 'member.invitation_revoked',
      subject: { type: 'invitation', id: row.id },
      details: { email: row.email, role: row.role, reason },
    });
  }
}

/**
 * After a member was deactivated or given another role: the open invitations they sent and may no
 * longer send are revoked, so a departing admin cannot plant an account on the way out.
 */
export async function revokeInvitationsOutOfReach(
  tx: Prisma.TransactionClient,
  actor: AuditActor,
  member: { id: string; role: UserRole; isActive: boolean },
): Promise<void> {
  const open = await tx.invitation.findMany({
    where: { invitedById: member.id, acceptedAt: null, revokedAt: null },
    select: { id: true, email: true, role: true },
  });
  const reason = member.isActive ? 'inviter_role_changed' : 'inviter_deactivated';
  await revokeInvitations(
    tx,
    actor,
    open.filter((row) => !mayInviteAs(member, row.role)),
    reason,
  );
}
