'use client';

import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/trpc/client';
import { InvitationsTable } from './invitations-table';
import { InviteMemberDialog } from './invite-member-dialog';
import { MembersTable } from './members-table';
import { PermissionTable } from './permission-table';

/** "Equipe": members, open invitations (owners and admins), and who may do what. */
export function MembersManager() {
  const trpc = useTRPC();
  const team = useQuery(trpc.team.current.queryOptions());
  const permissions = useQuery(trpc.members.permissions.queryOptions());
  const agent = team.data?.agent;
  if (!agent || !permissions.data) return null;
  const manages = permissions.data.find((row) => row.permission === 'members')?.roles[agent.role] ?? false;
  const me = { email: agent.email, role: agent.role, manages };
  return (
    <div className="stack">
      {manages ? (
        <div className="actions">
          <InviteMemberDialog myRole={agent.role} />
        </div>
      ) : (
        <p className="muted">Somente proprietários e administradores convidam, mudam papéis e desativam membros.</p>
      )}
      <MembersTable me={me} />
      {manages && (
        <>
          <h2>Convites em aberto</h2>
          <InvitationsTable />
        </>
      )}
      <h2>Quem pode fazer o quê</h2>
      <PermissionTable />
    </div>
  );
}
