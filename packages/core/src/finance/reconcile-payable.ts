import type { Booking, Prisma, SupplierPayableModel } from '@tas/db';
import { salesDay } from '../dashboard/period';
import { toReaisCents } from '../lib/money';
import { dateIn, dateOut } from '../lib/zod-helpers';
import { dueDateOf, type PaymentTerms } from './due-date';
import { payableOf, type PayableFigures } from './payable-of-booking';
import { termsBySupplier } from './payment-terms';

type Tx = Prisma.TransactionClient;

/**
 * A new payable's row: due by the supplier's terms. Terms `at_booking` (Duffel's balance, debited when
 * the order is made) are born paid on the sale day at the locked rate: the money already left.
 * The migration 20261128125103_supplier_payables_at_confirmation computes the same row in SQL for
 * sales made before payables were born here: change both together.
 */
function newPayable(booking: Booking, figures: PayableFigures, terms: PaymentTerms): Prisma.SupplierPayableCreateManyInput {
  const saleDay = salesDay(booking.createdAt);
  const due = dueDateOf(terms, { saleDay, startDate: dateOut(booking.startDate) });
  const bornPaid = terms.kind === 'at_booking';
  return {
    teamId: booking.teamId,
    bookingId: booking.id,
    supplier: booking.supplier!,
    currency: figures.currency,
    amountMinor: figures.amountMinor,
    lockedRate: figures.lockedRate,
    dueDate: dateIn(due),
    status: bornPaid ? 'paid' : figures.status,
    ...(bornPaid && {
      paidAt: dateIn(saleDay),
      paidRate: figures.lockedRate,
      paidAmountCents: toReaisCents({ minor: figures.amountMinor, currency: figures.currency }, figures.lockedRate),
    }),
  };
}

/**
 * What the supplier owes back on a payable paid before its sale was cancelled: the payment less the
 * penalty (nothing kept when there is none), in the payable's currency; null when nothing is due back.
 */
function creditOf(paid: SupplierPayableModel, figures: PayableFigures, cancelled: boolean): number | null {
  if (!cancelled) return paid.creditMinor;
  const keptMinor = figures.status === 'cancelled' ? 0 : figures.amountMinor;
  const credit = paid.amountMinor - keptMinor;
  return credit > 0 ? credit : null;
}

/** Row-locks a booking's payable (if it has one) for the rest of the caller's transaction. */
export async function lockPayableOfBooking(tx: Tx, bookingId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM supplier_payables WHERE booking_id = ${bookingId}::uuid FOR UPDATE`;
}

/**
 * Brings one booking's payable in line with the booking, in the caller's transaction: born when the
 * sale is confirmed (bookings/status.ts calls this with every status change), the penalty or cancelled
 * when it is cancelled (and again when the cancellation records its penalty). A payable already paid
 * keeps what was paid; a cancellation records on it what the supplier owes back (`creditMinor`).
 * The ledger's reads never write: this is the only place a payable is born or follows its sale.
 */
export async function reconcilePayable(tx: Tx, bookingId: string): Promise<void> {
  // The payable's row lock first: a payment recorded meanwhile (mark-payable-paid.ts) is seen, never overwritten.
  await lockPayableOfBooking(tx, bookingId);
  const booking = await tx.booking.findUnique({ where: { id: bookingId }, include: { supplierPayable: true } });
  const figures = booking && payableOf(booking);
  if (!booking || !figures) return;
  const current = booking.supplierPayable;
  if (!current) {
    if (figures.status !== 'open') return;
    const terms = await termsBySupplier(tx, booking.teamId);
    await tx.supplierPayable.createMany({ data: [newPayable(booking, figures, terms(booking.supplier!))], skipDuplicates: true });
    return;
  }
  if (current.status === 'paid') {
    const creditMinor = creditOf(current, figures, booking.status === 'cancelled');
    if (creditMinor !== current.creditMinor) await tx.supplierPayable.update({ where: { id: current.id }, data: { creditMinor } });
    return;
  }
  if (current.amountMinor === figures.amountMinor && current.status === figures.status) return;
  await tx.supplierPayable.update({ where: { id: current.id }, data: { amountMinor: figures.amountMinor, status: figures.status } });
}
