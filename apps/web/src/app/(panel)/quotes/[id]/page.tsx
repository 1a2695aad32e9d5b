import type { Metadata } from 'next';
import { QuoteDetailView } from '@/components/quotes/quote-detail';

export const metadata: Metadata = { title: 'Cotação' };

export default async function QuotePage({ params, searchParams }: PageProps<'/quotes/[id]'>) {
  const { id } = await params;
  const { notice } = await searchParams;
  return <QuoteDetailView id={id} notice={typeof notice === 'string' ? notice : undefined} />;
}
