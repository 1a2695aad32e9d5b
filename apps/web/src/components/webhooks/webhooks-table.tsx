'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ActiveBadge } from '@/components/ui/active-badge';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDateTime } from '@/lib/format';
import { WEBHOOK_EVENT_LABELS } from '@/lib/webhook-labels';
import { useTRPC } from '@/trpc/client';
import { DisableWebhookConfirmation } from './disable-webhook-confirmation';
import type { WebhookEndpoint } from './types';
import { WebhookDeliveries } from './webhook-deliveries';

export function WebhooksTable() {
  const trpc = useTRPC();
  const endpoints = useQuery(trpc.webhooks.list.queryOptions({}));
  // One endpoint at a time shows its deliveries under its row.
  const [openId, setOpenId] = useState<string | null>(null);

  const columns: Column<WebhookEndpoint>[] = [
    {
      id: 'url',
      header: 'URL',
      cell: (endpoint) => <code>{endpoint.url}</code>,
      className: 'cell-wrap',
      sortValue: (endpoint) => endpoint.url,
    },
    { id: 'description', header: 'Descrição', cell: (endpoint) => endpoint.description || <span className="muted">—</span> },
    {
      id: 'events',
      header: 'Eventos',
      cell: (endpoint) => endpoint.events.map((event) => WEBHOOK_EVENT_LABELS[event] ?? event).join(', '),
      className: 'cell-wrap',
    },
    {
      id: 'created_at',
      header: 'Criado em',
      cell: (endpoint) => formatDateTime(endpoint.created_at),
      sortValue: (endpoint) => endpoint.created_at,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (endpoint) => <ActiveBadge active={endpoint.is_active} />,
      sortValue: (endpoint) => (endpoint.is_active ? 0 : 1),
    },
    {
      id: 'actions',
      header: 'Ações',
      hideHeader: true,
      className: 'cell-actions',
      cell: (endpoint) => (
        <>
          <button
            type="button"
            className="button button-small"
            aria-expanded={openId === endpoint.id}
            onClick={() => setOpenId(openId === endpoint.id ? null : endpoint.id)}
          >
            {openId === endpoint.id ? 'Ocultar entregas' : 'Entregas'}
          </button>{' '}
          <DisableWebhookConfirmation endpoint={endpoint} />
        </>
      ),
    },
  ];

  return (
    <DataTable
      label="Endpoints da agência"
      columns={columns}
      rows={endpoints.data}
      rowKey={(endpoint) => endpoint.id}
      query={endpoints}
      loadingLabel="Carregando webhooks…"
      expanded={(endpoint) => openId === endpoint.id && <WebhookDeliveries endpointId={endpoint.id} />}
      empty={<EmptyState title="Nenhum webhook ainda." hint="Cadastre a URL que deve receber os eventos da agência." />}
    />
  );
}
