'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { formatDateRange, formatDateTime, formatMoney } from '@/lib/format';
import { useTRPC } from '@/trpc/client';
import { errorMessage } from '@/trpc/error-message';
import type { RouterOutputs } from '@/trpc/types';

export type FailedIssueOrder = RouterOutputs['hotels']['failedIssueQueue']['bookings'][number];

function attemptsText({ issue_attempts: tries }: FailedIssueOrder): string {
  if (tries.state === 'failed') return `Falhou após ${tries.attempts} tentativas`;
  return `Tentativa ${tries.attempts} de ${tries.max_attempts} falhou; nova tentativa em ${formatDateTime(tries.next_attempt_at)}`;
}

/** One paid booking the supplier did not confirm: why, how many tries, and "Tentar novamente" for the agent. */
export function FailedIssueRow({ order }: { order: FailedIssueOrder }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const retry = useMutation(
    trpc.hotels.retryIssue.mutationOptions({
      onSettled: () => queryClient.invalidateQueries(trpc.hotels.failedIssueQueue.pathFilter()),
    }),
  );
  const stillFailing = retry.data && retry.data.supplier.status !== 'issued';

  return (
    <tr>
      <td>
        <Link href={`/bookings/${order.id}`} className="mono">
          {order.booking_number}
        </Link>
      </td>
      <td className="cell-wrap">
        <strong>{order.title}</strong>
        <div className="muted small">{order.guests.join(', ')}</div>
      </td>
      <td>{order.customer.name}</td>
      <td>{formatDateRange(order.start_date, order.end_date)}</td>
      <td className="cell-number">{formatMoney(order.total_amount, order.currency)}</td>
      <td className="cell-wrap" aria-label={`Emissão de ${order.booking_number}`}>
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
      </td>
    </tr>
  );
}
