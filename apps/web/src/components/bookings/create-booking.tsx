'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { ErrorState, Loading } from '@/components/query-state';
import { emptyBookingForm } from '@/lib/booking-form';
import { useTRPC } from '@/trpc/client';
import { BookingForm } from './booking-form';

/** The manual booking form; from a client's page it arrives with that client already chosen. */
export function CreateBooking({ customerId }: { customerId?: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const preset = useQuery({ ...trpc.clients.get.queryOptions({ id: customerId ?? '' }), enabled: Boolean(customerId) });
  const create = useMutation(
    trpc.bookings.create.mutationOptions({
      onSuccess: async (booking) => {
        await queryClient.invalidateQueries(trpc.bookings.list.pathFilter());
        router.push(`/bookings/${booking.id}?notice=created`);
      },
    }),
  );

  if (customerId && preset.isPending) return <Loading label="Carregando cliente…" />;
  if (customerId && preset.isError) return <ErrorState error={preset.error} onRetry={() => void preset.refetch()} />;
  const customer = preset.data ? { id: preset.data.id, name: preset.data.full_name, email: preset.data.email } : null;
  return (
    <BookingForm
      initialValues={emptyBookingForm(customer)}
      pending={create.isPending || create.isSuccess}
      error={create.error}
      cancelHref={customerId ? `/clients/${customerId}` : '/bookings'}
      onSubmit={(input) => create.mutate(input)}
    />
  );
}
