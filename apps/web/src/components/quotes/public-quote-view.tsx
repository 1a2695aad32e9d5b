import type { ReactNode } from 'react';
import { formatDate, formatMoney, formatQuantity } from '@/lib/format';
import { labelOf } from '@/lib/labels';
import { QUOTE_ITEM_TYPE_LABELS } from '@/lib/quote-labels';
import type { PublicQuote } from '@/lib/quote-types';
import { validityCountdown } from '@/lib/quote-validity';
import { PublicQuoteStatus } from './public-quote-status';
import { QuoteTotalsSummary, storedDiscount } from './quote-totals-summary';

/** The quote as the customer reads it: server-rendered, only the answer buttons run in the browser. */
export function PublicQuoteView({ quote, now, answer, pdfHref }: { quote: PublicQuote; now: Date; answer: ReactNode; pdfHref: string }) {
  const countdown = quote.status === 'sent' ? validityCountdown(quote.valid_until, now) : null;
  return (
    <main className="share">
      <header className="share-header">
        <p className="share-agency">{quote.agency.name}</p>
        <p className="muted small">
          Cotação <span className="mono">{quote.number}</span> · emitida em {formatDate(quote.created_at)}
        </p>
      </header>
      <h1 className="share-title">{quote.title}</h1>
      <p className="muted">Preparada para {quote.customer.name}</p>
      <PublicQuoteStatus quote={quote} />
      {countdown && (
        <p className="share-validity" data-testid="quote-validity">
          Válida até {formatDate(quote.valid_until)} · <strong>{countdown}</strong>
        </p>
      )}
      <section className="share-card" aria-labelledby="share-items">
        <h2 id="share-items">Itens</h2>
        <ul className="share-items">
          {quote.items.map((item, index) => (
            <li key={index} className="share-item">
              <div>
                <span className="badge">{labelOf(QUOTE_ITEM_TYPE_LABELS, item.type)}</span>
                <p className="share-item-description">{item.description}</p>
                {item.details && <p className="muted small share-pre">{item.details}</p>}
              </div>
              <div className="share-item-price">
                <span className="muted small">
                  {formatQuantity(item.quantity)} × {formatMoney(item.unit_price, quote.currency)}
                </span>
                <strong>{formatMoney(Math.round(item.quantity * item.unit_price * 100) / 100, quote.currency)}</strong>
              </div>
            </li>
          ))}
        </ul>
        <QuoteTotalsSummary
          variant="share"
          subtotal={quote.subtotal}
          discount={storedDiscount(quote.discount)}
          total={quote.total}
          currency={quote.currency}
          totalTestId="quote-total"
        />
      </section>
      {quote.notes && (
        <section className="share-card" aria-labelledby="share-notes">
          <h2 id="share-notes">Observações</h2>
          <p className="share-pre">{quote.notes}</p>
        </section>
      )}
      {quote.terms && (
        <section className="share-card" aria-labelledby="share-terms">
          <h2 id="share-terms">Condições</h2>
          <p className="share-pre small">{quote.terms}</p>
        </section>
      )}
      {answer}
      <p className="small">
        <a href={pdfHref} download>
          Baixar PDF da cotação
        </a>
      </p>
    </main>
  );
}
