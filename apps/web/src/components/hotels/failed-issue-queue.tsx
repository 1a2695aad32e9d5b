'use client';

import { useQuery } from '@tanstack/react-query';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { useTRPC } from '@/trpc/client';
import { FailedIssueRetry, type FailedIssueOrder } from './failed-issue-retry';
import { hotelOrderColumns } from './hotel-order-columns';

const COLUMNS = hotelOrderColumns<FailedIssueOrder>({
  id: 'issue',
  header: 'Emissão no fornecedor',
  className: 'cell-wrap',
  cellLabel: (order) => `Emissão de ${order.booking_number}`,
  cell: (order) => <FailedIssueRetry order={order} />,
});

/** Paid automatic-mode hotel bookings whose supplier reservation failed, oldest first (same table as "A confirmar"). */
export function FailedIssueQueue() {
  const trpc = useTRPC();
  const queue = useQuery(trpc.hotels.failedIssueQueue.queryOptions());
  return (
    <DataTable
      label="Emissões com falha"
      columns={COLUMNS}
      rows={queue.data?.bookings}
      rowKey={(order) => order.id}
      query={queue}
      loadingLabel="Carregando reservas…"
      empty={<EmptyState title="Nenhuma emissão com falha." hint="Reservas pagas que o fornecedor não confirmou aparecem aqui." />}
    />
  );
}
