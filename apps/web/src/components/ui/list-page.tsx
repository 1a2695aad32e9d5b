'use client';

/**
 * The panel's list pages as one shape: the filter bar, an optional summary (totals), the table with
 * its loading, error and pagination, and the empty state that tells "nothing found" from "nothing
 * yet". Bind the filters and the page to the address bar with useSearchState.
 *
 *   const { values, page, setPage, update, clear, active } = useSearchState(CLIENT_FILTER_KEYS);
 *   const clients = useQuery(trpc.clients.list.queryOptions(input, { placeholderData: keepPreviousData }));
 *   <ListPage
 *     label="Clientes"                     // the table's accessible name
 *     noun="clientes"                      // "Carregando clientes…", "Mostrando 1–20 de 35 clientes"
 *     filters={<ClientFilters values={values} active={active} onChange={update} onClear={clear} />}
 *     query={clients}
 *     rows={clients.data?.customers}
 *     pagination={clients.data?.pagination}
 *     onPageChange={setPage}
 *     columns={CLIENT_COLUMNS}
 *     rowKey={(client) => client.id}
 *     empty={{ filtered: active, noMatch: 'Nenhum cliente encontrado.', none: 'Nenhum cliente cadastrado ainda.',
 *       hint: 'Cadastre os clientes…', create: { href: '/clients/new', label: 'Novo cliente' } }}
 *   />
 */

import type { ComponentProps, ReactNode } from 'react';
import type { PageInfo } from '@/trpc/types';
import { DataTable, type Column, type QueryLike } from './data-table';
import { ListEmptyState } from './empty-state';

interface ListPageProps<T> {
  label: string;
  /** Plural, lower case: "clientes". */
  noun: string;
  /** The filter bar (FilterBar with its filters), or nothing. */
  filters?: ReactNode;
  /** Between the filters and the table: totals of the filtered list. */
  summary?: ReactNode;
  query: QueryLike;
  rows: readonly T[] | undefined;
  pagination?: PageInfo;
  onPageChange?: (page: number) => void;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  empty: ComponentProps<typeof ListEmptyState>;
}

export function ListPage<T>({ label, noun, filters, summary, empty, ...table }: ListPageProps<T>) {
  return (
    <div className="stack">
      {filters}
      {summary}
      <DataTable {...table} label={label} noun={noun} loadingLabel={`Carregando ${noun}…`} empty={<ListEmptyState {...empty} />} />
    </div>
  );
}
