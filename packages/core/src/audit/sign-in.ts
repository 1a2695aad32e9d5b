import type { Prisma } from '@tas/db';
import { userActor } from './actor';
import { recordAudit } from './record-audit';

interface SignInUser {
  id: string;
  team_id: string;
  name: string;
  email: string;
}

/**
 * A panel sign-in of a known account, as the audit log keeps it: succeeded, or failed for a wrong
 * password or a locked account. An unknown e-mail belongs to no team, so it is not in any team's log.
 */
export function auditSignIn(
  tx: Prisma.TransactionClient,
  user: SignInUser,
  clientAddress: string | undefined,
  failure?: 'wrong_password' | 'locked',
) {
  const actor = userActor({ id: user.id, teamId: user.team_id, name: user.name, email: user.email }, clientAddress);
  const subject = { type: 'user', id: user.id };
  if (!failure) return recordAudit(tx, actor, { action: 'login.succeeded', subject });
  return recordAudit(tx, actor, { action: 'login.failed', subject, details: { reason: failure } });
}
