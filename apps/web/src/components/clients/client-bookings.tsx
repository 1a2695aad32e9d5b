'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { bookingColumns } from '@/components/bookings/booking-columns';
import { CardSection } from '@/components/ui/card-section';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { useTRPC } from '@/trpc/client';

const SHOWN = 10;
const COLUMNS = bookingColumns({ showCustomer: false });

/** The client's latest bookings, with the way to all of them and to a new one. */
export function ClientBookings({ clientId }: { clientId: string }) {
  const trpc = useTRPC();
  const bookings = useQuery(trpc.bookings.list.queryOptions({ customer_id: clientId, limit: SHOWN }));
  const total = bookings.data?.pagination.total ?? 0;
  return (
    <CardSection
      title="Reservas"
      count={total}
      actions={
        <Link className="button button-small" href={`/bookings/new?customer_id=${clientId}`}>
          Nova reserva
        </Link>
      }
      footer={total > SHOWN && <Link href={`/bookings?customer_id=${clientId}`}>Ver todas as {total} reservas</Link>}
    >
      <DataTable
        framed={false}
        label="Reservas"
        columns={COLUMNS}
        rows={bookings.data?.bookings}
        rowKey={(booking) => booking.id}
        query={bookings}
        loadingLabel="Carregando reservas…"
        empty={<EmptyState title="Este cliente ainda não tem reservas." />}
      />
    </CardSection>
  );
}
