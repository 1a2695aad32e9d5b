'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { ErrorState, Loading } from '@/components/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { QUOTE_STATUSES } from '@/lib/quote-labels';
import type { QuoteListInput, QuoteStatus } from '@/lib/quote-types';
import { useSearchState } from '@/lib/use-search-state';
import { useTRPC } from '@/trpc/client';
import { QUOTE_FILTER_KEYS, QuoteFilters, type QuoteFilterValues } from './quote-filters';
import { QuotesTable } from './quotes-table';

const PAGE_SIZE = 20;

function listInput(values: QuoteFilterValues, page: number): QuoteListInput {
  return {
    page,
    limit: PAGE_SIZE,
    ...((QUOTE_STATUSES as readonly string[]).includes(values.status) && { status: values.status as QuoteStatus }),
    ...(values.customer_id && { customer_id: values.customer_id }),
  };
}

export function QuotesList() {
  const trpc = useTRPC();
  const { values, page, update, active } = useSearchState(QUOTE_FILTER_KEYS);
  const quotes = useQuery(trpc.quotes.list.queryOptions(listInput(values, page), { placeholderData: keepPreviousData }));

  return (
    <div className="stack">
      <QuoteFilters values={values} active={active} onChange={update} />
      <section className="card card-flush" aria-label="Cotações" aria-busy={quotes.isFetching}>
        {quotes.isPending ? (
          <Loading label="Carregando cotações…" />
        ) : quotes.isError ? (
          <ErrorState error={quotes.error} onRetry={() => void quotes.refetch()} />
        ) : quotes.data.quotes.length === 0 ? (
          active ? (
            <EmptyState title="Nenhuma cotação com esses filtros." hint="Mude os filtros ou limpe-os para ver todas as cotações." />
          ) : (
            <EmptyState
              title="Nenhuma cotação ainda."
              hint="Monte uma cotação e envie o link para o cliente aceitar."
              action={
                <Link className="button button-primary" href="/quotes/new">
                  Nova cotação
                </Link>
              }
            />
          )
        ) : (
          <>
            <QuotesTable quotes={quotes.data.quotes} />
            <Pagination pagination={quotes.data.pagination} noun="cotações" onPageChange={(next) => update({ page: String(next) })} />
          </>
        )}
      </section>
    </div>
  );
}
