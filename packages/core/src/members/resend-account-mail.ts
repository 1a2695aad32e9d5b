import type { Db } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { inTeam } from '../lib/team-scope';
import { isAccountMail } from '../mail/account-links';
import { requestPasswordReset } from '../users/password-reset';
import type { MemberActor } from './actor';
import { inviteMember } from './invite-member';

/**
 * "Reenviar" in the outbox: an invitation or password reset sent again with a new link (the panel
 * never shows the old one). An invitation is invited again by the caller, under the same rules
 * (only owners re-send an owner's); a reset is asked again for its recipient, under the reset limits.
 */
export async function resendAccountMail(db: Db, actor: MemberActor, mailId: string): Promise<{ resent: true }> {
  const mail = await db.mailMessage.findFirst({ where: inTeam(actor.teamId, { id: mailId }), select: { kind: true, to: true } });
  if (!mail) throw new ApiError(404, 'NOT_FOUND', 'E-mail not found');
  if (!isAccountMail(mail.kind)) throw new ApiError(400, 'VALIDATION_ERROR', 'Only invitations and password resets are sent again');
  if (mail.kind === 'invitation') {
    const open = await db.invitation.findFirst({ where: inTeam(actor.teamId, { email: mail.to, acceptedAt: null, revokedAt: null }) });
    if (!open) throw ApiError.notFound('Invitation');
    await inviteMember(db, actor, { email: open.email, role: open.role });
  } else {
    const member = await db.user.findFirst({ where: inTeam(actor.teamId, { email: mail.to, isActive: true }), select: { id: true } });
    if (!member) throw ApiError.notFound('Member');
    await requestPasswordReset(db, mail.to, { clientAddress: actor.ip });
  }
  return { resent: true };
}
