'use client';

import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/trpc/client';

/** Owners and admins create and revoke API keys and webhook endpoints; agents only see them. */
export function useIsTeamAdmin(): boolean {
  const trpc = useTRPC();
  const team = useQuery(trpc.team.current.queryOptions());
  const role = team.data?.agent.role;
  return role === 'owner' || role === 'admin';
}
