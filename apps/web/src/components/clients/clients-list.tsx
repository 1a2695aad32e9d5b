'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { ErrorState, Loading } from '@/components/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { useSearchState } from '@/lib/use-search-state';
import { useTRPC } from '@/trpc/client';
import type { ClientListInput } from '@/trpc/types';
import { CLIENT_FILTER_KEYS, ClientFilters } from './client-filters';
import { ClientsTable } from './clients-table';

const PAGE_SIZE = 20;

export function ClientsList() {
  const trpc = useTRPC();
  const { values, page, update, active } = useSearchState(CLIENT_FILTER_KEYS);
  const input: ClientListInput = {
    page,
    limit: PAGE_SIZE,
    ...(values.search && { search: values.search }),
    ...((values.customer_type === 'individual' || values.customer_type === 'company') && { customer_type: values.customer_type }),
    ...((values.is_active === 'true' || values.is_active === 'false') && { is_active: values.is_active }),
  };
  const clients = useQuery(trpc.clients.list.queryOptions(input, { placeholderData: keepPreviousData }));

  return (
    <div className="stack">
      <ClientFilters values={values} active={active} onChange={update} />
      <section className="card card-flush" aria-label="Clientes" aria-busy={clients.isFetching}>
        {clients.isPending ? (
          <Loading label="Carregando clientes…" />
        ) : clients.isError ? (
          <ErrorState error={clients.error} onRetry={() => void clients.refetch()} />
        ) : clients.data.customers.length === 0 ? (
          active ? (
            <EmptyState title="Nenhum cliente encontrado." hint="Confira a busca ou limpe os filtros." />
          ) : (
            <EmptyState
              title="Nenhum cliente cadastrado ainda."
              hint="Cadastre os clientes da agência para criar reservas e cotações para eles."
              action={
                <Link className="button button-primary" href="/clients/new">
                  Novo cliente
                </Link>
              }
            />
          )
        ) : (
          <>
            <ClientsTable clients={clients.data.customers} />
            <Pagination pagination={clients.data.pagination} noun="clientes" onPageChange={(next) => update({ page: String(next) })} />
          </>
        )}
      </section>
    </div>
  );
}
