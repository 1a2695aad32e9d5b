'use client';

import { formatDateTime } from '@/lib/format';
import { KEY_MODE_LABELS, SCOPE_LABELS } from '@/lib/labels';
import type { ApiKey } from '@/trpc/types';
import { RevokeApiKeyConfirmation } from './revoke-api-key-confirmation';
import { useIsTeamAdmin } from './use-is-team-admin';

export const API_KEY_COLUMNS = ['Nome', 'Prefixo', 'Ambiente', 'Permissões', 'Criada em', 'Último uso', 'Status'];

interface ApiKeyRowProps {
  apiKey: ApiKey;
  confirmingRevoke: boolean;
  onConfirmingRevokeChange: (confirming: boolean) => void;
}

/** One key; while its revocation is being confirmed, a full-width row under it asks. */
export function ApiKeyRow({ apiKey, confirmingRevoke, onConfirmingRevokeChange }: ApiKeyRowProps) {
  const active = !apiKey.revoked_at;
  const isAdmin = useIsTeamAdmin();
  return (
    <>
      <tr>
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
          {active ? (
            <span className="badge badge-active">Ativa</span>
          ) : (
            <span className="badge badge-revoked" title={`Revogada em ${formatDateTime(apiKey.revoked_at)}`}>
              Revogada
            </span>
          )}
        </td>
        <td className="cell-actions">
          {isAdmin && active && !confirmingRevoke && (
            <button type="button" className="button button-small button-danger-outline" onClick={() => onConfirmingRevokeChange(true)}>
              Revogar
            </button>
          )}
        </td>
      </tr>
      {isAdmin && active && confirmingRevoke && (
        <tr className="confirm-row">
          <td colSpan={API_KEY_COLUMNS.length + 1}>
            <RevokeApiKeyConfirmation apiKey={apiKey} onClose={() => onConfirmingRevokeChange(false)} />
          </td>
        </tr>
      )}
    </>
  );
}
