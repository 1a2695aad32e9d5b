import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { BookingsList } from '@/components/bookings/bookings-list';
import { Loading } from '@/components/query-state';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Reservas' };

export default function BookingsPage() {
  return (
    <>
      <PageHeader
        title="Reservas"
        description="Reservas feitas pela API e registradas manualmente."
        actions={
          <Link className="button button-primary" href="/bookings/new">
            Nova reserva
          </Link>
        }
      />
      <Suspense fallback={<Loading label="Carregando reservas…" />}>
        <BookingsList />
      </Suspense>
    </>
  );
}
