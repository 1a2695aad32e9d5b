'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDateTime } from '@/lib/format';
import { DELIVERY_STATUS_BADGES, DELIVERY_STATUS_LABELS, WEBHOOK_EVENT_LABELS } from '@/lib/webhook-labels';
import { useTRPC } from '@/trpc/client';
import type { WebhookDelivery } from './types';

const PAGE_SIZE = 10;

const COLUMNS: Column<WebhookDelivery>[] = [
  {
    id: 'event_type',
    header: 'Evento',
    cell: (delivery) => (
      <>
        {WEBHOOK_EVENT_LABELS[delivery.event_type] ?? delivery.event_type} <span className="muted">({delivery.event_type})</span>
      </>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (delivery) => (
      <span className={`badge ${DELIVERY_STATUS_BADGES[delivery.status] ?? ''}`}>
        {DELIVERY_STATUS_LABELS[delivery.status] ?? delivery.status}
      </span>
    ),
  },
  { id: 'attempts', header: 'Tentativas', cell: (delivery) => delivery.attempts, className: 'cell-number' },
  {
    id: 'last_response',
    header: 'Última resposta',
    cell: (delivery) => (
      <span title={delivery.last_error ?? undefined}>
        {delivery.last_status_code ?? (delivery.last_error ? <span className="muted">{delivery.last_error}</span> : '—')}
      </span>
    ),
  },
  { id: 'created_at', header: 'Criado em', cell: (delivery) => formatDateTime(delivery.created_at) },
  {
    id: 'next',
    header: 'Entregue / próxima tentativa',
    cell: (delivery) => formatDateTime(delivery.delivered_at ?? delivery.next_attempt_at),
  },
];

/** An endpoint's recent deliveries, newest first: what was sent, how it went, when it is tried again. */
export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const deliveries = useQuery({
    ...trpc.webhooks.deliveries.queryOptions({ id: endpointId, page, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  return (
    <DataTable
      label="Entregas recentes"
      columns={COLUMNS}
      rows={deliveries.data?.deliveries}
      rowKey={(delivery) => delivery.id}
      query={deliveries}
      loadingLabel="Carregando entregas…"
      pagination={deliveries.data?.pagination}
      noun="entregas"
      onPageChange={setPage}
      empty={<EmptyState title="Nenhuma entrega ainda." hint="Os eventos aparecem aqui assim que acontecem." />}
    />
  );
}
