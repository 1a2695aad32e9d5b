'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState, Loading } from '@/components/query-state';
import { useTRPC } from '@/trpc/client';
import { API_KEY_COLUMNS, ApiKeyRow } from './api-key-row';

export function ApiKeysTable() {
  const trpc = useTRPC();
  const keys = useQuery(trpc.apiKeys.list.queryOptions());
  // One revocation is confirmed at a time.
  const [confirmingId, setConfirmingId] = useState<string | null>(null);

  if (keys.isPending) return <Loading label="Carregando chaves…" />;
  if (keys.isError) return <ErrorState error={keys.error} onRetry={() => void keys.refetch()} />;
  if (keys.data.length === 0) {
    return (
      <div className="empty">
        <p>Nenhuma chave de API ainda.</p>
        <p className="muted">Crie a primeira chave para conectar o site ou o sistema da agência.</p>
      </div>
    );
  }
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            {API_KEY_COLUMNS.map((column) => (
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
          {keys.data.map((apiKey) => (
            <ApiKeyRow
              key={apiKey.id}
              apiKey={apiKey}
              confirmingRevoke={confirmingId === apiKey.id}
              onConfirmingRevokeChange={(confirming) => setConfirmingId(confirming ? apiKey.id : null)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
