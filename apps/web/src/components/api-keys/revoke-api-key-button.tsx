'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '@/trpc/error-message';
import { useTRPC } from '@/trpc/client';
import type { ApiKey } from '@/trpc/types';

/** Revoking is immediate and final, so it takes a second, explicit click. */
export function RevokeApiKeyButton({ apiKey }: { apiKey: ApiKey }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const revoke = useMutation(
    trpc.apiKeys.revoke.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.apiKeys.list.pathFilter()),
    }),
  );

  if (!confirming) {
    return (
      <button type="button" className="button button-small button-danger-outline" onClick={() => setConfirming(true)}>
        Revogar
      </button>
    );
  }
  return (
    <div className="confirm" role="group" aria-label={`Confirmar revogação de ${apiKey.prefix}`}>
      <span>Integrações que usam esta chave deixarão de funcionar.</span>
      <div className="actions">
        <button type="button" className="button button-small" onClick={() => setConfirming(false)} disabled={revoke.isPending}>
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
      {revoke.isError && (
        <p className="hint hint-error" role="alert">
          {errorMessage(revoke.error)}
        </p>
      )}
    </div>
  );
}
