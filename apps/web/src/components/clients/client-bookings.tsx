'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { BookingsTable } from '@/components/bookings/bookings-table';
import { ErrorState, Loading } from '@/components/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { useTRPC } from '@/trpc/client';

const SHOWN = 10;

/** The client's latest bookings, with the way to all of them and to a new one. */
export function ClientBookings({ clientId }: { clientId: string }) {
  const trpc = useTRPC();
  const bookings = useQuery(trpc.bookings.list.queryOptions({ customer_id: clientId, limit: SHOWN }));
  const total = bookings.data?.pagination.total ?? 0;
  return (
    <section className="card card-flush" aria-labelledby="client-bookings-title">
      <div className="card-header">
        <h2 className="card-title" id="client-bookings-title">
          Reservas {total > 0 && <span className="count">{total}</span>}
        </h2>
        <Link className="button button-small" href={`/bookings/new?customer_id=${clientId}`}>
          Nova reserva
        </Link>
      </div>
      {bookings.isPending ? (
        <Loading label="Carregando reservas…" />
      ) : bookings.isError ? (
        <ErrorState error={bookings.error} onRetry={() => void bookings.refetch()} />
      ) : bookings.data.bookings.length === 0 ? (
        <EmptyState title="Este cliente ainda não tem reservas." />
      ) : (
        <>
          <BookingsTable bookings={bookings.data.bookings} showCustomer={false} />
          {total > SHOWN && (
            <p className="card-footer">
              <Link href={`/bookings?customer_id=${clientId}`}>Ver todas as {total} reservas</Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
