import type { AgentSession } from '../context';

/** The signed-in owner or admin changing the team, and where the request came from (for the audit log). */
export interface MemberActor extends AgentSession {
  ip: string;
}
