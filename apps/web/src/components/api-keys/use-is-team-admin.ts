'use client';

import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/trpc/client';

/**
 * Owners and admins create and revoke API keys and webhook endpoints; agents only see them.
 * Undefined while the role loads, so neither the forms nor the notice flash.
 */
export function useIsTeamAdmin(): boolean | undefined {
  const trpc = useTRPC();
  const team = useQuery(trpc.team.current.queryOptions());
  const role = team.data?.agent.role;
  return role === undefined ? undefined : role === 'owner' || role === 'admin';
}
