'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useTRPC } from '@/trpc/client';
import type { ApiKey } from '@/trpc/types';
import { useIsTeamAdmin } from './use-is-team-admin';

/** "Revogar" for owners and admins: revoking is immediate and final, so it takes a second, explicit click. */
export function RevokeApiKeyConfirmation({ apiKey }: { apiKey: ApiKey }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const isAdmin = useIsTeamAdmin();
  const revoke = useMutation(
    trpc.apiKeys.revoke.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries(trpc.apiKeys.list.pathFilter());
      },
    }),
  );
  if (!isAdmin || apiKey.revoked_at) return null;
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="button button-small button-danger-outline">
          Revogar
        </button>
      }
      title={`Confirmar revogação de ${apiKey.prefix}`}
      confirmLabel="Confirmar revogação"
      pendingLabel="Revogando…"
      pending={revoke.isPending}
      error={revoke.error}
      onConfirm={() => revoke.mutateAsync({ id: apiKey.id })}
    >
      <p>
        Revogar a chave <strong>{apiKey.name || `${apiKey.prefix}…`}</strong>? Integrações que a usam deixam de funcionar imediatamente, e
        isso não pode ser desfeito.
      </p>
    </ConfirmDialog>
  );
}
