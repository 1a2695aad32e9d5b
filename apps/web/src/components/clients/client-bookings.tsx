'use client';

import { useQuery } from '@tanstack/react-query';
import { bookingColumns } from '@/components/bookings/booking-columns';
import { useTRPC } from '@/trpc/client';
import { CLIENT_RECENT_SHOWN, ClientRecentRecords } from './client-recent-records';

const COLUMNS = bookingColumns({ showCustomer: false });

export function ClientBookings({ clientId }: { clientId: string }) {
  const trpc = useTRPC();
  const bookings = useQuery(trpc.bookings.list.queryOptions({ customer_id: clientId, limit: CLIENT_RECENT_SHOWN }));
  return (
    <ClientRecentRecords
      title="Reservas"
      noun="reservas"
      query={bookings}
      rows={bookings.data?.bookings}
      pagination={bookings.data?.pagination}
      columns={COLUMNS}
      rowKey={(booking) => booking.id}
      create={{ href: `/bookings/new?customer_id=${clientId}`, label: 'Nova reserva' }}
      allHref={`/bookings?customer_id=${clientId}`}
      none="Este cliente ainda não tem reservas."
    />
  );
}
