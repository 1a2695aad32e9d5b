import { DetailItem } from '@/components/ui/detail-item';
import { formatCount, formatMoney } from '@/lib/format';

interface LedgerTotalsProps {
  /** "Total a receber" */
  label: string;
  totals: readonly { currency: string; amount: number; count: number }[] | undefined;
}

/** The filtered list's sum per currency (every page, not only the one shown): never added across currencies. */
export function LedgerTotals({ label, totals }: LedgerTotalsProps) {
  if (!totals || totals.length === 0) return null;
  return (
    <section className="card" aria-label={label}>
      <dl className="details">
        {totals.map((total) => (
          <DetailItem key={total.currency} label={`${label} em ${total.currency}`}>
            <strong data-testid={`total-${total.currency}`}>{formatMoney(total.amount, total.currency)}</strong>{' '}
            <span className="muted small">
              ({formatCount(total.count)} {total.count === 1 ? 'lançamento' : 'lançamentos'})
            </span>
          </DetailItem>
        ))}
      </dl>
    </section>
  );
}
