'use client';

import { useQuery } from '@tanstack/react-query';
import { ErrorState, Loading } from '@/components/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { useTRPC } from '@/trpc/client';
import { ToConfirmRow } from './to-confirm-row';

/** Paid hotel orders of a manual-issuing team that still need the supplier's locator, oldest first. */
export function ToConfirmQueue() {
  const trpc = useTRPC();
  const queue = useQuery(trpc.hotels.toConfirmQueue.queryOptions());
  if (queue.isPending) return <Loading label="Carregando pedidos…" />;
  if (queue.isError) return <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />;
  if (queue.data.bookings.length === 0) return <EmptyState title="Nenhum pedido aguardando confirmação." hint="Pedidos pagos no modo de emissão manual aparecem aqui." />;
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
            <th>Localizador do fornecedor</th>
          </tr>
        </thead>
        <tbody>
          {queue.data.bookings.map((order) => (
            <ToConfirmRow key={order.id} order={order} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
