'use client';

import { useQuery } from '@tanstack/react-query';
import { ErrorState, Loading } from '@/components/query-state';
import { formatDateTime } from '@/lib/format-date';
import { KEY_MODE_LABELS, SCOPE_LABELS } from '@/lib/labels';
import { useTRPC } from '@/trpc/client';
import { RevokeApiKeyButton } from './revoke-api-key-button';

export function ApiKeysTable() {
  const trpc = useTRPC();
  const keys = useQuery(trpc.apiKeys.list.queryOptions());
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
            <th scope="col">Nome</th>
            <th scope="col">Prefixo</th>
            <th scope="col">Ambiente</th>
            <th scope="col">Permissões</th>
            <th scope="col">Criada em</th>
            <th scope="col">Último uso</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.data.map((apiKey) => (
            <tr key={apiKey.id} data-testid={`api-key-${apiKey.prefix}`}>
              <td>{apiKey.name || <span className="muted">Sem nome</span>}</td>
              <td>
                <code>{apiKey.prefix}…</code>
              </td>
              <td>
                <span className={`badge badge-mode-${apiKey.mode}`}>{KEY_MODE_LABELS[apiKey.mode] ?? apiKey.mode}</span>
              </td>
              <td>{apiKey.scopes.map((scope) => SCOPE_LABELS[scope] ?? scope).join(', ')}</td>
              <td>{formatDateTime(apiKey.created_at)}</td>
              <td>{apiKey.last_used_at ? formatDateTime(apiKey.last_used_at) : <span className="muted">Nunca</span>}</td>
              <td>
                {apiKey.revoked_at ? (
                  <span className="badge badge-revoked" title={`Revogada em ${formatDateTime(apiKey.revoked_at)}`}>
                    Revogada
                  </span>
                ) : (
                  <span className="badge badge-active">Ativa</span>
                )}
              </td>
              <td className="cell-actions">{!apiKey.revoked_at && <RevokeApiKeyButton apiKey={apiKey} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
