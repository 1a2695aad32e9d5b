import { DetailItem } from '@/components/ui/detail-item';
import type { SupplierSummary } from '@/lib/booking-metadata';
import { formatDateTime, formatMoney } from '@/lib/format';
import { labelOf, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, SUPPLIER_STATUS_LABELS } from '@/lib/labels';
import type { BookingDetail } from '@/trpc/types';

interface BookingPaymentProps {
  payment: BookingDetail['payment'];
  supplier: SupplierSummary | null;
}

/** Payment and supplier issue, when the booking came from an integrated flow; manual ones say so. */
export function BookingPayment({ payment, supplier }: BookingPaymentProps) {
  // How to pay is shown only while the payment can still be paid: a closed PIX must not be passed on.
  const open = payment?.status === 'pending';
  return (
    <section className="card" aria-labelledby="booking-payment-title">
      <h2 className="card-title" id="booking-payment-title">
        Pagamento
      </h2>
      {!payment ? (
        <p className="muted">Nenhum pagamento registrado. Reservas manuais não geram cobrança.</p>
      ) : (
        <dl className="details details-single">
          <DetailItem label="Forma">{labelOf(PAYMENT_METHOD_LABELS, payment.method)}</DetailItem>
          <DetailItem label="Situação">
            <span className={`badge badge-payment-${payment.status}`} data-testid="booking-payment-status">
              {labelOf(PAYMENT_STATUS_LABELS, payment.status)}
            </span>
          </DetailItem>
          <DetailItem label="Valor">{formatMoney(payment.amount, payment.currency)}</DetailItem>
          {payment.installments > 1 && <DetailItem label="Parcelas">{`${payment.installments}x`}</DetailItem>}
          {payment.card && (
            <DetailItem label="Cartão">{`${payment.card.brand ? payment.card.brand.toUpperCase() : 'Cartão'} •••• ${payment.card.last4}`}</DetailItem>
          )}
          {payment.paid_at && <DetailItem label="Pago em">{formatDateTime(payment.paid_at)}</DetailItem>}
          {!payment.paid_at && payment.expires_at && <DetailItem label="Expira em">{formatDateTime(payment.expires_at)}</DetailItem>}
          {payment.boleto_url && (
            <DetailItem label="Boleto">
              <a href={payment.boleto_url} target="_blank" rel="noreferrer">
                Abrir boleto (PDF)
              </a>
            </DetailItem>
          )}
          {open && payment.payment_url && (
            <DetailItem label="Link de pagamento">
              <a href={payment.payment_url} target="_blank" rel="noreferrer">
                Abrir
              </a>
            </DetailItem>
          )}
          {open && payment.pix_code && (
            <DetailItem label="PIX copia e cola">
              <code className="wrap">{payment.pix_code}</code>
            </DetailItem>
          )}
        </dl>
      )}
      {supplier && (
        <>
          <h3 className="card-subtitle">Fornecedor</h3>
          <dl className="details details-single">
            {supplier.provider && <DetailItem label="Fornecedor">{supplier.provider}</DetailItem>}
            <DetailItem label="Emissão">
              {supplier.mode === 'manual' ? 'Manual' : supplier.mode === 'automatic' ? 'Automática' : supplier.mode}
            </DetailItem>
            <DetailItem label="Situação">{labelOf(SUPPLIER_STATUS_LABELS, supplier.status)}</DetailItem>
            <DetailItem label="Localizador">{supplier.locator && <span className="mono">{supplier.locator}</span>}</DetailItem>
            {supplier.orderId && (
              <DetailItem label="Pedido no fornecedor">
                <span className="mono">{supplier.orderId}</span>
              </DetailItem>
            )}
          </dl>
        </>
      )}
    </section>
  );
}
