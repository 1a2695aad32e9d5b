'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmBox } from '@/components/ui/confirm-box';
import { useTRPC } from '@/trpc/client';
import type { BookingDetail } from '@/trpc/types';

interface CancelBookingConfirmationProps {
  booking: Pick<BookingDetail, 'id' | 'booking_number' | 'title'>;
  onClose: () => void;
  onCancelled: () => void;
}

/** Cancelling is final (no move leaves `cancelled`), so it takes an explicit second click. */
export function CancelBookingConfirmation({ booking, onClose, onCancelled }: CancelBookingConfirmationProps) {
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
    <ConfirmBox
      label={`Confirmar cancelamento de ${booking.booking_number}`}
      confirmLabel="Confirmar cancelamento"
      pendingLabel="Cancelando…"
      pending={cancel.isPending}
      error={cancel.error}
      onCancel={onClose}
      onConfirm={() => cancel.mutate({ id: booking.id })}
    >
      <p>
        <strong>
          Cancelar a reserva {booking.booking_number} – {booking.title}?
        </strong>
      </p>
      <p className="muted">
        A reserva fica registrada como cancelada e não pode voltar a ser confirmada. Pagamentos e reservas em fornecedores, se houver,
        precisam ser tratados à parte.
      </p>
    </ConfirmBox>
  );
}
