'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateTime } from '@/lib/format';
import { useTRPC } from '@/trpc/client';
import { errorMessage } from '@/trpc/error-message';
import type { RouterOutputs } from '@/trpc/types';
import { ChangeOffersForm } from './change-offers-form';
import { SegmentsTable } from './segments-table';

export type ScheduleChange = RouterOutputs['scheduleChanges']['list']['schedule_changes'][number];

/**
 * One airline change waiting for the agent: the booking, the flights before and after side by side, and
 * what Duffel lets the agency do about it (Aceitar, Solicitar alteração through Duffel's order change, Cancelar
 * with the refund).
 */
export function ScheduleChangeCard({ change, onDecided }: { change: ScheduleChange; onDecided: (done: ScheduleChange) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settled = {
    onSuccess: async (done: ScheduleChange) => {
      onDecided(done);
      await queryClient.invalidateQueries(trpc.scheduleChanges.list.pathFilter());
      await queryClient.invalidateQueries(trpc.bookings.pathFilter());
    },
  };
  const accept = useMutation(trpc.scheduleChanges.accept.mutationOptions(settled));
  const cancel = useMutation(trpc.scheduleChanges.cancel.mutationOptions(settled));
  const [changing, setChanging] = useState(false);
  const busy = accept.isPending || cancel.isPending;
  const failed = accept.error;
  const offers = (action: string) => change.available_actions.includes(action);
  const { booking } = change;

  return (
    <li className="card stack" aria-label={`Alteração ${booking.booking_number}`}>
      <div>
        <Link href={`/bookings/${booking.id}`} className="mono">
          {booking.booking_number}
        </Link>{' '}
        <strong>{booking.title}</strong>
        <div className="small muted">
          Cliente: {booking.customer_name} · detectada em {formatDateTime(change.created_at)}
        </div>
      </div>
      <div className="form-grid">
        <SegmentsTable caption="Antes" segments={change.removed} />
        <SegmentsTable caption="Depois" segments={change.added} />
      </div>
      {failed && (
        <p className="hint hint-error" role="alert">
          {errorMessage(failed)}
        </p>
      )}
      <div className="actions">
        {offers('accept') && (
          <button type="button" className="button button-small" disabled={busy} onClick={() => accept.mutate({ id: change.id })}>
            {accept.isPending ? 'Aceitando…' : 'Aceitar'}
          </button>
        )}
        {offers('change') && (
          <button
            type="button"
            className="button button-small button-ghost"
            disabled={busy}
            aria-expanded={changing}
            onClick={() => setChanging(!changing)}
          >
            Solicitar alteração
          </button>
        )}
        {offers('cancel') && (
          <ConfirmDialog
            trigger={
              <button type="button" className="button button-small button-danger-outline" disabled={busy}>
                Cancelar
              </button>
            }
            title={`Confirmar cancelamento de ${booking.booking_number}`}
            confirmLabel="Cancelar reserva"
            pendingLabel="Cancelando…"
            pending={cancel.isPending}
            error={cancel.error}
            onConfirm={() => cancel.mutateAsync({ id: change.id })}
          >
            <p>
              A reserva é cancelada na Duffel e o cliente recebe o reembolso que a Duffel devolver, menos a taxa de cancelamento da agência.
            </p>
          </ConfirmDialog>
        )}
      </div>
      {changing && offers('change') && <ChangeOffersForm change={change} onDecided={onDecided} />}
    </li>
  );
}
