'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ListPage } from '@/components/ui/list-page';
import { useSearchState } from '@/lib/use-search-state';
import { useTRPC } from '@/trpc/client';
import { LedgerFilters } from './ledger-filters';
import { LEDGER_FILTER_KEYS, ledgerQuery } from './ledger-query';
import { LedgerSummary } from './ledger-summary';
import { PAYABLE_COLUMNS } from './payable-columns';

const PAGE_SIZE = 20;

/** Contas a pagar: what the agency owes each supplier, in the supplier's currency, overdue first. */
export function PayablesList() {
  const trpc = useTRPC();
  const { values, page, setPage, update, clear, active } = useSearchState(LEDGER_FILTER_KEYS);
  const query = ledgerQuery(values);
  const payables = useQuery(
    trpc.finance.listPayables.queryOptions({ ...query, page, limit: PAGE_SIZE }, { placeholderData: keepPreviousData }),
  );
  return (
    <ListPage
      label="Contas a pagar"
      noun="contas a pagar"
      filters={<LedgerFilters values={values} active={active} onChange={update} onClear={clear} />}
      summary={<LedgerSummary kind="payables" label="Total" noun="contas a pagar" totals={payables.data?.totals} query={query} />}
      query={payables}
      rows={payables.data?.items}
      pagination={payables.data?.pagination}
      onPageChange={setPage}
      columns={PAYABLE_COLUMNS}
      rowKey={(row) => row.id}
      empty={{
        filtered: active,
        noMatch: 'Nenhuma conta a pagar com esses filtros.',
        none: 'Nada a pagar a fornecedores em aberto.',
        hint: 'Cada venda de hotel ou voo confirmada deve ao fornecedor, na moeda dele, no prazo de pagamento combinado.',
      }}
    />
  );
}
