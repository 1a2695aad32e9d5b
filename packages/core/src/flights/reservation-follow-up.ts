import type { Db, Prisma } from '@tas/db';
import type { FlightBookResult } from '@tas/suppliers';
import { clock } from '../lib/clock';
import { logger } from '../lib/logger';
import { inTeam } from '../lib/team-scope';
import { dateOut } from '../lib/zod-helpers';
import type { FollowUpAttempt } from '../payments/follow-ups';
import { teamFlightSupplier, type TeamFlightSupplier } from '../suppliers/flight-supplier';
import { callSupplier } from '../suppliers/supplier-call';
import { bookingKeyMode } from '../suppliers/key-mode';
import { asObject, supplierIssueOf, withSupplierIssue, type TSupplierIssue } from '../suppliers/supplier-issue';
import { readSettings } from '../teams/settings';
import { readFlightPrebookOffer } from './prebook-offer';
import { releaseFlightReservation } from './release-reservation';
import { bookAtSupplier, recordAcceptedOrder, recordReservation, supplierRequest, type ReservationDetails } from './reserve';
import type { TFlightBookInput } from './schemas';

type Passenger = TFlightBookInput['passengers'][number];
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * An online flight whose reservation has no locator yet, and is not cancelled: the follow-up's work.
 * A cancelled one too when its supplier took the order without confirming it: the order may still be
 * made, and then its seats go back.
 */
const isDue = (status: string, issue: TSupplierIssue | null) =>
  (status !== 'cancelled' || !!issue?.accepted_at) &&
  status !== 'completed' &&
  issue?.mode === 'automatic' &&
  (issue.status === 'awaiting_issue' || issue.status === 'awaiting_payment') &&
  !issue.locator;

const NOT_MADE_YET =
  "The supplier accepted the order without confirming it and has not made it yet (Duffel answered 202 Accepted: see the order in Duffel's dashboard)";

/** Lookup only: the order made under the booking's reference, if any (null from a supplier that cannot look up). */
async function lookUpReservation(account: TeamFlightSupplier, bookingId: string): Promise<FlightBookResult | null> {
  const findBooking = account.supplier.findBooking?.bind(account.supplier);
  if (!findBooking) return null;
  return callSupplier(
    'book',
    (signal) => findBooking(bookingId, { credentials: account.credentials, signal }),
    undefined,
    'Flight supplier',
  );
}

/** The supplier request as the book sent it, rebuilt from the booking and the offer its prebook held. */
function storedRequest(booking: Prisma.BookingGetPayload<{ include: { passengers: true } }>, offer: Prisma.JsonValue): ReservationDetails {
  const contact = asObject(asObject(asObject(booking.metadata).flight as Prisma.JsonValue).contact as Prisma.JsonValue);
  const passengers = booking.passengers.map((p): Passenger => {
    const details = asObject(p.details);
    return {
      type: (text(details.type) ?? 'adult') as Passenger['type'],
      first_name: text(details.first_name) ?? '',
      last_name: text(details.last_name) ?? '',
      ...(text(details.gender) && { gender: text(details.gender) as Passenger['gender'] }),
      birth_date: (p.birthDate && dateOut(p.birthDate)) ?? '',
      document_type: p.documentType as Passenger['document_type'],
      document_number: p.documentNumber ?? '',
      document_country: text(details.document_country) ?? 'BR',
      ...(p.email && { email: p.email }),
      ...(p.phone && { phone: p.phone }),
    };
  });
  return {
    bookingId: booking.id,
    offer: readFlightPrebookOffer(offer),
    input: { passengers, contact_email: text(contact.email) ?? '', contact_phone: text(contact.phone) ?? '' },
  };
}

/**
 * The flight_issue follow-up: an online flight paid (or held for its PIX) whose locator was never
 * recorded (the database failed after the supplier answered, or the process died). The supplier is
 * asked again with the same booking reference, so a reservation it already made comes back (the
 * sandbox answers the same locator, Duffel finds its order by the reference) instead of a second
 * one. No transaction is open during the call; the answer is written under the booking's row lock.
 */
export async function attemptFlightReservation(db: Db, teamId: string, bookingId: string): Promise<FollowUpAttempt> {
  const booking = await db.booking.findFirst({
    where: inTeam(teamId, { id: bookingId, type: 'flight' as const }),
    include: { passengers: { orderBy: { position: 'asc' } }, team: { select: { settings: true } } },
  });
  const issue = booking ? supplierIssueOf(booking.metadata) : null;
  if (!booking || !isDue(booking.status, issue)) return { done: true };
  const prebook = await db.prebook.findFirst({ where: { bookingId, teamId }, select: { offer: true } });
  if (!prebook) return { done: false, error: 'The booking has no prebook to rebuild the reservation from' };
  const details = storedRequest(booking, prebook.offer);
  try {
    const online = issue!.name === 'duffel' ? 'duffel' : 'sandbox';
    const account = teamFlightSupplier(
      readSettings(booking.team.settings),
      details.offer.provider,
      bookingKeyMode(booking.metadata),
      online,
      true,
    );
    // Taken without confirmation (Duffel's 202): asked, never ordered again, until it is made.
    const result = issue!.accepted_at
      ? await lookUpReservation(account, bookingId)
      : await bookAtSupplier(account, supplierRequest(details));
    if (!result) return { done: false, error: NOT_MADE_YET };
    if (result.awaitingConfirmation) {
      await recordAcceptedOrder(db, bookingId);
      return { done: false, error: NOT_MADE_YET };
    }
    const saved = await recordReservation(db, bookingId, result);
    // Cancelled while the supplier was asked: the seats it holds go back.
    if (saved?.status === 'cancelled') await releaseFlightReservation(db, bookingId);
    return { done: true };
  } catch (err) {
    logger.warn({ err, bookingId }, 'flight reservation follow-up failed');
    return { done: false, error: err instanceof Error ? err.message : String(err) };
  }
}

/** The last try failed: the paid booking keeps its payment and waits in the panel's to-issue queue with the reason. */
export async function giveUpFlightReservation(db: Db, teamId: string, bookingId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM bookings WHERE id = ${bookingId}::uuid AND team_id = ${teamId}::uuid FOR UPDATE`;
    const booking = await tx.booking.findFirst({ where: inTeam(teamId, { id: bookingId }) });
    const issue = booking ? supplierIssueOf(booking.metadata) : null;
    if (!booking || !isDue(booking.status, issue)) return;
    await tx.booking.update({
      where: { id: bookingId },
      data: { metadata: withSupplierIssue(booking.metadata, { ...issue!, status: 'failed' }), updatedAt: clock.now() },
    });
  });
}
