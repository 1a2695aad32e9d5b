import { DetailItem } from '@/components/ui/detail-item';
import { formatDate, formatMoney } from '@/lib/format';
import { labelOf } from '@/lib/labels';
import type { RouterOutputs } from '@/trpc/types';
import { ExchangeDifference } from './exchange-difference';
import { PAYABLE_STATUS_LABELS, RECEIVABLE_STATUS_LABELS } from './labels';
import { decimalText } from './rate-text';

type Ledger = NonNullable<RouterOutputs['bookings']['get']['ledger']>;

/**
 * A supplier sale in the agency's ledger: what the customer owes, what the agency owes the supplier
 * (in its currency), the margin, and once the supplier is paid the realised margin and the exchange
 * gain or loss; paid and then cancelled, what the supplier owes back.
 */
export function BookingLedger({ ledger }: { ledger: Ledger | undefined }) {
  if (!ledger) return null;
  const { receivable, payable } = ledger;
  return (
    <section className="card" aria-labelledby="booking-ledger-title">
      <h2 className="card-title" id="booking-ledger-title">
        Financeiro
      </h2>
      <dl className="details details-single">
        <DetailItem label="A receber do cliente">
          {formatMoney(receivable.amount, receivable.currency)}
          {receivable.status !== 'none' && <span className="muted"> · {labelOf(RECEIVABLE_STATUS_LABELS, receivable.status)}</span>}
        </DetailItem>
        {payable && (
          <DetailItem label="A pagar ao fornecedor">
            <span data-testid="ledger-payable">{formatMoney(payable.amount, payable.currency)}</span>
            <span className="muted">
              {' '}
              · vence {formatDate(payable.due_date)} · {labelOf(PAYABLE_STATUS_LABELS, payable.status)}
            </span>
            {payable.currency !== 'BRL' && (
              <div className="small" data-testid="ledger-locked-rate">
                Câmbio travado na pré-reserva: R$ {decimalText(payable.locked_rate)} por {payable.currency}
              </div>
            )}
            {payable.paid_amount_brl !== null && (
              <div className="small">
                Pago {formatMoney(payable.paid_amount_brl)}
                {payable.currency !== 'BRL' && payable.paid_rate && ` a R$ ${decimalText(payable.paid_rate)} por ${payable.currency}`}
              </div>
            )}
            {payable.supplier_credit !== null && (
              <div className="small" data-testid="ledger-supplier-credit">
                Crédito do fornecedor (pago e depois cancelado): {formatMoney(payable.supplier_credit, payable.currency)}{' '}
                {payable.supplier_credit_received_at
                  ? `recebido em ${formatDate(payable.supplier_credit_received_at)}: ${formatMoney(payable.supplier_credit_received_brl)}`
                  : 'a receber'}
              </div>
            )}
          </DetailItem>
        )}
        <DetailItem label="Margem prevista">{formatMoney(ledger.margin_brl)}</DetailItem>
        {ledger.realised_margin_brl !== null && (
          <DetailItem label="Margem realizada">
            <strong data-testid="ledger-realised-margin">{formatMoney(ledger.realised_margin_brl)}</strong>
          </DetailItem>
        )}
        {ledger.exchange_difference_brl !== null && (
          <DetailItem label="Variação cambial">
            <ExchangeDifference brl={ledger.exchange_difference_brl} />
          </DetailItem>
        )}
      </dl>
    </section>
  );
}
