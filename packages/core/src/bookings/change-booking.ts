import type { Booking, Db, Prisma } from '@tas/db';
import type { AuditActor } from '../audit/actor';
import { recordAudit } from '../audit/record-audit';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { toCents } from '../lib/money';
import { dateIn, dateOut, isUuid } from '../lib/zod-helpers';
import { closeOpenPayments, lockBookingPayments, settleCancelledBooking, type ClosedPayments } from '../payments/close-open-payments';
import { clientMetadata } from './client-metadata';
import { presentUpdated } from './present';
import type { TBookingPatchInput } from './schemas';
import { assertCancellable, assertTransition, recordStatusChange, type Actor } from './status';

type Tx = Prisma.TransactionClient;

/** The team's booking, row-locked so a status check and its write cannot interleave with another change. */
async function lockTeamBooking(tx: Tx, teamId: string, id: string): Promise<Booking> {
  if (!isUuid(id)) throw ApiError.notFound('Booking');
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM bookings WHERE id = ${id}::uuid AND team_id = ${teamId}::uuid FOR UPDATE`;
  if (locked.length === 0) throw ApiError.notFound('Booking');
  return tx.booking.findUniqueOrThrow({ where: { id } });
}

type Edits = Omit<TBookingPatchInput, 'id' | 'status'>;

function auditCancellation(tx: Tx, auditBy: AuditActor, booking: Booking, from: Booking['status']) {
  return recordAudit(tx, auditBy, {
    action: 'booking.cancelled',
    subject: { type: 'booking', id: booking.id },
    details: { booking_number: booking.bookingNumber, from },
  });
}

/** Columns for the fields that were sent (null clears an optional one); absent fields stay as they are. */
function editedColumns(edits: Edits, current: Booking): Prisma.BookingUpdateInput {
  const start = edits.start_date !== undefined ? edits.start_date : dateOut(current.startDate);
  const end = edits.end_date !== undefined ? edits.end_date : dateOut(current.endDate);
  if (start && end && end < start) throw ApiError.validation('Validation error: end_date: must not be before start_date');
  return {
    ...(edits.title !== undefined && { title: edits.title }),
    ...(edits.description !== undefined && { description: edits.description }),
    ...(edits.start_date !== undefined && { startDate: edits.start_date ? dateIn(edits.start_date) : null }),
    ...(edits.end_date !== undefined && { endDate: edits.end_date ? dateIn(edits.end_date) : null }),
    ...(edits.total_amount !== undefined && { totalCents: toCents(edits.total_amount) }),
    ...(edits.notes !== undefined && { notes: edits.notes }),
    ...(edits.metadata !== undefined && { metadata: clientMetadata(current.metadata, edits.metadata) }),
  };
}

/**
 * An open PIX or boleto confirms the booking when it clears (and issues it at the supplier): a
 * status set by hand meanwhile would leave that payment with nothing to confirm. Cancelling closes it.
 */
async function assertNoOpenPayment(tx: Tx, bookingId: string): Promise<void> {
  const open = await tx.payment.count({ where: { bookingId, status: 'pending' } });
  if (open > 0) {
    throw new ApiError(
      400,
      'INVALID_STATUS_TRANSITION',
      "The booking's payment is still open: paying it confirms the booking (cancel the booking to close it)",
    );
  }
}

/** Only the fields sent change; a status moves along the allowed transitions and is recorded in the history. */
export async function updateBooking(db: Db, teamId: string, actor: Actor, input: TBookingPatchInput, auditBy?: AuditActor) {
  const { id, status, ...edits } = input;
  let closed: ClosedPayments | null = null;
  const updated = await db.$transaction(async (tx) => {
    // Payments first, then the booking (the order gateway events take): a PIX paid meanwhile waits.
    if (status !== undefined && isUuid(id)) await lockBookingPayments(tx, teamId, id);
    const current = await lockTeamBooking(tx, teamId, id);
    const columns = editedColumns(edits, current);
    const moving = status !== undefined && status !== current.status;
    if (moving) assertTransition(current.status, status);
    if (moving && status !== 'cancelled') await assertNoOpenPayment(tx, current.id);
    if (!moving && Object.keys(columns).length === 0) return presentUpdated(current);
    const now = clock.now();
    const row = await tx.booking.update({ where: { id: current.id }, data: { ...columns, ...(moving && { status }), updatedAt: now } });
    if (moving && status === 'cancelled') closed = await closeOpenPayments(tx, row.id, now);
    const note = closed?.note ?? undefined;
    if (moving) await recordStatusChange(tx, { bookingId: row.id, from: current.status, to: status, actor, at: now, note });
    if (moving && status === 'cancelled' && auditBy) await auditCancellation(tx, auditBy, row, current.status);
    return presentUpdated(row);
  });
  if (closed) await settleCancelledBooking(db, teamId, closed);
  return updated;
}

/** DELETE is a soft cancel: pending or confirmed become cancelled and stay on record; an open payment closes with it. */
export async function cancelBooking(db: Db, teamId: string, actor: Actor, id: string, auditBy: AuditActor) {
  const closed = await db.$transaction(async (tx) => {
    if (isUuid(id)) await lockBookingPayments(tx, teamId, id);
    const current = await lockTeamBooking(tx, teamId, id);
    assertCancellable(current.status);
    const now = clock.now();
    await tx.booking.update({ where: { id: current.id }, data: { status: 'cancelled', updatedAt: now } });
    const payments = await closeOpenPayments(tx, current.id, now);
    await recordStatusChange(tx, {
      bookingId: current.id,
      from: current.status,
      to: 'cancelled',
      actor,
      at: now,
      note: payments.note ?? undefined,
    });
    await auditCancellation(tx, auditBy, current, current.status);
    return payments;
  });
  await settleCancelledBooking(db, teamId, closed);
  return { id: closed.bookingId, status: 'cancelled' as const, message: 'Booking cancelled' };
}
