import type { Db } from '@tas/db';
import type { AuditActor } from '../audit/actor';
import { recordAudit } from '../audit/record-audit';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { isUuid } from '../lib/zod-helpers';
import { supplierIssueOf, withSupplierIssue } from '../suppliers/supplier-issue';

/**
 * Manual issuing: an agent made the reservation at the supplier and enters its locator. Only a paid
 * hotel booking whose supplier status is awaiting_issue can be confirmed, once.
 */
export async function confirmManualIssue(db: Db, teamId: string, input: { bookingId: string; locator: string }, auditBy: AuditActor) {
  if (!isUuid(input.bookingId)) throw ApiError.notFound('Booking');
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM bookings WHERE id = ${input.bookingId}::uuid AND team_id = ${teamId}::uuid AND type = 'hotel' FOR UPDATE`;
    if (locked.length === 0) throw ApiError.notFound('Booking');
    const booking = await tx.booking.findUniqueOrThrow({ where: { id: input.bookingId } });
    const issue = supplierIssueOf(booking.metadata);
    if (booking.status !== 'confirmed' || issue?.status !== 'awaiting_issue') {
      throw new ApiError(400, 'INVALID_STATUS_TRANSITION', 'Booking is not awaiting supplier confirmation');
    }
    const issued = { ...issue, status: 'issued' as const, locator: input.locator };
    const saved = await tx.booking.update({
      where: { id: booking.id },
      data: { metadata: withSupplierIssue(booking.metadata, issued), externalLocator: input.locator, updatedAt: clock.now() },
    });
    await recordAudit(tx, auditBy, {
      action: 'hotel.confirmed',
      subject: { type: 'booking', id: saved.id },
      details: { booking_number: saved.bookingNumber, locator: input.locator },
    });
    return { id: saved.id, booking_number: saved.bookingNumber, status: saved.status, supplier: issued };
  });
}
