import type { BookingStatus, Prisma } from '@tas/db';
import { bookingKeyMode } from '../suppliers/key-mode';
import { readSettings } from '../teams/settings';
import { revenueToInvoiceCents } from './revenue';
import { readInvoiceSettings } from './settings';

type Tx = Prisma.TransactionClient;

// 00:00 in Brasília (UTC-3, no daylight saving since 2019) of a travel date.
const BRAZIL_MIDNIGHT_UTC_HOURS = 3;

/**
 * Called with every booking status change, in its transaction (bookings/status.ts). A confirmed sale
 * of a team that issues NFS-e gets its invoice row, due now or on the travel date: the
 * invoices.issue job issues it once this commits. A cancelled sale asks its invoice to be cancelled
 * (the job decides with the revenue left: an agency fee kept keeps the invoice).
 */
export async function planServiceInvoice(tx: Tx, change: { bookingId: string; from: BookingStatus | null; to: BookingStatus; at: Date }) {
  if (change.to === 'cancelled') {
    await tx.serviceInvoice.updateMany({
      where: { bookingId: change.bookingId, status: { notIn: ['cancelled'] } },
      data: { cancelRequested: true, dueAt: change.at },
    });
    return;
  }
  if (change.to !== 'confirmed' || change.from === 'confirmed') return;
  const booking = await tx.booking.findUniqueOrThrow({
    where: { id: change.bookingId },
    select: {
      teamId: true,
      status: true,
      startDate: true,
      metadata: true,
      markupCents: true,
      duCents: true,
      cancellationFeeCents: true,
      team: { select: { settings: true } },
    },
  });
  const invoice = readInvoiceSettings(booking.team.settings);
  const gateway = readSettings(booking.team.settings).paymentGateway;
  if (invoice.issueOn === 'off' || !gateway) return;
  // `status` here is still the one before this change; the revenue of a confirmed sale is markup plus DU.
  if (revenueToInvoiceCents({ ...booking, status: 'confirmed' }) <= 0) return;
  const travel = booking.startDate ? new Date(booking.startDate.getTime() + BRAZIL_MIDNIGHT_UTC_HOURS * 3_600_000) : null;
  const dueAt = invoice.issueOn === 'on_travel_date' && travel && travel > change.at ? travel : change.at;
  await tx.serviceInvoice.createMany({
    data: [
      {
        teamId: booking.teamId,
        bookingId: change.bookingId,
        // A test-key sale gets the sandbox's fake note, whatever the live gateway.
        gateway: bookingKeyMode(booking.metadata) === 'test' ? 'sandbox' : gateway,
        dueAt,
      },
    ],
    skipDuplicates: true,
  });
}
