'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ListPage } from '@/components/ui/list-page';
import { QUOTE_STATUSES } from '@/lib/quote-labels';
import type { QuoteListInput, QuoteStatus } from '@/lib/quote-types';
import { useSearchState } from '@/lib/use-search-state';
import { useTRPC } from '@/trpc/client';
import { quoteColumns } from './quote-columns';
import { QUOTE_FILTER_KEYS, QuoteFilters, type QuoteFilterValues } from './quote-filters';

const PAGE_SIZE = 20;
const COLUMNS = quoteColumns();

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
  const { values, page, setPage, update, clear, active } = useSearchState(QUOTE_FILTER_KEYS);
  const quotes = useQuery(trpc.quotes.list.queryOptions(listInput(values, page), { placeholderData: keepPreviousData }));

  return (
    <ListPage
      label="Cotações"
      noun="cotações"
      filters={<QuoteFilters values={values} active={active} onChange={update} onClear={clear} />}
      query={quotes}
      rows={quotes.data?.quotes}
      pagination={quotes.data?.pagination}
      onPageChange={setPage}
      columns={COLUMNS}
      rowKey={(quote) => quote.id}
      empty={{
        filtered: active,
        noMatch: 'Nenhuma cotação com esses filtros.',
        none: 'Nenhuma cotação ainda.',
        hint: 'Monte uma cotação e envie o link para o cliente aceitar.',
        create: { href: '/quotes/new', label: 'Nova cotação' },
      }}
    />
  );
}
