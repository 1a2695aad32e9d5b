'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/trpc/error-message';
import { useTRPC } from '@/trpc/client';

export function ReactivateClientButton({ clientId, onDone }: { clientId: string; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const reactivate = useMutation(
    trpc.clients.update.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries(trpc.clients.pathFilter());
        onDone();
      },
    }),
  );
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={reactivate.isPending}
        onClick={() => reactivate.mutate({ id: clientId, is_active: true })}
      >
        {reactivate.isPending ? 'Reativando…' : 'Reativar'}
      </button>
      {reactivate.isError && (
        <p className="hint hint-error" role="alert">
          {errorMessage(reactivate.error)}
        </p>
      )}
    </>
  );
}
