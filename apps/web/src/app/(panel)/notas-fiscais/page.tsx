import type { Metadata } from 'next';
import { Suspense } from 'react';
import { InvoicesList } from '@/components/invoices/invoices-list';
import { Loading } from '@/components/query-state';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Notas fiscais' };

export default function InvoicesPage() {
  return (
    <>
      <PageHeader
        title="Notas fiscais"
        description="NFS-e da receita da agência em cada venda (markup, DU), emitidas pelo gateway de pagamento."
      />
      <Suspense fallback={<Loading label="Carregando notas fiscais…" />}>
        <InvoicesList />
      </Suspense>
    </>
  );
}
