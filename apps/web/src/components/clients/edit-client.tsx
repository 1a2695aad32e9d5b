'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { RecordLoadState } from '@/components/query-state';
import { PageHeader } from '@/components/ui/page-header';
import { clientToFormValues } from '@/lib/client-form';
import { useTRPC } from '@/trpc/client';
import { ClientForm } from './client-form';

export function EditClient({ id }: { id: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const client = useQuery(trpc.clients.get.queryOptions({ id }));
  const update = useMutation(
    trpc.clients.update.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries(trpc.clients.pathFilter());
        router.push(`/clients/${id}?notice=saved`);
      },
    }),
  );

  const back = { href: `/clients/${id}`, label: 'Voltar para o cliente' };
  if (!client.isSuccess)
    return (
      <RecordLoadState
        query={client}
        title="Editar cliente"
        back={{ href: '/clients', label: 'Clientes' }}
        loadingLabel="Carregando cliente…"
      />
    );
  return (
    <>
      <PageHeader title={`Editar ${client.data.full_name}`} back={back} />
      <ClientForm
        initialValues={clientToFormValues(client.data)}
        submitLabel="Salvar alterações"
        pending={update.isPending || update.isSuccess}
        error={update.error}
        cancelHref={back.href}
        onSubmit={(input) => update.mutate({ id, ...input })}
      />
    </>
  );
}
