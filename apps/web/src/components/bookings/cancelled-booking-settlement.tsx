'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { SupplierSummary } from '@/lib/booking-metadata';
import { formatMoney } from '@/lib/format';
import { useTRPC } from '@/trpc/client';
import type { BookingDetail } from '@/trpc/types';

interface CancelledBookingSettlementProps {
  booking: Pick<BookingDetail, 'id' | 'booking_number' | 'status' | 'type' | 'payment' | 'cancellation'>;
  supplier: SupplierSummary | null;
  onSettled: (notice: string) => void;
}

/**
 * What is left to settle on a cancelled booking: cancelling never refunds or cancels at the
 * supplier by itself (penalties are the agency's call), so each is an explicit, confirmed action.
 */
export function CancelledBookingSettlement({ booking, supplier, onSettled }: CancelledBookingSettlementProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const done = (notice: string) => async () => {
    await queryClient.invalidateQueries(trpc.bookings.pathFilter());
    onSettled(notice);
  };
  const refund = useMutation(trpc.payments.refund.mutationOptions({ onSuccess: done('Pagamento estornado.') }));
  const cancelAtSupplier = useMutation(
    trpc.bookings.cancelAtSupplier.mutationOptions({ onSuccess: done('Reserva cancelada no fornecedor.') }),
  );

  const payment = booking.payment;
  // A cancellation confirmed with a quote refunded what it should: the rest is the penalty and the fee.
  const canRefund = payment?.status === 'paid' && !booking.cancellation;
  // A flight issued by hand was issued at the consolidator by an agent: it is cancelled there by hand too.
  const issuedByHand = booking.type === 'flight' && supplier?.mode === 'manual';
  const canCancelAtSupplier = supplier?.status === 'issued' && Boolean(supplier.locator) && !issuedByHand;
  if (booking.status !== 'cancelled' || (!canRefund && !canCancelAtSupplier)) return null;

  return (
    <section className="card" aria-labelledby="booking-settlement-title">
      <h2 className="card-title" id="booking-settlement-title">
        Pendências do cancelamento
      </h2>
      <p className="muted">A reserva foi cancelada, mas ainda há o que acertar.</p>
      <div className="actions">
        {canRefund && payment && (
          <ConfirmDialog
            trigger={
              <button type="button" className="button button-small">
                Estornar pagamento
              </button>
            }
            title={`Confirmar estorno de ${booking.booking_number}`}
            confirmLabel="Confirmar estorno"
            pendingLabel="Estornando…"
            pending={refund.isPending}
            error={refund.error}
            onConfirm={() => refund.mutateAsync({ bookingId: booking.id })}
          >
            <p>
              <strong>Estornar {formatMoney(payment.amount, payment.currency)} ao cliente?</strong>
            </p>
            <p className="muted">
              O estorno é pedido ao gateway de pagamento e não pode ser desfeito. Só donos e administradores podem estornar.
            </p>
          </ConfirmDialog>
        )}
        {canCancelAtSupplier && supplier && (
          <ConfirmDialog
            trigger={
              <button type="button" className="button button-small">
                Cancelar no fornecedor
              </button>
            }
            title={`Confirmar cancelamento no fornecedor de ${booking.booking_number}`}
            confirmLabel="Cancelar no fornecedor"
            pendingLabel="Cancelando…"
            pending={cancelAtSupplier.isPending}
            error={cancelAtSupplier.error}
            onConfirm={() => cancelAtSupplier.mutateAsync({ id: booking.id })}
          >
            <p>
              <strong>Cancelar a reserva {supplier.locator} no fornecedor?</strong>
            </p>
            <p className="muted">Multas do fornecedor, se houver, seguem as regras da tarifa.</p>
          </ConfirmDialog>
        )}
      </div>
    </section>
  );
}
