import { userActor, type AuditActor } from '../audit/actor';
import type { MemberActor } from './actor';

/** The owner or admin as the audit log names them. */
export function memberAuditActor(actor: MemberActor): AuditActor {
  return userActor({ id: actor.userId, teamId: actor.teamId, name: actor.name, email: actor.email }, actor.ip);
}
