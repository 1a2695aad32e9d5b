import type { Db } from '@tas/db';
import type { AuditActor } from '../audit/actor';
import { cancelBooking } from '../bookings/change-booking';
import type { Actor } from '../bookings/status';
import { ApiError } from '../lib/api-error';
import { fromCents } from '../lib/money';
import { cancelAtSupplier } from '../suppliers/cancel-at-supplier';
import { supplierIssueOf } from '../suppliers/supplier-issue';
import { findCancellableBooking, quoteCancellation, type CancellationQuote } from './quote';
import { settleCancellationRefund, type SettledCancellation } from './settle-refund';

const isTransitionError = (error: unknown) => error instanceof ApiError && error.code === 'INVALID_STATUS_TRANSITION';

/** Soft-cancels as DELETE does; a booking cancelled meanwhile (another confirmation) is what was wanted. */
async function cancelHere(db: Db, teamId: string, actor: Actor, quote: CancellationQuote, auditBy: AuditActor) {
  if (quote.booking.status === 'cancelled') return;
  try {
    await cancelBooking(db, teamId, actor, quote.booking.id, auditBy);
  } catch (error) {
    if (!isTransitionError(error) || (await findCancellableBooking(db, teamId, quote.booking.id)).status !== 'cancelled') throw error;
  }
}

/** Cancels the reservation at its supplier; one cancelled there meanwhile (another confirmation) is what was wanted. */
async function cancelThere(db: Db, teamId: string, quote: CancellationQuote, auditBy: AuditActor) {
  if (quote.source === 'no_reservation') return;
  try {
    await cancelAtSupplier(db, teamId, quote.booking.id, auditBy);
  } catch (error) {
    const now = await findCancellableBooking(db, teamId, quote.booking.id);
    if (!isTransitionError(error) || supplierIssueOf(now.metadata)?.status !== 'cancelled') throw error;
  }
}

/**
 * Cancels the booking with the refund the caller was shown: quotes again, and when the refund is still
 * `expectedRefundCents` cancels here, at the supplier, then refunds (settle-refund.ts). A refund that
 * moved answers 400 PRICE_MISMATCH with the new figures and changes nothing. A booking already settled
 * answers what was recorded, refunding nothing more.
 */
export async function confirmCancellation(
  db: Db,
  teamId: string,
  actor: Actor,
  bookingId: string,
  expectedRefundCents: number,
  auditBy: AuditActor,
): Promise<SettledCancellation> {
  const current = await findCancellableBooking(db, teamId, bookingId);
  if (current.cancellationRefundCents !== null) return { booking: current, refundedNow: false };
  const quote = await quoteCancellation(db, teamId, bookingId);
  if (quote.refundCents !== expectedRefundCents) {
    throw new ApiError(
      400,
      'PRICE_MISMATCH',
      `The refund is now ${fromCents(quote.refundCents).toFixed(2)} ${quote.currency} (supplier penalty ${fromCents(quote.penaltyCents).toFixed(2)}, agency fee ${fromCents(quote.feeCents).toFixed(2)}): quote the cancellation again`,
    );
  }
  await cancelHere(db, teamId, actor, quote, auditBy);
  await cancelThere(db, teamId, quote, auditBy);
  // Kept before the refund is tried: a refund that fails can be confirmed again with the same penalty.
  await db.booking.updateMany({
    where: { id: quote.booking.id, teamId, cancellationRefundCents: null },
    data: { cancellationPenaltyCents: quote.penaltyCents },
  });
  return settleCancellationRefund(db, teamId, quote, auditBy);
}
