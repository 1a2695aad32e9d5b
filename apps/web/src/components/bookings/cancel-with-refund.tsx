'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DetailItem } from '@/components/ui/detail-item';
import { formatMoney } from '@/lib/format';
import { errorMessage } from '@/trpc/error-message';
import { useTRPC } from '@/trpc/client';
import type { BookingDetail } from '@/trpc/types';

interface CancelWithRefundProps {
  booking: Pick<BookingDetail, 'id' | 'booking_number' | 'status' | 'payment' | 'cancellation'>;
  onSettled: (notice: string) => void;
}

const SOURCE_LABELS: Record<string, string> = {
  hotelbeds_simulation: 'Simulação de cancelamento da Hotelbeds',
  duffel_quote: 'Cotação de cancelamento da Duffel',
  sandbox_policy: 'Política do fornecedor de testes',
  recorded: 'Multa registrada no cancelamento no fornecedor',
  no_reservation: 'Sem reserva em fornecedor integrado',
};

/** What was kept and given back when the booking was cancelled with a quote, and what the payment shows of it. */
function SettledCancellation({
  cancellation,
  payment,
}: {
  cancellation: NonNullable<BookingDetail['cancellation']>;
  payment: BookingDetail['payment'];
}) {
  const { currency } = cancellation;
  const refunded = payment?.refunded_amount ?? 0;
  return (
    <section className="card" aria-labelledby="booking-cancellation-title">
      <h2 className="card-title" id="booking-cancellation-title">
        Cancelamento
      </h2>
      <dl className="details details-single">
        <DetailItem label="Multa do fornecedor">{formatMoney(cancellation.supplier_penalty, currency)}</DetailItem>
        <DetailItem label="Taxa da agência">{formatMoney(cancellation.agency_fee, currency)}</DetailItem>
        <DetailItem label="Reembolsado ao cliente">{formatMoney(cancellation.refund_amount, currency)}</DetailItem>
        {payment && refunded > 0 && (
          <DetailItem label="Estorno no pagamento">
            <span data-testid="cancellation-payment-refund">
              {formatMoney(refunded, payment.currency)} de {formatMoney(payment.amount, payment.currency)}
              {refunded < payment.amount ? ' (parcial)' : ' (total)'}
            </span>
          </DetailItem>
        )}
      </dl>
    </section>
  );
}

/**
 * "Cancelar com reembolso": asks the supplier what it keeps (the quote is fetched when the dialog
 * opens, never before: Duffel makes a quote per call), shows penalty, the agency's fee and the
 * refund, and on confirmation cancels here and at the supplier and refunds exactly that amount.
 */
export function CancelWithRefund({ booking, onSettled }: CancelWithRefundProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const quote = useQuery({ ...trpc.cancellations.quote.queryOptions({ id: booking.id }), enabled: open, staleTime: 0, gcTime: 0 });
  const confirm = useMutation(
    trpc.cancellations.confirm.mutationOptions({
      onSuccess: async (done) => {
        await queryClient.invalidateQueries(trpc.bookings.pathFilter());
        onSettled(`Reserva cancelada. Reembolso ao cliente: ${formatMoney(done.refund_amount, done.currency)}.`);
      },
    }),
  );

  if (booking.cancellation) return <SettledCancellation cancellation={booking.cancellation} payment={booking.payment} />;
  const paid = booking.payment?.status === 'paid';
  if (!paid || booking.status === 'completed') return null;

  const data = quote.data;
  return (
    <section className="card" aria-labelledby="booking-cancel-refund-title">
      <h2 className="card-title" id="booking-cancel-refund-title">
        Cancelamento com reembolso
      </h2>
      <p className="muted">Consulta a multa do fornecedor e a taxa da agência antes de cancelar e reembolsar o cliente.</p>
      <div className="actions">
        <ConfirmDialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) confirm.reset();
          }}
          trigger={
            <button type="button" className="button button-small button-danger-outline">
              Cancelar com reembolso
            </button>
          }
          title={`Cancelar ${booking.booking_number} com reembolso`}
          confirmLabel="Confirmar cancelamento e reembolso"
          pendingLabel={confirm.isPending ? 'Cancelando…' : 'Consultando o fornecedor…'}
          pending={confirm.isPending || !data}
          error={confirm.error ?? (quote.isError ? quote.error : null)}
          onConfirm={() => (data ? confirm.mutateAsync({ id: booking.id, refund_amount: data.refund_amount }) : undefined)}
        >
          {!data ? (
            <p className="muted">{quote.isError ? 'Não foi possível consultar o cancelamento.' : 'Consultando o fornecedor…'}</p>
          ) : (
            <>
              <dl className="details details-single" aria-label="Valores do cancelamento">
                <DetailItem label="Pago pelo cliente">{formatMoney(data.paid_amount, data.currency)}</DetailItem>
                <DetailItem label="Multa do fornecedor">{formatMoney(data.supplier_penalty, data.currency)}</DetailItem>
                {data.supplier_amount && data.exchange_rate && (
                  <DetailItem label="Valor do fornecedor na moeda dele">
                    {formatMoney(data.supplier_amount.amount, data.supplier_amount.currency)} (câmbio travado na pré-reserva:{' '}
                    {data.exchange_rate.applied_rate.replace('.', ',')})
                  </DetailItem>
                )}
                <DetailItem label="Taxa da agência">{formatMoney(data.agency_fee, data.currency)}</DetailItem>
                <DetailItem label="Reembolso ao cliente">
                  <strong data-testid="cancellation-refund">{formatMoney(data.refund_amount, data.currency)}</strong>
                </DetailItem>
              </dl>
              <p className="muted">
                {SOURCE_LABELS[data.source] ?? data.source}. A reserva é cancelada aqui e no fornecedor, e o reembolso é pedido ao gateway
                que recebeu o pagamento; não pode ser desfeito.
              </p>
            </>
          )}
        </ConfirmDialog>
      </div>
      {quote.isError && !open && <p className="hint hint-error">{errorMessage(quote.error)}</p>}
    </section>
  );
}
