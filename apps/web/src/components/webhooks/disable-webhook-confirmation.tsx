'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIsTeamAdmin } from '@/components/api-keys/use-is-team-admin';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useTRPC } from '@/trpc/client';
import type { WebhookEndpoint } from './types';

/** "Desativar" for owners and admins: the endpoint stops receiving events at once, for good. */
export function DisableWebhookConfirmation({ endpoint }: { endpoint: WebhookEndpoint }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const isAdmin = useIsTeamAdmin();
  const disable = useMutation(
    trpc.webhooks.delete.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries(trpc.webhooks.list.pathFilter());
      },
    }),
  );
  if (!isAdmin || !endpoint.is_active) return null;
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="button button-small button-danger-outline">
          Desativar
        </button>
      }
      title={`Confirmar desativação de ${endpoint.url}`}
      confirmLabel="Confirmar desativação"
      pendingLabel="Desativando…"
      pending={disable.isPending}
      error={disable.error}
      onConfirm={() => disable.mutateAsync({ id: endpoint.id })}
    >
      <p>
        Desativar o webhook <strong>{endpoint.url}</strong>? Ele deixa de receber eventos imediatamente, e isso não pode ser desfeito
        (cadastre-o de novo se precisar).
      </p>
    </ConfirmDialog>
  );
}
