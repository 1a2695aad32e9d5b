import type { AgentSession, Caller } from '../context';

/** Who did it, as the audit log keeps it: ids to filter by, a label that outlives them, and where from. */
export interface AuditActor {
  teamId: string;
  userId: string | null;
  apiKeyId: string | null;
  /** "Name <e-mail>" for a person, the key's prefix for an API key. */
  label: string;
  /** The client address (TRUST_PROXY-aware, from lib/client-address), when known. */
  ip: string | null;
}

/** The label of a person: readable after they are removed. */
export function personLabel(person: { name: string; email: string }): string {
  return person.name ? `${person.name} <${person.email}>` : person.email;
}

/** The actor of an authenticated procedure: the signed-in agent, or the API key. */
export function auditActorOf(ctx: { caller: Caller; agent: AgentSession | null; ip: string }): AuditActor {
  const ip = knownAddress(ctx.ip);
  if (ctx.agent) return { teamId: ctx.caller.teamId, userId: ctx.agent.userId, apiKeyId: null, label: personLabel(ctx.agent), ip };
  return { teamId: ctx.caller.teamId, userId: null, apiKeyId: ctx.caller.apiKeyId, label: ctx.caller.name, ip };
}

/** The actor of something a user does before a session exists (sign-in, accepting an invitation, password reset). */
export function userActor(user: { id: string; teamId: string; name: string; email: string }, ip: string | null | undefined): AuditActor {
  return { teamId: user.teamId, userId: user.id, apiKeyId: null, label: personLabel(user), ip: knownAddress(ip) };
}

function knownAddress(ip: string | null | undefined): string | null {
  return ip && ip !== 'unknown' ? ip : null;
}

/** The platform itself (a job), e.g. releasing a flight reservation when its payment expires. */
export function systemActor(teamId: string): AuditActor {
  return { teamId, userId: null, apiKeyId: null, label: 'system', ip: null };
}
