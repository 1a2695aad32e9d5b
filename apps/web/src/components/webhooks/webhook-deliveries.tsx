'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState, Loading } from '@/components/query-state';
import { Pagination } from '@/components/ui/pagination';
import { formatDateTime } from '@/lib/format';
import { DELIVERY_STATUS_BADGES, DELIVERY_STATUS_LABELS, WEBHOOK_EVENT_LABELS } from '@/lib/webhook-labels';
import { useTRPC } from '@/trpc/client';

const PAGE_SIZE = 10;

/** An endpoint's recent deliveries, newest first: what was sent, how it went, when it is tried again. */
export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const deliveries = useQuery({
    ...trpc.webhooks.deliveries.queryOptions({ id: endpointId, page, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  if (deliveries.isPending) return <Loading label="Carregando entregas…" />;
  if (deliveries.isError) return <ErrorState error={deliveries.error} onRetry={() => void deliveries.refetch()} />;
  if (deliveries.data.deliveries.length === 0 && page === 1) {
    return <p className="muted">Nenhuma entrega ainda: os eventos aparecem aqui assim que acontecem.</p>;
  }
  return (
    <div className="stack" aria-label="Entregas recentes">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Evento</th>
            <th scope="col">Status</th>
            <th scope="col">Tentativas</th>
            <th scope="col">Última resposta</th>
            <th scope="col">Criado em</th>
            <th scope="col">Entregue / próxima tentativa</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.data.deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <td>
                {WEBHOOK_EVENT_LABELS[delivery.event_type] ?? delivery.event_type} <span className="muted">({delivery.event_type})</span>
              </td>
              <td>
                <span className={`badge ${DELIVERY_STATUS_BADGES[delivery.status] ?? ''}`}>{DELIVERY_STATUS_LABELS[delivery.status] ?? delivery.status}</span>
              </td>
              <td className="cell-number">{delivery.attempts}</td>
              <td title={delivery.last_error ?? undefined}>
                {delivery.last_status_code ?? (delivery.last_error ? <span className="muted">{delivery.last_error}</span> : '—')}
              </td>
              <td>{formatDateTime(delivery.created_at)}</td>
              <td>{formatDateTime(delivery.delivered_at ?? delivery.next_attempt_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination pagination={deliveries.data.pagination} onPageChange={setPage} noun="entregas" />
    </div>
  );
}
