import type { Metadata } from 'next';
import { Suspense } from 'react';
import { FinanceTabs } from '@/components/finance/finance-tabs';
import { PayablesList } from '@/components/finance/payables-list';
import { Loading } from '@/components/query-state';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Contas a pagar' };

export default function PayablesPage() {
  return (
    <div className="stack">
      <PageHeader
        title="Financeiro"
        description="O que a agência deve a cada fornecedor, na moeda dele, com o câmbio travado na pré-reserva: vencidas primeiro."
      />
      <FinanceTabs current="/finance/payables" />
      <Suspense fallback={<Loading label="Carregando contas a pagar…" />}>
        <PayablesList />
      </Suspense>
    </div>
  );
}
