'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState, Loading } from '@/components/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { useTRPC } from '@/trpc/client';
import { WEBHOOK_COLUMNS, WebhookRow } from './webhook-row';

export function WebhooksTable() {
  const trpc = useTRPC();
  const endpoints = useQuery(trpc.webhooks.list.queryOptions({}));
  // One row at a time shows its deliveries or asks to confirm disabling.
  const [open, setOpen] = useState<{ id: string; panel: 'deliveries' | 'disable' } | null>(null);

  if (endpoints.isPending) return <Loading label="Carregando webhooks…" />;
  if (endpoints.isError) return <ErrorState error={endpoints.error} onRetry={() => void endpoints.refetch()} />;
  if (endpoints.data.length === 0) {
    return <EmptyState title="Nenhum webhook ainda." hint="Cadastre a URL que deve receber os eventos da agência." />;
  }
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            {WEBHOOK_COLUMNS.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {endpoints.data.map((endpoint) => (
            <WebhookRow
              key={endpoint.id}
              endpoint={endpoint}
              open={open?.id === endpoint.id ? open.panel : null}
              onOpenChange={(panel) => setOpen(panel ? { id: endpoint.id, panel } : null)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
