import type { Db, Prisma } from '@tas/db';
import { userActor } from '../audit/actor';
import { recordAudit } from '../audit/record-audit';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { hashPassword } from '../users/service';
import { ALREADY_A_MEMBER } from './invite-member';
import { mayInviteAs } from './invitation-reach';
import { hashLinkToken } from './links';

// One message per reason, so the public page can say which (the link itself is the secret).
const NOT_FOUND = 'Invitation not found';
const EXPIRED = 'Invitation has expired';
const ACCEPTED = 'Invitation was already accepted';
const INVITER_GONE = 'Invitation is no longer valid: whoever sent it can no longer grant this role';

const findByToken = (db: Db | Prisma.TransactionClient, token: string) =>
  db.invitation.findUnique({
    where: { tokenHash: hashLinkToken(token) },
    include: { team: { select: { name: true } }, invitedBy: { select: { name: true, role: true, isActive: true } } },
  });

type InvitationWithTeam = NonNullable<Awaited<ReturnType<typeof findByToken>>>;

function usable(row: InvitationWithTeam | null, now: Date): InvitationWithTeam {
  if (!row || row.revokedAt) throw new ApiError(404, 'NOT_FOUND', NOT_FOUND);
  if (row.acceptedAt) throw new ApiError(404, 'NOT_FOUND', ACCEPTED);
  if (row.expiresAt <= now) throw new ApiError(404, 'NOT_FOUND', EXPIRED);
  // The link grants what its sender may grant now, not when they sent it (a deactivated or demoted inviter).
  if (!row.invitedBy || !mayInviteAs(row.invitedBy, row.role)) throw new ApiError(404, 'NOT_FOUND', INVITER_GONE);
  return row;
}

/** The public page behind the link: who invites whom, to which team and role. */
export async function getInvitation(db: Db, token: string) {
  const row = usable(await findByToken(db, token), clock.now());
  return {
    email: row.email,
    role: row.role,
    team_name: row.team.name,
    invited_by: row.invitedBy?.name ?? null,
    expires_at: row.expiresAt.toISOString(),
  };
}

function isEmailTaken(error: unknown): boolean {
  const e = error as { code?: string; meta?: unknown } | null;
  return e?.code === 'P2002' && JSON.stringify(e.meta ?? {}).includes('email');
}

/**
 * Accepting: the invitee's name and password make the user, in the team and role invited, once
 * (the invitation row is locked, so two clicks give one user). The page then signs them in.
 */
export async function acceptInvitation(db: Db, input: { token: string; name: string; password: string }, ip: string | null) {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM invitations WHERE token_hash = ${hashLinkToken(input.token)} FOR UPDATE`;
      const now = clock.now();
      const invitation = usable(await findByToken(tx, input.token), now);
      if (await tx.user.findUnique({ where: { email: invitation.email }, select: { id: true } })) throw ApiError.conflict(ALREADY_A_MEMBER);
      const user = await tx.user.create({
        data: { teamId: invitation.teamId, email: invitation.email, name: input.name, role: invitation.role, passwordHash },
      });
      await tx.invitation.update({ where: { id: invitation.id }, data: { acceptedAt: now } });
      await recordAudit(tx, userActor(user, ip), {
        action: 'member.joined',
        subject: { type: 'user', id: user.id },
        details: { email: user.email, role: user.role },
      });
      return { email: user.email, name: user.name, role: user.role, team_name: invitation.team.name };
    });
  } catch (error) {
    // Another team's invitation for the same address was accepted a moment before.
    if (isEmailTaken(error)) throw ApiError.conflict(ALREADY_A_MEMBER);
    throw error;
  }
}
