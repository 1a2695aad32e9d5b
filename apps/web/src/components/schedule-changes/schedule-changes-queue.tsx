'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { ErrorState, Loading } from '@/components/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { Notice } from '@/components/ui/notice';
import { useTRPC } from '@/trpc/client';
import { ScheduleChangeCard, type ScheduleChange } from './schedule-change-card';

const DONE: Record<ScheduleChange['status'], string> = {
  pending: 'pendente',
  accepted: 'aceita na Duffel',
  change_requested: 'registrada como pedido de alteração (continue a alteração no painel da Duffel)',
  cancelled: 'resolvida com o cancelamento da reserva',
  changed: 'resolvida com o novo voo escolhido (confirmado na Duffel)',
};

/** The airline changes waiting for a decision, oldest concern first in the agent's eye: newest on top. */
export function ScheduleChangesQueue() {
  const trpc = useTRPC();
  const queue = useQuery(trpc.scheduleChanges.list.queryOptions({}));
  const [decided, setDecided] = useState<ScheduleChange | null>(null);

  if (queue.isPending) return <Loading label="Carregando alterações…" />;
  if (queue.isError) return <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />;
  return (
    <div className="stack">
      {decided && (
        <Notice onDismiss={() => setDecided(null)}>
          Alteração da reserva{' '}
          <Link href={`/bookings/${decided.booking.id}`} className="mono">
            {decided.booking.booking_number}
          </Link>{' '}
          {DONE[decided.status]}.
        </Notice>
      )}
      {queue.data.schedule_changes.length === 0 ? (
        <EmptyState
          title="Nenhuma alteração de voo pendente."
          hint="Quando uma companhia aérea muda o horário de um voo vendido pela Duffel, a alteração aparece aqui e o cliente recebe um e-mail."
        />
      ) : (
        <ul className="flight-list" aria-label="Alterações de voo">
          {queue.data.schedule_changes.map((change) => (
            <ScheduleChangeCard key={change.id} change={change} onDecided={setDecided} />
          ))}
        </ul>
      )}
    </div>
  );
}
