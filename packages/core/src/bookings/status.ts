import type { BookingStatus, Prisma } from '@tas/db';
import type { Caller } from '../context';
import { ApiError } from '../lib/api-error';
import { reconcilePayable } from '../finance/reconcile-payable';
import { enqueueBookingConfirmed } from '../mail/enqueue';
import { emitBookingEvents } from '../outbound-webhooks/emit';
import { planServiceInvoice } from '../invoices/plan-invoice';

/** Who moved a booking: an API key, an agent in the panel, or the system (jobs). */
export interface Actor {
  type: 'api_key' | 'agent' | 'system';
  name: string;
  /** A panel agent's user id: the booking they create is theirs on the dashboard. */
  userId?: string;
}

export function actorOf(caller: Pick<Caller, 'kind' | 'name' | 'userId'>): Actor {
  return { type: caller.kind, name: caller.name, ...(caller.userId && { userId: caller.userId }) };
}

/** DESIGN.md: pending -> confirmed | cancelled | completed; confirmed -> completed | cancelled; the rest are final. */
const NEXT: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'cancelled', 'completed'],
  confirmed: ['completed', 'cancelled'],
  cancelled: [],
  completed: [],
};

export function assertTransition(from: BookingStatus, to: BookingStatus): void {
  if (!NEXT[from].includes(to)) {
    throw new ApiError(400, 'INVALID_STATUS_TRANSITION', `Cannot change status from ${from} to ${to}`);
  }
}

/** DELETE's own wording for the two states it refuses (contract: 400 for completed or cancelled). */
export function assertCancellable(status: BookingStatus): void {
  if (status === 'cancelled') throw new ApiError(400, 'INVALID_STATUS_TRANSITION', 'Booking is already cancelled');
  if (status === 'completed') throw new ApiError(400, 'INVALID_STATUS_TRANSITION', 'Completed bookings cannot be cancelled');
}

/**
 * Position of a status along the only paths bookings move on. Changes recorded in the same
 * millisecond (a frozen clock, a fast client) sort by it, since no path ever goes back.
 */
export const STATUS_ORDER: Record<BookingStatus, number> = { pending: 0, confirmed: 1, cancelled: 2, completed: 2 };

export async function recordStatusChange(
  tx: Prisma.TransactionClient,
  change: { bookingId: string; from: BookingStatus | null; to: BookingStatus; actor: Actor; at: Date; note?: string | null },
): Promise<void> {
  await tx.bookingStatusChange.create({
    data: {
      bookingId: change.bookingId,
      fromStatus: change.from,
      toStatus: change.to,
      actorType: change.actor.type,
      actorName: change.actor.name,
      note: change.note ?? null,
      at: change.at,
    },
  });
  // Every creation records its first status here, so the agent who made the booking is set here too.
  if (change.from === null && change.actor.userId) {
    await tx.booking.update({ where: { id: change.bookingId }, data: { agentUserId: change.actor.userId } });
  }
  // The outbox: the event commits exactly when the change does.
  await emitBookingEvents(tx, change);
  if (change.to === 'confirmed' && change.from !== 'confirmed') await enqueueBookingConfirmed(tx, change.bookingId, change.at);
  // The agency's NFS-e: planned with the confirmation, asked to cancel with the cancellation.
  await planServiceInvoice(tx, change);
  // The supplier payable: born with the confirmation, the penalty (or cancelled) with the cancellation.
  if (change.to !== change.from) await reconcilePayable(tx, change.bookingId);
}
