'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { STATUS_ACTION_LABELS } from '@/lib/booking-status';
import { useTRPC } from '@/trpc/client';
import type { BookingDetail } from '@/trpc/types';

interface CancelBookingConfirmationProps {
  booking: Pick<BookingDetail, 'id' | 'booking_number' | 'title' | 'payment'>;
  /** While another status change runs, cancelling waits. */
  disabled?: boolean;
  onCancelled: () => void;
}

/** What cancelling does to the money: an open charge closes with the booking; a paid one is left to the agency. */
function paymentConsequence(payment: BookingDetail['payment']): string {
  if (payment?.status === 'pending') {
    return 'O pagamento em aberto é cancelado junto e não poderá mais ser pago; se for um voo já reservado, a reserva é liberada na companhia.';
  }
  if (payment?.status === 'paid') {
    return 'O pagamento já recebido não é estornado automaticamente: o estorno e o cancelamento no fornecedor, se couberem, são feitos à parte.';
  }
  return 'Reservas em fornecedores, se houver, precisam ser canceladas à parte.';
}

/** "Cancelar reserva": cancelling is final (no move leaves `cancelled`), so it takes an explicit second click. */
export function CancelBookingConfirmation({ booking, disabled, onCancelled }: CancelBookingConfirmationProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const cancel = useMutation(
    trpc.bookings.delete.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries(trpc.bookings.pathFilter());
        onCancelled();
      },
    }),
  );
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="button button-danger-outline" disabled={disabled}>
          {STATUS_ACTION_LABELS.cancelled}
        </button>
      }
      title={`Confirmar cancelamento de ${booking.booking_number}`}
      confirmLabel="Confirmar cancelamento"
      pendingLabel="Cancelando…"
      pending={cancel.isPending}
      error={cancel.error}
      onConfirm={() => cancel.mutateAsync({ id: booking.id })}
    >
      <p>
        <strong>
          Cancelar a reserva {booking.booking_number} – {booking.title}?
        </strong>
      </p>
      <p className="muted">A reserva fica registrada como cancelada e não pode voltar a ser confirmada.</p>
      <p className="muted">{paymentConsequence(booking.payment)}</p>
    </ConfirmDialog>
  );
}
