'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { ErrorState, Loading } from '@/components/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { Notice } from '@/components/ui/notice';
import { useTRPC } from '@/trpc/client';
import { ToIssueRow, type IssuedFlight } from './to-issue-row';

/** Offline-supplier flight bookings waiting for the agent to issue the tickets and enter the airline locator. */
export function ToIssueQueue() {
  const trpc = useTRPC();
  const queue = useQuery(trpc.flights.toIssueQueue.queryOptions());
  const [issued, setIssued] = useState<IssuedFlight | null>(null);

  const notice = issued && (
    <Notice onDismiss={() => setIssued(null)}>
      Reserva{' '}
      <Link href={`/bookings/${issued.id}`} className="mono">
        {issued.booking_number}
      </Link>{' '}
      emitida com o localizador <strong className="mono">{issued.external_locator}</strong>.
    </Notice>
  );

  if (queue.isPending) return <Loading label="Carregando emissões…" />;
  if (queue.isError) return <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />;
  return (
    <div className="stack">
      {notice}
      {queue.data.bookings.length === 0 ? (
        <EmptyState
          title="Nenhuma emissão pendente."
          hint="Reservas de voo com emissão manual (offline) aparecem aqui até receberem o localizador da companhia."
        />
      ) : (
        <ul className="flight-list" aria-label="Emissões pendentes">
          {queue.data.bookings.map((order) => (
            <ToIssueRow key={order.id} order={order} onIssued={setIssued} />
          ))}
        </ul>
      )}
    </div>
  );
}
