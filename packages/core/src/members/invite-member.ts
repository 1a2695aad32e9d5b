import type { Db } from '@tas/db';
import { recordAudit } from '../audit/record-audit';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { sealedLinkRef } from '../mail/account-links';
import { enqueueMail } from '../mail/enqueue';
import { formatMoment } from '../mail/format';
import type { MemberActor } from './actor';
import { memberAuditActor } from './audit-actor';
import { mayInviteAs, revokeInvitations } from './invitation-reach';
import { newLinkToken } from './links';
import { presentInvitation } from './present';

export const INVITATION_DAYS = 7;

/** Refused for any team: users.email is unique across the platform. */
export const ALREADY_A_MEMBER = 'This e-mail already belongs to a member of a team';

/**
 * Invites an address with a role: a link valid for INVITATION_DAYS, e-mailed through the outbox in
 * the same transaction. Inviting the same address again replaces the open invitation (new link,
 * new role, new expiry; the old link stops working). Only owners invite owners.
 */
export async function inviteMember(db: Db, actor: MemberActor, input: { email: string; role: 'owner' | 'admin' | 'agent' }) {
  if (!mayInviteAs({ role: actor.role, isActive: true }, input.role))
    throw new ApiError(403, 'FORBIDDEN', 'Only owners can invite an owner');
  const { token, tokenHash } = newLinkToken();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  return db.$transaction(async (tx) => {
    // Another team's member is invited as anyone else (the answer must not tell that the address has an
    // account somewhere); accepting refuses it. One of this team's own members is already listed to the caller.
    const existing = await tx.user.findUnique({ where: { email: input.email }, select: { teamId: true } });
    if (existing?.teamId === actor.teamId) throw ApiError.conflict(ALREADY_A_MEMBER);
    const fields = { role: input.role, tokenHash, invitedById: actor.userId, expiresAt, acceptedAt: null, revokedAt: null, createdAt: now };
    const invitation = await tx.invitation.upsert({
      where: { teamId_email: { teamId: actor.teamId, email: input.email } },
      create: { teamId: actor.teamId, email: input.email, ...fields },
      update: fields,
    });
    await enqueueMail(tx, {
      teamId: actor.teamId,
      kind: 'invitation',
      // Per link: inviting again sends the new link, a retried transaction does not send twice.
      dedupeKey: `invitation:${invitation.id}:${tokenHash.slice(0, 16)}`,
      to: input.email,
      refs: { inviter_name: actor.name, expires_at: formatMoment(expiresAt), ...sealedLinkRef(token) },
      at: now,
    });
    await recordAudit(tx, memberAuditActor(actor), {
      action: 'member.invited',
      subject: { type: 'invitation', id: invitation.id },
      details: { email: input.email, role: input.role },
    });
    return presentInvitation(invitation, now);
  });
}

/** Withdraws an open invitation: its link stops working. */
export async function revokeInvitation(db: Db, actor: MemberActor, id: string) {
  return db.$transaction(async (tx) => {
    const row = await tx.invitation.findFirst({ where: { id, teamId: actor.teamId, acceptedAt: null, revokedAt: null } });
    if (!row) throw ApiError.notFound('Invitation');
    await revokeInvitations(tx, memberAuditActor(actor), [row], 'revoked');
    return { id, revoked: true };
  });
}

/** The team's invitations not yet accepted nor revoked (expired ones too, to invite again), newest first. */
export async function listOpenInvitations(db: Db, teamId: string) {
  const rows = await db.invitation.findMany({
    where: { teamId, acceptedAt: null, revokedAt: null },
    orderBy: { createdAt: 'desc' },
    include: { invitedBy: { select: { name: true } } },
  });
  const now = clock.now();
  return rows.map((row) => ({ ...presentInvitation(row, now), invited_by: row.invitedBy?.name ?? null }));
}
