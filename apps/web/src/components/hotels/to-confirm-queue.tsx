'use client';

import { useQuery } from '@tanstack/react-query';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { useTRPC } from '@/trpc/client';
import { hotelOrderColumns } from './hotel-order-columns';
import { ToConfirmLocatorForm } from './to-confirm-locator-form';

const COLUMNS = hotelOrderColumns({
  id: 'locator',
  header: 'Localizador do fornecedor',
  cell: (order) => <ToConfirmLocatorForm order={order} />,
});

/** Paid hotel orders of a manual-issuing team that still need the supplier's locator, oldest first. */
export function ToConfirmQueue() {
  const trpc = useTRPC();
  const queue = useQuery(trpc.hotels.toConfirmQueue.queryOptions());
  return (
    <DataTable
      label="Pedidos a confirmar"
      columns={COLUMNS}
      rows={queue.data?.bookings}
      rowKey={(order) => order.id}
      query={queue}
      loadingLabel="Carregando pedidos…"
      empty={<EmptyState title="Nenhum pedido aguardando confirmação." hint="Pedidos pagos no modo de emissão manual aparecem aqui." />}
    />
  );
}
