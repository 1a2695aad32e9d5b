import { formatDate } from '@/lib/format';
import type { PublicQuote } from '@/lib/quote-types';

/** What the customer can no longer do, said plainly; a sent quote shows nothing here. */
export function PublicQuoteStatus({ quote }: { quote: PublicQuote }) {
  const message = messageFor(quote);
  if (!message) return null;
  return (
    <p className={`share-status share-status-${quote.status}`} role="status" data-testid="quote-status">
      {message}
    </p>
  );
}

function messageFor(quote: PublicQuote): string | null {
  switch (quote.status) {
    case 'accepted':
      return `Você aceitou esta cotação. ${quote.agency.name} vai entrar em contato para concluir a reserva.`;
    case 'declined':
      return 'Você recusou esta cotação. Se mudar de ideia, fale com a agência.';
    case 'expired':
      return `Esta cotação expirou em ${formatDate(quote.valid_until)}. Fale com a agência para receber uma nova proposta.`;
    case 'cancelled':
      return 'Esta cotação foi cancelada pela agência.';
    case 'draft':
      return 'Esta cotação ainda não foi enviada pela agência.';
    default:
      return null;
  }
}
