import type { Metadata } from 'next';
import { QuoteBuilder } from '@/components/quotes/quote-builder';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Nova cotação' };

export default function NewQuotePage() {
  return (
    <>
      <PageHeader title="Nova cotação" back={{ href: '/quotes', label: 'Cotações' }} />
      <QuoteBuilder />
    </>
  );
}
