import type { Booking, Db, Prisma } from '@tas/db';
import type { FlightProvider, FlightSupplier, HotelSupplier, SupplierCredentials } from '@tas/suppliers';
import type { AuditActor } from '../audit/actor';
import { recordAudit } from '../audit/record-audit';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { inTeam } from '../lib/team-scope';
import { isUuid } from '../lib/zod-helpers';
import { readSettings } from '../teams/settings';
import { teamFlightSupplier } from './flight-supplier';
import { hotelBookingProvider } from '../hotels/booking-provider';
import { hotelSupplierFor } from './hotel-supplier';
import { bookingKeyMode } from './key-mode';
import { callSupplier } from './supplier-call';
import { supplierIssueOf, withSupplierIssue, type TSupplierIssue } from './supplier-issue';

const nothingToCancel = () => new ApiError(400, 'INVALID_STATUS_TRANSITION', 'This booking holds no reservation at a supplier');

type BookingWithTeam = Booking & { team: { settings: Prisma.JsonValue } };

/** Where a booking's reservation is held: the supplier to call, with the account that made it. */
export type HeldReservation =
  | { type: 'hotel'; issue: TSupplierIssue; locator: string; supplier: HotelSupplier; credentials: SupplierCredentials }
  | {
      type: 'flight';
      issue: TSupplierIssue;
      locator: string;
      reservation: string;
      supplier: FlightSupplier;
      credentials: SupplierCredentials;
    };

/**
 * The reservation a booking of this team holds at a supplier we can reach (hotel, or online flight on
 * the agency's own account), or 400 when there is none to cancel there.
 */
export async function heldReservation(db: Db, teamId: string, booking: BookingWithTeam): Promise<HeldReservation> {
  const issue = supplierIssueOf(booking.metadata);
  // The service writes `external_locator` only from a supplier's answer or an issue in the panel: a
  // locator elsewhere in metadata (a client's) is no proof of a reservation of this team.
  if (issue?.status !== 'issued' || !issue.locator || issue.locator !== booking.externalLocator) throw nothingToCancel();
  const locator = issue.locator;
  const settings = readSettings(booking.team.settings);
  // A booking made with a test key was reserved at the sandbox: it is cancelled there too.
  const mode = bookingKeyMode(booking.metadata);
  if (booking.type === 'flight') {
    const provider = (booking.metadata as { flight?: { provider?: FlightProvider } } | null)?.flight?.provider;
    if (!provider) throw nothingToCancel();
    // The consolidator works on the operator's one account for every team, and an agent's typed
    // locator proves nothing: cancelling it there could cancel another team's tickets.
    if (issue.mode === 'manual' || provider === 'offline_supplier') {
      throw new ApiError(400, 'INVALID_STATUS_TRANSITION', 'This booking was issued by hand at the consolidator: cancel it there by hand');
    }
    // Duffel cancels by its order id when it gave one (order cancellations); the sandbox by locator.
    const account = teamFlightSupplier(settings, provider, mode, issue.name === 'duffel' ? 'duffel' : 'sandbox', true);
    const reservation = issue.name === 'duffel' && issue.order_id ? issue.order_id : locator;
    return { type: 'flight', issue, locator, reservation, supplier: account.supplier, credentials: account.credentials };
  }
  const { supplier, credentials } = hotelSupplierFor(settings, await hotelBookingProvider(db, teamId, booking.id), mode);
  return { type: 'hotel', issue, locator, supplier, credentials };
}

/**
 * Cancels a cancelled booking's reservation at its supplier (hotel, or online flight on the agency's
 * own account) and records it in `metadata.supplier`. Throws in the contract's terms: 400 when there is nothing to cancel, the
 * supplier's own error (502) when it refuses.
 */
export async function cancelAtSupplier(db: Db, teamId: string, bookingId: string, auditBy: AuditActor): Promise<{ locator: string }> {
  if (!isUuid(bookingId)) throw ApiError.notFound('Booking');
  const booking = await db.booking.findFirst({
    where: inTeam(teamId, { id: bookingId }),
    include: { team: { select: { settings: true } } },
  });
  if (!booking) throw ApiError.notFound('Booking');
  if (booking.status !== 'cancelled')
    throw new ApiError(400, 'INVALID_STATUS_TRANSITION', 'Cancel the booking before cancelling it at the supplier');
  const held = await heldReservation(db, teamId, booking);
  const { issue, locator } = held;
  if (held.type === 'flight') {
    await callSupplier(
      'book',
      (signal) => held.supplier.cancel(held.reservation, { credentials: held.credentials, signal }),
      undefined,
      'Flight supplier',
    );
  } else {
    await callSupplier('book', (signal) => held.supplier.cancel(locator, { credentials: held.credentials, signal }));
  }
  await db.$transaction(async (tx) => {
    await tx.booking.update({
      where: { id: booking.id },
      data: { metadata: withSupplierIssue(booking.metadata, { ...issue, status: 'cancelled' }), updatedAt: clock.now() },
    });
    const details = { booking_number: booking.bookingNumber, locator, supplier: issue.name ?? booking.type };
    await recordAudit(tx, auditBy, { action: 'booking.cancelled_at_supplier', subject: { type: 'booking', id: booking.id }, details });
  });
  return { locator };
}
