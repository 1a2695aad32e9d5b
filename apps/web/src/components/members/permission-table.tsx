'use client';

import { useQuery } from '@tanstack/react-query';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ROLE_LABELS } from '@/lib/labels';
import { useTRPC } from '@/trpc/client';
import { ROLES, type PermissionRow } from './types';

/** Core's permission table as it is enforced: one row per action, one column per role. */
export function PermissionTable() {
  const trpc = useTRPC();
  const table = useQuery(trpc.members.permissions.queryOptions());
  const columns: Column<PermissionRow>[] = [
    { id: 'label', header: 'Ação', cell: (row) => row.label, className: 'cell-wrap' },
    ...ROLES.map((role): Column<PermissionRow> => ({
      id: role,
      header: ROLE_LABELS[role] ?? role,
      cell: (row) => (row.roles[role] ? <span aria-label="Pode">✓ Pode</span> : <span className="muted">Não pode</span>),
    })),
  ];
  return (
    <DataTable
      label="Permissões por papel"
      columns={columns}
      rows={table.data}
      rowKey={(row) => row.permission}
      query={table}
      loadingLabel="Carregando permissões…"
      empty={<EmptyState title="Sem permissões definidas." />}
    />
  );
}
