'use client';

import { useQuery } from '@tanstack/react-query';
import { ActiveBadge } from '@/components/ui/active-badge';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDateTime } from '@/lib/format';
import { ROLE_LABELS } from '@/lib/labels';
import { useTRPC } from '@/trpc/client';
import { ChangeRoleDialog } from './change-role-dialog';
import { MemberActiveToggle } from './member-active-toggle';
import type { Member, Role } from './types';

const ROLE_ORDER: Record<Role, number> = { owner: 0, admin: 1, agent: 2 };

/** The team: everyone sees it; owners and admins get the actions (never on their own row). */
export function MembersTable({ me }: { me: { email: string; role: Role; manages: boolean } }) {
  const trpc = useTRPC();
  const members = useQuery(trpc.members.list.queryOptions());
  const columns: Column<Member>[] = [
    { id: 'name', header: 'Nome', cell: (m) => m.name, sortValue: (m) => m.name.toLocaleLowerCase('pt-BR') },
    { id: 'email', header: 'E-mail', cell: (m) => m.email, sortValue: (m) => m.email },
    { id: 'role', header: 'Papel', cell: (m) => ROLE_LABELS[m.role] ?? m.role, sortValue: (m) => ROLE_ORDER[m.role] },
    { id: 'active', header: 'Situação', cell: (m) => <ActiveBadge active={m.is_active} />, sortValue: (m) => (m.is_active ? 0 : 1) },
    {
      id: 'last_login',
      header: 'Último acesso',
      cell: (m) => (m.last_login_at ? formatDateTime(m.last_login_at) : 'Nunca'),
      sortValue: (m) => m.last_login_at ?? '',
    },
  ];
  if (me.manages) {
    columns.push({
      id: 'actions',
      header: 'Ações',
      hideHeader: true,
      className: 'cell-actions',
      cell: (m) =>
        m.email === me.email ? (
          <span className="muted">Você</span>
        ) : (
          <div className="actions">
            <ChangeRoleDialog member={m} myRole={me.role} />
            <MemberActiveToggle member={m} />
          </div>
        ),
    });
  }
  return (
    <DataTable
      label="Membros da equipe"
      columns={columns}
      rows={members.data}
      rowKey={(m) => m.id}
      query={members}
      loadingLabel="Carregando membros…"
      empty={<EmptyState title="Nenhum membro na equipe." />}
    />
  );
}
