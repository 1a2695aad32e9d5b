import { getServerSession } from 'next-auth';
import type { AgentSession } from '@tas/core';
import { authOptions } from './auth';

/** The signed-in agent as core's AgentSession, or null when signed out. */
export async function getAgentSession(): Promise<AgentSession | null> {
  const session = await getServerSession(authOptions);
  const user = session?.user;
  if (!user?.userId || !user.teamId) return null;
  return { userId: user.userId, teamId: user.teamId, name: user.name, email: user.email, role: user.role };
}
