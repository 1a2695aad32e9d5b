import { formatDate, formatMoney } from '@/lib/format';

/** The rate an offer was sold at, as offers (camelCase) and prebooks (snake_case) carry it. */
interface RateUsed {
  rate: string;
  source: 'ptax' | 'agency';
  date: string;
  appliedRate?: string;
  applied_rate?: string;
  spreadPercent?: string;
  spread_percent?: string;
}

/** A decimal string as Brazilians read it: "5.8123" -> "5,8123" (every digit kept: never a float). */
export function decimalText(value: string): string {
  return value.replace('.', ',');
}

function appliedRate(used: RateUsed): string {
  return used.appliedRate ?? used.applied_rate ?? used.rate;
}

/** "R$ 5,9285 por EUR: PTAX de venda de 27/11/2026 (R$ 5,8123 + 2%)" */
export function rateText(used: RateUsed, currency: string): string {
  const source = used.source === 'ptax' ? `PTAX de venda de ${formatDate(used.date)}` : `Taxa da agência de ${formatDate(used.date)}`;
  const spread = used.spreadPercent ?? used.spread_percent ?? '0';
  const applied = appliedRate(used);
  const spreadText = /^0+(\.0+)?$/.test(spread) ? '' : ` (R$ ${decimalText(used.rate)} + ${decimalText(spread)}%)`;
  return `R$ ${decimalText(applied)} por ${currency}: ${source}${spreadText}`;
}

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
