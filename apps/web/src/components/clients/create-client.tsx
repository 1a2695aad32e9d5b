'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { EMPTY_CLIENT_FORM } from '@/lib/client-form';
import { useTRPC } from '@/trpc/client';
import { ClientForm } from './client-form';

export function CreateClient() {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const create = useMutation(
    trpc.clients.create.mutationOptions({
      onSuccess: async ({ customer }) => {
        await queryClient.invalidateQueries(trpc.clients.list.pathFilter());
        router.push(`/clients/${customer.id}?notice=created`);
      },
    }),
  );
  return (
    <ClientForm
      initialValues={EMPTY_CLIENT_FORM}
      submitLabel="Salvar cliente"
      pending={create.isPending || create.isSuccess}
      error={create.error}
      cancelHref="/clients"
      onSubmit={(input) => create.mutate(input)}
    />
  );
}
