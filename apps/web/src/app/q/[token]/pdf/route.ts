import { renderQuotePdf } from '@/lib/quote-pdf';
import { loadPublicQuote } from '@/lib/quote-public';

// The quote as a PDF the customer can keep; the same public read as the share page.
export async function GET(_req: Request, { params }: RouteContext<'/q/[token]/pdf'>) {
  const { token } = await params;
  const quote = await loadPublicQuote(token);
  if (!quote) return new Response('Cotação não encontrada.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const pdf = await renderQuotePdf(quote);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="cotacao-${quote.number}.pdf"`,
      'cache-control': 'private, no-store',
    },
  });
}
