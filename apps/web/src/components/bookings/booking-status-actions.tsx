'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NEXT_STATUSES, STATUS_ACTION_LABELS } from '@/lib/booking-status';
import { errorMessage } from '@/trpc/error-message';
import { useTRPC } from '@/trpc/client';
import type { BookingDetail, BookingStatus } from '@/trpc/types';
import { CancelBookingConfirmation } from './cancel-booking-confirmation';

interface BookingStatusActionsProps {
  booking: Pick<BookingDetail, 'id' | 'status' | 'booking_number' | 'title' | 'payment'>;
  onChanged: (status: BookingStatus) => void;
}

/** Only the moves the booking's status allows; a final status offers none. */
export function BookingStatusActions({ booking, onChanged }: BookingStatusActionsProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const change = useMutation(
    trpc.bookings.update.mutationOptions({
      onSuccess: async (updated) => {
        await queryClient.invalidateQueries(trpc.bookings.pathFilter());
        onChanged(updated.status);
      },
    }),
  );
  const next = NEXT_STATUSES[booking.status];
  if (next.length === 0) return null;
  return (
    <div className="status-actions">
      {next.map((status) =>
        status === 'cancelled' ? (
          <CancelBookingConfirmation
            key={status}
            booking={booking}
            disabled={change.isPending}
            onCancelled={() => onChanged('cancelled')}
          />
        ) : (
          <button
            key={status}
            type="button"
            className={`button${status === 'confirmed' ? ' button-primary' : ''}`}
            disabled={change.isPending}
            onClick={() => change.mutate({ id: booking.id, status })}
          >
            {change.isPending && change.variables?.status === status ? 'Salvando…' : STATUS_ACTION_LABELS[status]}
          </button>
        ),
      )}
      {change.isError && (
        <p className="hint hint-error status-actions-error" role="alert">
          {errorMessage(change.error)}
        </p>
      )}
    </div>
  );
}
