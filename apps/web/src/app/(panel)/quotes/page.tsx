import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { Loading } from '@/components/query-state';
import { QuotesList } from '@/components/quotes/quotes-list';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Cotações' };

export default function QuotesPage() {
  return (
    <>
      <PageHeader
        title="Cotações"
        description="Propostas enviadas aos clientes por link; aceitas, viram reservas."
        actions={
          <Link className="button button-primary" href="/quotes/new">
            Nova cotação
          </Link>
        }
      />
      <Suspense fallback={<Loading label="Carregando cotações…" />}>
        <QuotesList />
      </Suspense>
    </>
  );
}
