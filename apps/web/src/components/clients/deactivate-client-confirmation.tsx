'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useTRPC } from '@/trpc/client';
import type { Client, RouterOutputs } from '@/trpc/types';

export type ClientDeleteResult = RouterOutputs['clients']['delete'];

interface DeactivateClientConfirmationProps {
  client: Client;
  /** Core decides: removed for good (no bookings or quotes) or kept as inactive. */
  onDone: (result: ClientDeleteResult) => void;
}

/** The "Desativar" button and the question it asks first. */
export function DeactivateClientConfirmation({ client, onDone }: DeactivateClientConfirmationProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.clients.delete.mutationOptions({
      onSuccess: async (result) => {
        // A removed client has no record left to reload: only the lists change.
        await queryClient.invalidateQueries(result.deleted ? trpc.clients.list.pathFilter() : trpc.clients.pathFilter());
        onDone(result);
      },
    }),
  );
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="button button-danger-outline">
          Desativar
        </button>
      }
      title={`Confirmar desativação de ${client.full_name}`}
      confirmLabel="Desativar cliente"
      pendingLabel="Desativando…"
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() => remove.mutateAsync({ id: client.id })}
    >
      <p>
        <strong>Desativar {client.full_name}?</strong>
      </p>
      <p className="muted">
        Se o cliente tiver reservas ou cotações, o cadastro é mantido como inativo e continua nos registros. Sem nenhum vínculo, ele é
        excluído definitivamente.
      </p>
    </ConfirmDialog>
  );
}
