'use client';

import { useQuery } from '@tanstack/react-query';
import { ClientPicker } from '@/components/clients/client-picker';
import { useTRPC } from '@/trpc/client';

/** The client filter of the bookings list: the address bar holds the id, the picker shows the name. */
export function BookingCustomerFilter({ customerId, onChange }: { customerId: string; onChange: (customerId: string) => void }) {
  const trpc = useTRPC();
  const client = useQuery({ ...trpc.clients.get.queryOptions({ id: customerId }), enabled: Boolean(customerId) });
  const value = customerId
    ? {
        id: customerId,
        name: client.data?.full_name ?? (client.isError ? 'Cliente não encontrado' : 'Carregando…'),
        email: client.data?.email ?? '',
      }
    : null;
  return <ClientPicker label="Cliente" includeInactive value={value} onChange={(picked) => onChange(picked?.id ?? '')} />;
}
