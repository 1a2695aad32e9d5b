'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DateRangeFilter, FilterBar, SelectFilter, optionsOf } from '@/components/ui/filter-bar';
import { ListPage } from '@/components/ui/list-page';
import { useSearchState } from '@/lib/use-search-state';
import { useTRPC } from '@/trpc/client';
import { INVOICE_COLUMNS } from './invoice-columns';
import { INVOICE_STATUSES, INVOICE_STATUS_LABELS, type InvoiceStatus } from './invoice-labels';

const PAGE_SIZE = 20;
const FILTER_KEYS = ['status', 'from', 'to'] as const;

/** Notas fiscais: every NFS-e of the agency, its status and, when refused, why (in Asaas' words). */
export function InvoicesList() {
  const trpc = useTRPC();
  const { values, page, setPage, update, clear, active } = useSearchState(FILTER_KEYS);
  const status = (INVOICE_STATUSES as readonly string[]).includes(values.status) ? (values.status as InvoiceStatus) : undefined;
  const input = {
    page,
    limit: PAGE_SIZE,
    ...(status && { status }),
    ...(values.from && { from: values.from }),
    ...(values.to && (!values.from || values.to >= values.from) && { to: values.to }),
  };
  const invoices = useQuery(trpc.invoices.list.queryOptions(input, { placeholderData: keepPreviousData }));

  return (
    <ListPage
      label="Notas fiscais"
      noun="notas fiscais"
      filters={
        <FilterBar active={active} onClear={clear}>
          <SelectFilter
            label="Status"
            value={values.status}
            options={optionsOf(INVOICE_STATUS_LABELS, INVOICE_STATUSES)}
            onChange={(next) => update({ status: next })}
          />
          <DateRangeFilter
            legend="Criadas em"
            from={values.from}
            to={values.to}
            fromLabel="De"
            toLabel="Até"
            onFromChange={(from) => update({ from })}
            onToChange={(to) => update({ to })}
          />
        </FilterBar>
      }
      query={invoices}
      rows={invoices.data?.invoices}
      pagination={invoices.data?.pagination}
      onPageChange={setPage}
      columns={INVOICE_COLUMNS}
      rowKey={(invoice) => invoice.id}
      empty={{
        filtered: active,
        noMatch: 'Nenhuma nota fiscal com esses filtros.',
        none: 'Nenhuma nota fiscal ainda.',
        hint: 'Ative a emissão em Configurações › Nota fiscal: cada venda confirmada gera a nota da receita da agência.',
      }}
    />
  );
}
