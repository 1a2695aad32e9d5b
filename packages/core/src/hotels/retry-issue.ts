import type { Db } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { isUuid } from '../lib/zod-helpers';
import { enqueueFollowUp, runFollowUpNow } from '../payments/follow-ups';
import { supplierIssueOf, withSupplierIssue } from '../suppliers/supplier-issue';

/**
 * An agent asks for the supplier reservation again (the failed-issues queue). A booking the job gave
 * up on goes back to awaiting_issue with a fresh round of tries; the attempt runs now, and if it fails
 * the job keeps trying. Answers where the booking's issue stands afterwards.
 */
export async function retryHotelIssue(db: Db, teamId: string, bookingId: string) {
  if (!isUuid(bookingId)) throw ApiError.notFound('Booking');
  const followUpId = await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM bookings WHERE id = ${bookingId}::uuid AND team_id = ${teamId}::uuid AND type = 'hotel' FOR UPDATE`;
    if (locked.length === 0) throw ApiError.notFound('Booking');
    const booking = await tx.booking.findUniqueOrThrow({
      where: { id: bookingId },
      include: { payments: { where: { status: 'paid' }, take: 1 } },
    });
    const issue = supplierIssueOf(booking.metadata);
    const payment = booking.payments[0];
    if (
      booking.status !== 'confirmed' ||
      issue?.mode !== 'automatic' ||
      (issue.status !== 'failed' && issue.status !== 'awaiting_issue') ||
      !payment
    ) {
      throw new ApiError(400, 'INVALID_STATUS_TRANSITION', 'Booking is not waiting for its supplier reservation');
    }
    const now = clock.now();
    if (issue.status === 'failed') {
      await tx.booking.update({
        where: { id: booking.id },
        data: { metadata: withSupplierIssue(booking.metadata, { ...issue, status: 'awaiting_issue' }), updatedAt: now },
      });
    }
    return enqueueFollowUp(tx, { kind: 'hotel_issue', teamId, bookingId, paymentId: payment.id, now });
  });
  await runFollowUpNow(db, followUpId);
  const [booking, followUp] = await Promise.all([
    db.booking.findUniqueOrThrow({ where: { id: bookingId } }),
    db.paymentFollowUp.findUniqueOrThrow({ where: { id: followUpId } }),
  ]);
  return {
    id: booking.id,
    booking_number: booking.bookingNumber,
    supplier: supplierIssueOf(booking.metadata)!,
    last_error: followUp.lastError,
  };
}
