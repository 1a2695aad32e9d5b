'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmBox } from '@/components/ui/confirm-box';
import { useTRPC } from '@/trpc/client';
import type { Client, RouterOutputs } from '@/trpc/types';

export type ClientDeleteResult = RouterOutputs['clients']['delete'];

interface DeactivateClientConfirmationProps {
  client: Client;
  onCancel: () => void;
  /** Core decides: removed for good (no bookings or quotes) or kept as inactive. */
  onDone: (result: ClientDeleteResult) => void;
}

export function DeactivateClientConfirmation({ client, onCancel, onDone }: DeactivateClientConfirmationProps) {
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
    <ConfirmBox
      label={`Confirmar desativação de ${client.full_name}`}
      confirmLabel="Desativar cliente"
      pendingLabel="Desativando…"
      pending={remove.isPending}
      error={remove.error}
      onCancel={onCancel}
      onConfirm={() => remove.mutate({ id: client.id })}
    >
      <p>
        <strong>Desativar {client.full_name}?</strong>
      </p>
      <p className="muted">
        Se o cliente tiver reservas ou cotações, o cadastro é mantido como inativo e continua nos registros. Sem nenhum vínculo, ele é
        excluído definitivamente.
      </p>
    </ConfirmBox>
  );
}
