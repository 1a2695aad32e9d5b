'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useTRPC } from '@/trpc/client';
import { memberErrorMessage } from './member-error';
import type { Member } from './types';

/** Desativar (the member's sessions end at their next request) or Reativar, asked twice. */
export function MemberActiveToggle({ member }: { member: Member }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const options = {
    onSuccess: () => {
      setOpen(false);
      void queryClient.invalidateQueries(trpc.members.list.pathFilter());
    },
  };
  const deactivate = useMutation(trpc.members.deactivate.mutationOptions(options));
  const reactivate = useMutation(trpc.members.reactivate.mutationOptions(options));
  const action = member.is_active ? deactivate : reactivate;
  const error = action.error ? memberErrorMessage(action.error) : null;

  return member.is_active ? (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button className="button button-small button-danger-outline" aria-label={`Desativar ${member.name}`}>
          Desativar
        </button>
      }
      title={`Desativar ${member.name}?`}
      confirmLabel="Desativar membro"
      pendingLabel="Desativando…"
      pending={deactivate.isPending}
      error={error}
      onConfirm={() => deactivate.mutate({ userId: member.id })}
    >
      <p>
        {member.email} sai do painel na próxima ação e não consegue mais entrar. As reservas e cotações feitas continuam na agência. Você
        pode reativar depois.
      </p>
    </ConfirmDialog>
  ) : (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      tone="primary"
      trigger={
        <button className="button button-small" aria-label={`Reativar ${member.name}`}>
          Reativar
        </button>
      }
      title={`Reativar ${member.name}?`}
      confirmLabel="Reativar membro"
      pendingLabel="Reativando…"
      pending={reactivate.isPending}
      error={error}
      onConfirm={() => reactivate.mutate({ userId: member.id })}
    >
      <p>{member.email} volta a entrar no painel com o papel que tinha.</p>
    </ConfirmDialog>
  );
}
