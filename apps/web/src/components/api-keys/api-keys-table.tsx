'use client';

import { useQuery } from '@tanstack/react-query';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { useTRPC } from '@/trpc/client';
import { API_KEY_COLUMNS } from './api-key-columns';

export function ApiKeysTable() {
  const trpc = useTRPC();
  const keys = useQuery(trpc.apiKeys.list.queryOptions());
  return (
    <DataTable
      label="Chaves da agência"
      columns={API_KEY_COLUMNS}
      rows={keys.data}
      rowKey={(key) => key.id}
      query={keys}
      loadingLabel="Carregando chaves…"
      empty={<EmptyState title="Nenhuma chave de API ainda." hint="Crie a primeira chave para conectar o site ou o sistema da agência." />}
    />
  );
}
