'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIsTeamAdmin } from '@/components/api-keys/use-is-team-admin';
import { ActiveBadge } from '@/components/ui/active-badge';
import { ConfirmBox } from '@/components/ui/confirm-box';
import { formatDateTime } from '@/lib/format';
import { WEBHOOK_EVENT_LABELS } from '@/lib/webhook-labels';
import { useTRPC } from '@/trpc/client';
import type { WebhookEndpoint } from './types';
import { WebhookDeliveries } from './webhook-deliveries';

export const WEBHOOK_COLUMNS = ['URL', 'Descrição', 'Eventos', 'Criado em', 'Status'];

type Panel = 'deliveries' | 'disable';

interface WebhookRowProps {
  endpoint: WebhookEndpoint;
  open: Panel | null;
  onOpenChange: (panel: Panel | null) => void;
}

/** One endpoint; under it, when asked, its recent deliveries or the confirmation to disable it. */
export function WebhookRow({ endpoint, open, onOpenChange }: WebhookRowProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const isAdmin = useIsTeamAdmin();
  const disable = useMutation(
    trpc.webhooks.delete.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries(trpc.webhooks.list.pathFilter());
        onOpenChange(null);
      },
    }),
  );

  return (
    <>
      <tr>
        <td className="cell-wrap">
          <code>{endpoint.url}</code>
        </td>
        <td>{endpoint.description || <span className="muted">—</span>}</td>
        <td className="cell-wrap">{endpoint.events.map((event) => WEBHOOK_EVENT_LABELS[event] ?? event).join(', ')}</td>
        <td>{formatDateTime(endpoint.created_at)}</td>
        <td>
          <ActiveBadge active={endpoint.is_active} />
        </td>
        <td className="cell-actions">
          <button type="button" className="button button-small" onClick={() => onOpenChange(open === 'deliveries' ? null : 'deliveries')}>
            {open === 'deliveries' ? 'Ocultar entregas' : 'Entregas'}
          </button>{' '}
          {isAdmin && endpoint.is_active && open !== 'disable' && (
            <button type="button" className="button button-small button-danger-outline" onClick={() => onOpenChange('disable')}>
              Desativar
            </button>
          )}
        </td>
      </tr>
      {open && (
        <tr className="confirm-row">
          <td colSpan={WEBHOOK_COLUMNS.length + 1}>
            {open === 'deliveries' ? (
              <WebhookDeliveries endpointId={endpoint.id} />
            ) : (
              <ConfirmBox
                label={`Confirmar desativação de ${endpoint.url}`}
                confirmLabel="Confirmar desativação"
                pendingLabel="Desativando…"
                pending={disable.isPending}
                error={disable.error}
                onConfirm={() => disable.mutate({ id: endpoint.id })}
                onCancel={() => onOpenChange(null)}
              >
                Desativar o webhook <strong>{endpoint.url}</strong>? Ele deixa de receber eventos imediatamente, e isso não pode ser
                desfeito (cadastre-o de novo se precisar).
              </ConfirmBox>
            )}
          </td>
        </tr>
      )}
    </>
  );
}
