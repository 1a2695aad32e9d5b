import { formatMoney } from '@/lib/format';

/**
 * What the exchange gave or took once the supplier was paid: the payable at the locked rate less what
 * it cost at the rate paid (positive is a gain). Nothing before the payment.
 */
export function ExchangeDifference({ brl }: { brl: number | null }) {
  if (brl === null) return <span className="muted">—</span>;
  if (brl === 0) return <span>Sem diferença cambial</span>;
  const gain = brl > 0;
  return (
    <span className={`badge ${gain ? 'badge-payment-paid' : 'badge-status-cancelled'}`} data-testid="exchange-difference">
      {gain ? 'Ganho cambial' : 'Perda cambial'} {formatMoney(Math.abs(brl))}
    </span>
  );
}
