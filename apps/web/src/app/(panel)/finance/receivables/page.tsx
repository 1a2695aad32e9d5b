import type { Metadata } from 'next';
import { Suspense } from 'react';
import { FinanceTabs } from '@/components/finance/finance-tabs';
import { ReceivablesList } from '@/components/finance/receivables-list';
import { Loading } from '@/components/query-state';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Contas a receber' };

export default function ReceivablesPage() {
  return (
    <div className="stack">
      <PageHeader title="Financeiro" description="O que os clientes devem à agência: vencidas primeiro, totais por moeda." />
      <FinanceTabs current="/finance/receivables" />
      <Suspense fallback={<Loading label="Carregando contas a receber…" />}>
        <ReceivablesList />
      </Suspense>
    </div>
  );
}
