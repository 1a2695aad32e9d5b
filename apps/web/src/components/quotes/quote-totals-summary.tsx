import { formatMoney, formatQuantity } from '@/lib/format';

interface QuoteTotalsSummaryProps {
  subtotal: number;
  /** Omitted when the quote has none; `percent` names the rate ("Desconto (10%)"). */
  discount?: { amount: number; percent?: number } | null;
  total: number;
  currency?: string;
  /** The customer's share page has its own look. */
  variant?: 'panel' | 'share';
  totalTestId?: string;
}

/** Subtotal, discount and total: in the builder an estimate, on a stored quote core's exact figures. */
export function QuoteTotalsSummary({
  subtotal,
  discount,
  total,
  currency = 'BRL',
  variant = 'panel',
  totalTestId,
}: QuoteTotalsSummaryProps) {
  return (
    <dl className={variant === 'share' ? 'share-totals' : 'quote-totals'} aria-label="Totais">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatMoney(subtotal, currency)}</dd>
      </div>
      {discount && (
        <div>
          <dt>Desconto{discount.percent !== undefined ? ` (${formatQuantity(discount.percent)}%)` : ''}</dt>
          <dd>− {formatMoney(discount.amount, currency)}</dd>
        </div>
      )}
      <div className={variant === 'share' ? 'share-total' : 'quote-total'}>
        <dt>Total</dt>
        <dd data-testid={totalTestId}>{formatMoney(total, currency)}</dd>
      </div>
    </dl>
  );
}

/** A stored quote's discount as the summary shows it. */
export function storedDiscount(discount: { type: string; value: number; amount: number } | null): QuoteTotalsSummaryProps['discount'] {
  return discount && { amount: discount.amount, ...(discount.type === 'percentage' && { percent: discount.value }) };
}
