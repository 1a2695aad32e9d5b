'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/trpc/error-message';
import { useTRPC } from '@/trpc/client';
import type { ApiKey } from '@/trpc/types';

/** Revoking is immediate and final, so it takes a second, explicit click. */
export function RevokeApiKeyConfirmation({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const revoke = useMutation(
    trpc.apiKeys.revoke.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries(trpc.apiKeys.list.pathFilter());
        onClose();
      },
    }),
  );

  return (
    <div className="confirm" role="group" aria-label={`Confirmar revogação de ${apiKey.prefix}`}>
      <p>
        Revogar a chave <strong>{apiKey.name || `${apiKey.prefix}…`}</strong>? Integrações que a usam deixam de funcionar
        imediatamente, e isso não pode ser desfeito.
      </p>
      {revoke.isError && (
        <p className="hint hint-error" role="alert">
          {errorMessage(revoke.error)}
        </p>
      )}
      <div className="actions">
        <button type="button" className="button button-small" onClick={onClose} disabled={revoke.isPending}>
          Cancelar
        </button>
        <button
          type="button"
          className="button button-small button-danger"
          onClick={() => revoke.mutate({ id: apiKey.id })}
          disabled={revoke.isPending}
        >
          {revoke.isPending ? 'Revogando…' : 'Confirmar revogação'}
        </button>
      </div>
    </div>
  );
}
