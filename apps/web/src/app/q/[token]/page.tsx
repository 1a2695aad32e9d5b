import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { PublicQuoteAnswer } from '@/components/quotes/public-quote-answer';
import { PublicQuoteView } from '@/components/quotes/public-quote-view';
import { loadPublicQuote } from '@/lib/quote-public';

// Read on every visit: the status changes when the customer answers or the quote expires.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: { absolute: 'Sua cotação de viagem' }, robots: { index: false, follow: false } };
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function SharedQuotePage({ params }: PageProps<'/q/[token]'>) {
  const { token } = await params;
  const quote = await loadPublicQuote(token);
  if (!quote) notFound();
  return (
    <PublicQuoteView
      quote={quote}
      now={new Date()}
      pdfHref={`/q/${encodeURIComponent(token)}/pdf`}
      answer={quote.status === 'sent' ? <PublicQuoteAnswer token={token} version={quote.version} /> : null}
    />
  );
}
