import { getServerSession } from 'next-auth';
import { findSignedInAgent, type AgentSession } from '@tas/core';
import { getDb } from '@tas/db';
import { authOptions } from './auth';

/**
 * The session's claims as signed at login (no database read). tRPC procedures check them against
 * the user row themselves (core's callerOf), in the query that reads the team.
 */
export async function getSessionClaims(): Promise<AgentSession | null> {
  const session = await getServerSession(authOptions);
  const user = session?.user;
  if (!user?.userId || !user.teamId) return null;
  return { userId: user.userId, teamId: user.teamId, name: user.name, email: user.email, role: user.role, signedInAt: user.signedInAt };
}

/**
 * For pages: the signed-in agent as the user row has them now (role, name), or null when signed out,
 * deactivated or removed since the session was signed (it lasts 12 hours).
 */
export async function getAgentSession(): Promise<AgentSession | null> {
  const claims = await getSessionClaims();
  if (!claims) return null;
  return (await findSignedInAgent(getDb(), claims))?.agent ?? null;
}
