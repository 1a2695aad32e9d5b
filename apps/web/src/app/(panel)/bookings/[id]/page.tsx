import type { Metadata } from 'next';
import { BookingDetail } from '@/components/bookings/booking-detail';

export const metadata: Metadata = { title: 'Reserva' };

export default async function BookingPage({ params, searchParams }: PageProps<'/bookings/[id]'>) {
  const { id } = await params;
  const { notice } = await searchParams;
  return <BookingDetail id={id} notice={typeof notice === 'string' ? notice : undefined} />;
}
