'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@/lib/format';
import { useTRPC } from '@/trpc/client';
import { errorMessage } from '@/trpc/error-message';
import type { RouterOutputs } from '@/trpc/types';

export type FailedIssueOrder = RouterOutputs['hotels']['failedIssueQueue']['bookings'][number];

function attemptsText({ issue_attempts: tries }: FailedIssueOrder): string {
  if (tries.state === 'failed') return `Falhou após ${tries.attempts} tentativas`;
  return `Tentativa ${tries.attempts} de ${tries.max_attempts} falhou; nova tentativa em ${formatDateTime(tries.next_attempt_at)}`;
}

/** Why a paid booking's supplier reservation failed, how many tries, and "Tentar novamente" for the agent. */
export function FailedIssueRetry({ order }: { order: FailedIssueOrder }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const retry = useMutation(
    trpc.hotels.retryIssue.mutationOptions({
      onSettled: () => queryClient.invalidateQueries(trpc.hotels.failedIssueQueue.pathFilter()),
    }),
  );
  const stillFailing = retry.data && retry.data.supplier.status !== 'issued';

  return (
    <>
      <div>{attemptsText(order)}</div>
      {order.issue_attempts.last_error && <div className="muted small">Último erro: {order.issue_attempts.last_error}</div>}
      <button
        type="button"
        className="button button-primary button-small"
        disabled={retry.isPending}
        onClick={() => retry.mutate({ bookingId: order.id })}
      >
        {retry.isPending ? 'Tentando…' : 'Tentar novamente'}
      </button>
      {stillFailing && <p className="hint hint-error">O fornecedor não confirmou de novo; o sistema seguirá tentando.</p>}
      {retry.error && <p className="hint hint-error">{errorMessage(retry.error)}</p>}
    </>
  );
}
