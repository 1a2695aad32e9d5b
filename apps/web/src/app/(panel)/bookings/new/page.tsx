import type { Metadata } from 'next';
import { CreateBooking } from '@/components/bookings/create-booking';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Nova reserva' };

export default async function NewBookingPage({ searchParams }: PageProps<'/bookings/new'>) {
  const { customer_id } = await searchParams;
  const customerId = typeof customer_id === 'string' && customer_id ? customer_id : undefined;
  return (
    <>
      <PageHeader
        title="Nova reserva manual"
        back={customerId ? { href: `/clients/${customerId}`, label: 'Voltar para o cliente' } : { href: '/bookings', label: 'Reservas' }}
      />
      <CreateBooking customerId={customerId} />
    </>
  );
}
