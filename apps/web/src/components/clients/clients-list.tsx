'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ListPage } from '@/components/ui/list-page';
import { useSearchState } from '@/lib/use-search-state';
import { useTRPC } from '@/trpc/client';
import type { ClientListInput } from '@/trpc/types';
import { CLIENT_COLUMNS } from './client-columns';
import { CLIENT_FILTER_KEYS, ClientFilters } from './client-filters';

const PAGE_SIZE = 20;

export function ClientsList() {
  const trpc = useTRPC();
  const { values, page, setPage, update, clear, active } = useSearchState(CLIENT_FILTER_KEYS);
  const input: ClientListInput = {
    page,
    limit: PAGE_SIZE,
    ...(values.search && { search: values.search }),
    ...((values.customer_type === 'individual' || values.customer_type === 'company') && { customer_type: values.customer_type }),
    ...((values.is_active === 'true' || values.is_active === 'false') && { is_active: values.is_active }),
  };
  const clients = useQuery(trpc.clients.list.queryOptions(input, { placeholderData: keepPreviousData }));

  return (
    <ListPage
      label="Clientes"
      noun="clientes"
      filters={<ClientFilters values={values} active={active} onChange={update} onClear={clear} />}
      query={clients}
      rows={clients.data?.customers}
      pagination={clients.data?.pagination}
      onPageChange={setPage}
      columns={CLIENT_COLUMNS}
      rowKey={(client) => client.id}
      empty={{
        filtered: active,
        noMatch: 'Nenhum cliente encontrado.',
        none: 'Nenhum cliente cadastrado ainda.',
        hint: 'Cadastre os clientes da agência para criar reservas e cotações para eles.',
        create: { href: '/clients/new', label: 'Novo cliente' },
      }}
    />
  );
}
