import type { Prisma } from '@tas/db';
import { toReaisCents } from '../lib/money';
import { payableOf } from './payable-of-booking';
import { lockPayableOfBooking, reconcilePayable } from './reconcile-payable';

/** An amount in a currency's minor units; negative when the supplier gave money back. */
export interface SupplierAmount {
  minor: number;
  currency: string;
}

/**
 * What an order change cost at the supplier, added to what the sale owes it, in the caller's
 * transaction: the booking's `orderChangesMinor` grows (payable-of-booking.ts adds it), and its payable
 * with it. An open payable is owed the cost with the rest (reconcilePayable). A paid one was debited
 * now (Duffel confirms a change from the agency's balance): its amount and the reais paid grow, at
 * the rate it was paid at, so the exchange difference stays that of the sale. Answers false, and
 * records nothing, when the cost is in another currency than the payable's: no rate converts it.
 */
export async function addOrderChangeCost(tx: Prisma.TransactionClient, bookingId: string, cost: SupplierAmount): Promise<boolean> {
  if (cost.minor === 0) return true;
  await lockPayableOfBooking(tx, bookingId);
  const booking = await tx.booking.findUniqueOrThrow({ where: { id: bookingId }, include: { supplierPayable: true } });
  const currency = booking.supplierPayable?.currency ?? payableOf({ ...booking, status: 'confirmed' })?.currency;
  if (cost.currency !== currency) return false;
  await tx.booking.update({ where: { id: bookingId }, data: { orderChangesMinor: { increment: cost.minor } } });
  const payable = booking.supplierPayable;
  if (payable?.status !== 'paid') {
    await reconcilePayable(tx, bookingId);
    return true;
  }
  const reais = toReaisCents({ minor: Math.abs(cost.minor), currency }, payable.paidRate ?? payable.lockedRate);
  await tx.supplierPayable.update({
    where: { id: payable.id },
    data: {
      amountMinor: payable.amountMinor + cost.minor,
      paidAmountCents: (payable.paidAmountCents ?? 0) + Math.sign(cost.minor) * reais,
    },
  });
  return true;
}
