import type { Booking, Db, Prisma } from '@tas/db';
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
 * Births the payables of the team's sales that have none yet, before the ledger is read: a sale
 * confirmed since (by card at booking, by a PIX or boleto that cleared, by hand), and sales made before
 * the ledger existed (the backfill is this, lazily). Concurrent readers insert each payable once.
 */
export async function bornPayables(db: Db, teamId: string): Promise<void> {
  const unborn = await db.booking.findMany({
    where: {
      teamId,
      supplier: { not: null },
      type: { in: ['hotel', 'flight'] },
      supplierPayable: { is: null },
      OR: [{ status: { in: ['confirmed', 'completed'] } }, { status: 'cancelled', cancellationPenaltyCents: { gt: 0 } }],
    },
  });
  if (unborn.length === 0) return;
  const terms = await termsBySupplier(db, teamId);
  const rows = unborn.flatMap((booking) => {
    const figures = payableOf(booking);
    return figures?.status === 'open' ? [newPayable(booking, figures, terms(booking.supplier!))] : [];
  });
  await db.supplierPayable.createMany({ data: rows, skipDuplicates: true });
}

/**
 * Brings one booking's payable in line with the booking, in the caller's transaction (a status
 * change, a cancellation and its penalty): born when the sale is confirmed, the penalty or cancelled
 * when it is cancelled. A payable already paid stays as it was paid (what the supplier gives back is
 * settled with the supplier, outside this ledger).
 */
export async function reconcilePayable(tx: Tx, teamId: string, bookingId: string): Promise<void> {
  const booking = await tx.booking.findFirst({ where: { id: bookingId, teamId }, include: { supplierPayable: true } });
  if (!booking) return;
  const figures = payableOf(booking);
  const current = booking.supplierPayable;
  if (!figures || current?.status === 'paid') return;
  if (!current) {
    if (figures.status !== 'open') return;
    const terms = await termsBySupplier(tx, teamId);
    await tx.supplierPayable.createMany({ data: [newPayable(booking, figures, terms(booking.supplier!))], skipDuplicates: true });
    return;
  }
  if (current.amountMinor === figures.amountMinor && current.status === figures.status) return;
  // Never over a payment recorded meanwhile (mark-payable-paid.ts locks the payable, not the booking).
  await tx.supplierPayable.updateMany({
    where: { id: current.id, status: { not: 'paid' } },
    data: { amountMinor: figures.amountMinor, status: figures.status },
  });
}
