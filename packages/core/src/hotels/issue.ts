import type { PaymentGateway } from '@tas/payments';
import type { Db, PaymentModel as Payment, Prisma } from '@tas/db';
import type { HotelBookResult } from '@tas/suppliers';
import { recordStatusChange, type Actor } from '../bookings/status';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { logger } from '../lib/logger';
import { inTeam } from '../lib/team-scope';
import { undoCharge } from '../payments/charged-transaction';
import { lockBookingPayments } from '../payments/close-open-payments';
import { hotelSupplierFor } from '../suppliers/hotel-supplier';
import { storedChildrenAges } from './children-ages';
import { bookingKeyMode } from '../suppliers/key-mode';
import { callSupplier } from '../suppliers/supplier-call';
import { readSettings } from '../teams/settings';
import { supplierIssueOf, withSupplierIssue, type TSupplierIssue } from '../suppliers/supplier-issue';

export type IssueOutcome = { ok: true; locator: string } | { ok: false; bookingNumber: string; refunded: boolean };
/** One attempt: done (issued now, or nothing left to issue), or a failure to try again. */
export type IssueAttempt = { done: true; locator?: string } | { done: false; error: string };

const SUPPLIER: Actor = { type: 'system', name: 'Hotel supplier' };
type Tx = Prisma.TransactionClient;
type Json = Record<string, unknown>;
// Provider, search code and guest names are stored as text; anything else reads as empty.
const field = (details: Prisma.JsonValue, name: string) => {
  const value = (details as Json | null)?.[name];
  return typeof value === 'string' ? value : '';
};

// Writes under the booking's lock are short; a refund in one waits for the gateway's own timeout.
const LOCKED_WRITE = { maxWait: 30_000, timeout: 60_000 };

/** Payments first, then the booking: the order gateway events and cancellations lock them in. */
async function lockHotelBooking(tx: Tx, teamId: string, bookingId: string) {
  await lockBookingPayments(tx, teamId, bookingId);
  await tx.$queryRaw`SELECT id FROM bookings WHERE id = ${bookingId}::uuid AND team_id = ${teamId}::uuid FOR UPDATE`;
  return readHotelBooking(tx, teamId, bookingId);
}

function readHotelBooking(db: Tx | Db, teamId: string, bookingId: string) {
  return db.booking.findFirst({
    where: inTeam(teamId, { id: bookingId }),
    include: {
      items: { orderBy: { position: 'asc' } },
      passengers: { orderBy: { position: 'asc' } },
      payments: true,
      team: { select: { settings: true } },
    },
  });
}

/** Only a paid (confirmed) booking in automatic mode still awaiting its reservation is reserved. */
const isDue = (status: string, issue: TSupplierIssue | null) =>
  status === 'confirmed' && issue?.mode === 'automatic' && issue.status === 'awaiting_issue';

/**
 * One attempt at the supplier reservation of a paid hotel booking in automatic mode. No transaction
 * is open during the supplier call (a hung supplier must not hold the booking's locks); attempts do
 * not overlap because each runs under its follow-up's claim (the job, an agent's retry) or before
 * the job may take it (the one at book), and the booking id is the supplier's reference, so a
 * retried reservation comes back rather than doubles. The answer is written under the row lock
 * unless another attempt wrote it first. A supplier failure is answered; a database failure after
 * the supplier reserved is thrown (the reservation stands: the next attempt gets it back).
 */
export async function attemptHotelIssue(db: Db, teamId: string, bookingId: string): Promise<IssueAttempt> {
  const booking = await readHotelBooking(db, teamId, bookingId);
  const issue = booking ? supplierIssueOf(booking.metadata) : null;
  if (!booking || !isDue(booking.status, issue)) return { done: true };
  const special = (booking.metadata as Json).special_requests;
  // Counted before the call: an attempt after another that may have reached the supplier (a timeout,
  // a crash, an answer not recorded) is a retry, and Hotelbeds is asked for the reservation first.
  const retry = (await countIssueAttempt(db, teamId, bookingId)) > 1;
  let reservation: HotelBookResult;
  try {
    // The supplier the stay was prebooked at (recorded on the booking's item).
    const provider = field(booking.items[0]?.details ?? null, 'provider') || 'sandbox';
    const { supplier, credentials } = hotelSupplierFor(readSettings(booking.team.settings), provider, bookingKeyMode(booking.metadata));
    // Children go to the supplier with the ages priced (Hotelbeds books a CH pax with its age for each).
    const { childrenAges, guestAges } = storedChildrenAges(booking.items[0]?.details ?? null, booking.passengers);
    reservation = await callSupplier('book', (signal) =>
      supplier.book(
        {
          hotelSearchCode: field(booking.items[0]?.details ?? null, 'hotel_search_code'),
          guests: booking.passengers.map((p, i) => ({
            firstName: field(p.details, 'first_name'),
            lastName: field(p.details, 'last_name'),
            ...(guestAges[i] != null && { age: guestAges[i] }),
          })),
          ...(childrenAges.length > 0 && { childrenAges }),
          // The booking id as the supplier's client reference: a supplier that deduplicates by it never reserves twice.
          reference: booking.id,
          ...(typeof special === 'string' && { specialRequests: special }),
          ...(retry && { retry }),
        },
        { credentials, signal },
      ),
    );
  } catch (err) {
    logger.warn({ err, bookingId }, 'hotel supplier reservation failed');
    return { done: false, error: err instanceof Error ? err.message : String(err) };
  }
  await db.$transaction(async (tx) => {
    const current = await lockHotelBooking(tx, teamId, bookingId);
    const latest = supplierIssueOf(current!.metadata);
    if (latest?.status === 'issued') return;
    const issued = { ...latest!, status: 'issued' as const, locator: reservation.locator };
    const metadata = withSupplierIssue(current!.metadata, issued);
    await tx.booking.update({
      where: { id: bookingId },
      data: {
        // What the supplier requires on the voucher (Hotelbeds: its booking date, the company the stay is payable through...).
        metadata: reservation.voucher ? { ...metadata, supplier_voucher: { ...reservation.voucher } } : metadata,
        externalLocator: reservation.locator,
        updatedAt: clock.now(),
      },
    });
  }, LOCKED_WRITE);
  return { done: true, locator: reservation.locator };
}

/** One more reservation attempt recorded on the booking (atomically, whatever else its metadata holds); answers the count. */
async function countIssueAttempt(db: Db, teamId: string, bookingId: string): Promise<number> {
  // Beside `supplier` (whose shape the API shows), not in it: a count of tries is ours alone.
  const rows = await db.$queryRaw<{ attempts: number }[]>`
    UPDATE bookings
       SET metadata = jsonb_set(metadata, '{supplier_attempts}', to_jsonb(COALESCE((metadata ->> 'supplier_attempts')::int, 0) + 1))
     WHERE id = ${bookingId}::uuid AND team_id = ${teamId}::uuid
    RETURNING (metadata ->> 'supplier_attempts')::int AS attempts`;
  return rows[0]?.attempts ?? 1;
}

/** The last automatic try failed: the booking keeps its payment and waits in the panel's failed-issue queue. */
export async function giveUpHotelIssue(db: Db, teamId: string, bookingId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const booking = await lockHotelBooking(tx, teamId, bookingId);
    const issue = booking ? supplierIssueOf(booking.metadata) : null;
    if (!booking || !isDue(booking.status, issue)) return;
    await tx.booking.update({
      where: { id: booking.id },
      data: { metadata: withSupplierIssue(booking.metadata, { ...issue!, status: 'failed' }), updatedAt: clock.now() },
    });
  });
}

/**
 * Card paid at book: the caller waits for the answer, so a reservation the supplier cannot make is
 * undone at once: booking cancelled and kept for audit under the locks, then the payment refunded
 * with no transaction open during the gateway call (502). Unless an attempt running meanwhile (the
 * follow-up job) made it: then that reservation stands. A refund the gateway refuses leaves the paid
 * payment on the cancelled booking, which the panel offers to refund.
 */
export async function issueHotelBooking(db: Db, teamId: string, bookingId: string, gateway: PaymentGateway): Promise<IssueOutcome> {
  const attempt = await attemptHotelIssue(db, teamId, bookingId);
  if (attempt.done && attempt.locator) return { ok: true, locator: attempt.locator };
  const settled = await db.$transaction(async (tx): Promise<IssueOutcome | { cancelled: string; payment: Payment | undefined }> => {
    const booking = await lockHotelBooking(tx, teamId, bookingId);
    if (!booking) throw ApiError.notFound('Booking');
    const issue = supplierIssueOf(booking.metadata);
    if (issue?.status === 'issued' && issue.locator) return { ok: true, locator: issue.locator };
    if (!isDue(booking.status, issue)) return { ok: false, bookingNumber: booking.bookingNumber, refunded: false };
    const now = clock.now();
    await tx.booking.update({
      where: { id: booking.id },
      data: { status: 'cancelled', metadata: withSupplierIssue(booking.metadata, { ...issue!, status: 'failed' }), updatedAt: now },
    });
    const note = 'Supplier could not confirm the reservation; refunding the payment';
    await recordStatusChange(tx, { bookingId: booking.id, from: booking.status, to: 'cancelled', actor: SUPPLIER, at: now, note });
    return { cancelled: booking.bookingNumber, payment: booking.payments.find((p) => p.status === 'paid') };
  }, LOCKED_WRITE);
  if ('ok' in settled) return settled;
  const { payment } = settled;
  const refunded = payment?.gatewayChargeId ? await undoCharge(gateway, payment.gatewayChargeId, true) : false;
  if (payment && refunded) {
    await db.payment.updateMany({ where: { id: payment.id, status: 'paid' }, data: { status: 'refunded', updatedAt: clock.now() } });
  }
  return { ok: false, bookingNumber: settled.cancelled, refunded };
}
