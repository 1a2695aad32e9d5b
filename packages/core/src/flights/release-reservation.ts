import type { Db } from '@tas/db';
import type { FlightProvider } from '@tas/suppliers';
import { clock } from '../lib/clock';
import { logger } from '../lib/logger';
import { teamFlightSupplier } from '../suppliers/flight-supplier';
import { callSupplier } from '../suppliers/supplier-call';
import { supplierIssueOf, withSupplierIssue } from '../suppliers/supplier-issue';
import { readSettings } from '../teams/settings';

/**
 * An online flight is issued at book, before a PIX or boleto is paid. When that payment expires and
 * the booking is cancelled, the seats go back to the airline. Best effort: a failure is logged and
 * the booking keeps `issued`, which the panel shows on a cancelled booking for an agent to follow up.
 */
export async function releaseFlightReservation(db: Db, bookingId: string): Promise<boolean> {
  const booking = await db.booking.findUniqueOrThrow({ where: { id: bookingId }, include: { team: { select: { settings: true } } } });
  const issue = supplierIssueOf(booking.metadata);
  const flight = (booking.metadata as { flight?: { provider?: FlightProvider } } | null)?.flight;
  if (booking.type !== 'flight' || booking.status !== 'cancelled' || issue?.status !== 'issued' || !issue.locator || !flight?.provider) return false;
  try {
    const account = teamFlightSupplier(readSettings(booking.team.settings), flight.provider);
    await callSupplier('book', (signal) => account.supplier.cancel(issue.locator!, { credentials: account.credentials, signal }), undefined, 'Flight supplier');
  } catch (err) {
    logger.error({ err, bookingId }, 'flight reservation of a cancelled booking not released at the supplier');
    return false;
  }
  await db.booking.update({
    where: { id: bookingId },
    data: { metadata: withSupplierIssue(booking.metadata, { ...issue, status: 'cancelled' }), updatedAt: clock.now() },
  });
  return true;
}
