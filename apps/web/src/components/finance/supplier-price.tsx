import { formatMoney } from '@/lib/format';
import { appliedRate, decimalText, rateText, type RateUsed } from './rate-text';

interface SupplierPriceProps {
  price: { amount: number; currency: string };
  rate: RateUsed;
  /** After prebook: the rate no longer moves for this sale. */
  locked?: boolean;
  /** In a table cell: the price and the applied rate only, on one short line. */
  compact?: boolean;
}

/**
 * An offer a supplier priced in another currency, sold in reais: the supplier's own price and the rate
 * it was converted at, so the agent sees what the agency will owe and at which rate.
 */
export function SupplierPrice({ price, rate, locked = false, compact = false }: SupplierPriceProps) {
  if (compact)
    return (
      <div className="small muted" data-testid="supplier-price" title={`Preço do fornecedor; câmbio ${rateText(rate, price.currency)}`}>
        {formatMoney(price.amount, price.currency)} × R$ {decimalText(appliedRate(rate))}
      </div>
    );
  return (
    <p className="small muted" data-testid="supplier-price">
      Preço do fornecedor: <strong>{formatMoney(price.amount, price.currency)}</strong> · câmbio {rateText(rate, price.currency)}
      {locked && ' · travado na pré-reserva'}
    </p>
  );
}
