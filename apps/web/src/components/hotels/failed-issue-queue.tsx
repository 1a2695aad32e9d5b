'use client';

import { useQuery } from '@tanstack/react-query';
import { ErrorState, Loading } from '@/components/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { useTRPC } from '@/trpc/client';
import { FailedIssueRow } from './failed-issue-row';

/** Paid automatic-mode hotel bookings whose supplier reservation failed, oldest first (same table as "A confirmar"). */
export function FailedIssueQueue() {
  const trpc = useTRPC();
  const queue = useQuery(trpc.hotels.failedIssueQueue.queryOptions());
  if (queue.isPending) return <Loading label="Carregando reservas…" />;
  if (queue.isError) return <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />;
  if (queue.data.bookings.length === 0) return <EmptyState title="Nenhuma emissão com falha." hint="Reservas pagas que o fornecedor não confirmou aparecem aqui." />;
  return (
    <div className="card card-flush table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th>Reserva</th>
            <th>Hotel e hóspedes</th>
            <th>Cliente</th>
            <th>Estadia</th>
            <th className="cell-number">Total</th>
            <th>Emissão no fornecedor</th>
          </tr>
        </thead>
        <tbody>
          {queue.data.bookings.map((order) => (
            <FailedIssueRow key={order.id} order={order} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
