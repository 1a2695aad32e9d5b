import type { PaymentGateway } from '@tas/payments';
import type { Db, Prisma } from '@tas/db';
import { recordStatusChange, type Actor } from '../bookings/status';
import { clock } from '../lib/clock';
import { logger } from '../lib/logger';
import { inTeam } from '../lib/team-scope';
import { undoCharge } from '../payments/charged-transaction';
import { teamHotelSupplier } from '../suppliers/hotel-supplier';
import { callSupplier } from '../suppliers/supplier-call';
import { readSettings } from '../teams/settings';
import { supplierIssueOf, withSupplierIssue } from '../suppliers/supplier-issue';

export type IssueOutcome = { ok: true; locator: string } | { ok: false; bookingNumber: string; refunded: boolean };

const SUPPLIER: Actor = { type: 'system', name: 'Hotel supplier' };

type Json = Record<string, unknown>;
const field = (details: Prisma.JsonValue, name: string) => String((details as Json | null)?.[name] ?? '');

/**
 * Automatic issuing, once a hotel booking is paid: the reservation at the supplier, its locator in
 * `metadata.supplier`. If the supplier refuses or fails, the payment is refunded and the booking is
 * cancelled and kept for audit.
 */
export async function issueHotelBooking(db: Db, teamId: string, bookingId: string, gateway: PaymentGateway): Promise<IssueOutcome> {
  const booking = await db.booking.findFirstOrThrow({
    where: inTeam(teamId, { id: bookingId }),
    include: { items: { orderBy: { position: 'asc' } }, passengers: { orderBy: { position: 'asc' } }, payments: true, team: { select: { settings: true } } },
  });
  const special = (booking.metadata as Json).special_requests;
  try {
    const { supplier, credentials } = teamHotelSupplier(readSettings(booking.team.settings));
    const reservation = await callSupplier('book', (signal) =>
      supplier.book(
        {
          hotelSearchCode: field(booking.items[0]?.details ?? null, 'hotel_search_code'),
          guests: booking.passengers.map((p) => ({ firstName: field(p.details, 'first_name'), lastName: field(p.details, 'last_name') })),
          reference: booking.id,
          ...(typeof special === 'string' && { specialRequests: special }),
        },
        { credentials, signal },
      ),
    );
    const issue = { ...supplierIssueOf(booking.metadata)!, status: 'issued' as const, locator: reservation.locator };
    await db.booking.update({
      where: { id: booking.id },
      data: { metadata: withSupplierIssue(booking.metadata, issue), externalLocator: reservation.locator, updatedAt: clock.now() },
    });
    return { ok: true, locator: reservation.locator };
  } catch (err) {
    logger.warn({ err, bookingId }, 'hotel supplier reservation failed; refunding and cancelling');
    const payment = booking.payments.find((p) => p.status === 'paid');
    const refunded = payment?.gatewayChargeId ? await undoCharge(gateway, payment.gatewayChargeId, true) : false;
    await db.$transaction(async (tx) => {
      const now = clock.now();
      const current = await tx.booking.findUniqueOrThrow({ where: { id: booking.id } });
      const issue = { ...supplierIssueOf(current.metadata)!, status: 'failed' as const };
      await tx.booking.update({ where: { id: booking.id }, data: { status: 'cancelled', metadata: withSupplierIssue(current.metadata, issue), updatedAt: now } });
      const note = `Supplier could not confirm the reservation; ${refunded ? 'payment refunded' : 'refund needs manual action'}`;
      await recordStatusChange(tx, { bookingId: booking.id, from: current.status, to: 'cancelled', actor: SUPPLIER, at: now, note });
      if (payment && refunded) await tx.payment.update({ where: { id: payment.id }, data: { status: 'refunded', updatedAt: now } });
    });
    return { ok: false, bookingNumber: booking.bookingNumber, refunded };
  }
}
