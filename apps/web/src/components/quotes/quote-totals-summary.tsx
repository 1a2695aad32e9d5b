import { formatMoney } from '@/lib/format';
import type { QuoteTotals } from '@/lib/quote-totals';

/** Subtotal, discount and total; in the builder they are an estimate, core stores the exact ones. */
export function QuoteTotalsSummary({ totals }: { totals: QuoteTotals }) {
  return (
    <dl className="quote-totals" aria-label="Totais">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatMoney(totals.subtotalCents / 100)}</dd>
      </div>
      <div>
        <dt>Desconto</dt>
        <dd>− {formatMoney(totals.discountCents / 100)}</dd>
      </div>
      <div className="quote-total">
        <dt>Total</dt>
        <dd data-testid="quote-builder-total">{formatMoney(totals.totalCents / 100)}</dd>
      </div>
    </dl>
  );
}
