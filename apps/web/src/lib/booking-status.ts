import type { BookingStatus } from '@/trpc/types';

/**
 * The moves core allows (DESIGN.md, bookings): pending -> confirmed | cancelled | completed;
 * confirmed -> completed | cancelled; cancelled and completed are final. The panel offers only these.
 */
export const NEXT_STATUSES: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'completed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  cancelled: [],
  completed: [],
};

export const BOOKING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'completed', 'cancelled'];

/** The button that moves a booking to each status. */
export const STATUS_ACTION_LABELS: Record<BookingStatus, string> = {
  pending: 'Voltar para pendente',
  confirmed: 'Confirmar reserva',
  completed: 'Marcar como concluída',
  cancelled: 'Cancelar reserva',
};
