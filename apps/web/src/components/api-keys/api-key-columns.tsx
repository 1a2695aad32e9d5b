import type { Column } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format';
import { KEY_MODE_LABELS, SCOPE_LABELS } from '@/lib/labels';
import type { ApiKey } from '@/trpc/types';
import { RevokeApiKeyConfirmation } from './revoke-api-key-confirmation';

/** The team's keys: every key is listed, so sorting in the browser sorts them all. */
export const API_KEY_COLUMNS: Column<ApiKey>[] = [
  { id: 'name', header: 'Nome', cell: (key) => key.name || <span className="muted">Sem nome</span>, sortValue: (key) => key.name || null },
  { id: 'prefix', header: 'Prefixo', cell: (key) => <code>{key.prefix}…</code> },
  {
    id: 'mode',
    header: 'Ambiente',
    cell: (key) => <span className={`badge badge-mode-${key.mode}`}>{KEY_MODE_LABELS[key.mode] ?? key.mode}</span>,
    sortValue: (key) => key.mode,
  },
  { id: 'scopes', header: 'Permissões', cell: (key) => key.scopes.map((scope) => SCOPE_LABELS[scope] ?? scope).join(', ') },
  { id: 'created_at', header: 'Criada em', cell: (key) => formatDateTime(key.created_at), sortValue: (key) => key.created_at },
  {
    id: 'last_used_at',
    header: 'Último uso',
    cell: (key) => (key.last_used_at ? formatDateTime(key.last_used_at) : <span className="muted">Nunca</span>),
    sortValue: (key) => key.last_used_at,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (key) =>
      key.revoked_at ? (
        <span className="badge badge-revoked" title={`Revogada em ${formatDateTime(key.revoked_at)}`}>
          Revogada
        </span>
      ) : (
        <span className="badge badge-active">Ativa</span>
      ),
    sortValue: (key) => (key.revoked_at ? 1 : 0),
  },
  { id: 'actions', header: 'Ações', hideHeader: true, className: 'cell-actions', cell: (key) => <RevokeApiKeyConfirmation apiKey={key} /> },
];
