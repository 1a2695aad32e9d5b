import type { Db } from '@tas/db';
import { systemActor } from '../audit/actor';
import { logger } from '../lib/logger';
import { cancelAtSupplier } from '../suppliers/cancel-at-supplier';
import { supplierIssueOf } from '../suppliers/supplier-issue';

/**
 * An online flight is issued at book, before a PIX or boleto is paid. When that payment expires, or
 * the booking is cancelled before it is paid, the seats go back to the airline. Best effort: a
 * failure is logged and the booking keeps `issued`, which the panel shows on a cancelled booking
 * with the action to try again.
 */
export async function releaseFlightReservation(db: Db, bookingId: string): Promise<boolean> {
  const booking = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
  const issue = supplierIssueOf(booking.metadata);
  // Issued by hand at the consolidator (offline): only an agent can release it there.
  if (booking.type !== 'flight' || booking.status !== 'cancelled' || issue?.status !== 'issued' || issue.mode === 'manual') return false;
  try {
    await cancelAtSupplier(db, booking.teamId, bookingId, systemActor(booking.teamId));
    return true;
  } catch (err) {
    logger.error({ err, bookingId }, 'flight reservation of a cancelled booking not released at the supplier');
    return false;
  }
}
