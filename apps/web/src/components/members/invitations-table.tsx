'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDateTime } from '@/lib/format';
import { ROLE_LABELS } from '@/lib/labels';
import { useTRPC } from '@/trpc/client';
import { memberErrorMessage } from './member-error';
import type { OpenInvitation } from './types';

function RevokeInvitation({ invitation }: { invitation: OpenInvitation }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const revoke = useMutation(
    trpc.members.revokeInvitation.mutationOptions({
      onSuccess: () => {
        setOpen(false);
        void queryClient.invalidateQueries(trpc.members.invitations.pathFilter());
      },
    }),
  );
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button className="button button-small button-danger-outline" aria-label={`Revogar convite de ${invitation.email}`}>
          Revogar
        </button>
      }
      title={`Revogar o convite de ${invitation.email}?`}
      confirmLabel="Revogar convite"
      pendingLabel="Revogando…"
      pending={revoke.isPending}
      error={revoke.error ? memberErrorMessage(revoke.error) : null}
      onConfirm={() => revoke.mutate({ id: invitation.id })}
    >
      <p>O link enviado deixa de funcionar. Você pode convidar o mesmo e-mail de novo depois.</p>
    </ConfirmDialog>
  );
}

/** Invitations not yet accepted (expired ones too, to invite again), with revoke. */
export function InvitationsTable() {
  const trpc = useTRPC();
  const invitations = useQuery(trpc.members.invitations.queryOptions());
  const columns: Column<OpenInvitation>[] = [
    { id: 'email', header: 'E-mail', cell: (i) => i.email, sortValue: (i) => i.email },
    { id: 'role', header: 'Papel', cell: (i) => ROLE_LABELS[i.role] ?? i.role },
    { id: 'invited_by', header: 'Convidado por', cell: (i) => i.invited_by ?? '—' },
    {
      id: 'expires',
      header: 'Validade',
      cell: (i) =>
        i.expired ? (
          <span className="badge badge-inactive">Expirado em {formatDateTime(i.expires_at)}</span>
        ) : (
          `Até ${formatDateTime(i.expires_at)}`
        ),
      sortValue: (i) => i.expires_at,
    },
    { id: 'actions', header: 'Ações', hideHeader: true, className: 'cell-actions', cell: (i) => <RevokeInvitation invitation={i} /> },
  ];
  return (
    <DataTable
      label="Convites em aberto"
      columns={columns}
      rows={invitations.data}
      rowKey={(i) => i.id}
      query={invitations}
      loadingLabel="Carregando convites…"
      empty={<EmptyState title="Nenhum convite em aberto." hint="Convide colegas pelo botão “Convidar membro”." />}
    />
  );
}
