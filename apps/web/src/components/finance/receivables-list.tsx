'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ListPage } from '@/components/ui/list-page';
import { useSearchState } from '@/lib/use-search-state';
import { useTRPC } from '@/trpc/client';
import { LedgerFilters } from './ledger-filters';
import { LEDGER_FILTER_KEYS, ledgerQuery } from './ledger-query';
import { LedgerSummary } from './ledger-summary';
import { RECEIVABLE_COLUMNS } from './receivable-columns';

const PAGE_SIZE = 20;

/** Contas a receber: what customers owe (their PIX, boleto and card payments), overdue first. */
export function ReceivablesList() {
  const trpc = useTRPC();
  const { values, page, setPage, update, clear, active } = useSearchState(LEDGER_FILTER_KEYS);
  const query = ledgerQuery(values);
  const receivables = useQuery(
    trpc.finance.listReceivables.queryOptions({ ...query, page, limit: PAGE_SIZE }, { placeholderData: keepPreviousData }),
  );
  return (
    <ListPage
      label="Contas a receber"
      noun="contas a receber"
      filters={<LedgerFilters values={values} active={active} onChange={update} onClear={clear} />}
      summary={<LedgerSummary kind="receivables" label="Total" noun="contas a receber" totals={receivables.data?.totals} query={query} />}
      query={receivables}
      rows={receivables.data?.items}
      pagination={receivables.data?.pagination}
      onPageChange={setPage}
      columns={RECEIVABLE_COLUMNS}
      rowKey={(row) => row.id}
      empty={{
        filtered: active,
        noMatch: 'Nenhuma conta a receber com esses filtros.',
        none: 'Nada a receber em aberto.',
        hint: 'Os pagamentos das reservas (PIX, boleto e cartão) aparecem aqui com o vencimento.',
      }}
    />
  );
}
