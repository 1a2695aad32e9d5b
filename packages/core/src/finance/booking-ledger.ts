import type { Db } from '@tas/db';
import { fromCents, fromMinor } from '../lib/money';
import { dateOut } from '../lib/zod-helpers';
import { customerCents, marginsOf } from './ledger-figures';
import { payableOf } from './payable-of-booking';
import type { TBookingLedger } from './schemas';

/**
 * A supplier sale's place in the ledger (booking detail): what the customer owes or paid, what the
 * agency owes the supplier, and the margins. Undefined for a booking with no supplier (hand-made,
 * experiences), whose cost the agency never told us. A read: the payable is born with the confirmation.
 */
export async function bookingLedger(db: Db, teamId: string, bookingId: string): Promise<TBookingLedger | undefined> {
  const booking = await db.booking.findFirst({ where: { id: bookingId, teamId }, include: { supplierPayable: true, payments: true } });
  if (!booking?.supplier || (booking.type !== 'hotel' && booking.type !== 'flight')) return undefined;
  const payable = booking.supplierPayable;
  const cancelled = booking.status === 'cancelled';
  const customer = customerCents(booking.payments, { totalCents: booking.totalCents, cancelled });
  // A sale still awaiting its payment has no payable yet: its margin is the one it will have.
  const expected = payable ?? (booking.status === 'pending' ? payableOf({ ...booking, status: 'confirmed' }) : null);
  const margins = marginsOf(
    customer,
    expected && {
      ...expected,
      paidAmountCents: payable?.paidAmountCents ?? null,
      creditMinor: payable?.creditMinor,
      paidRate: payable?.paidRate,
      creditReceivedCents: payable?.creditReceivedCents,
    },
  );
  const paidSome = booking.payments.some((p) => p.status === 'paid' || p.status === 'refunded');
  const pending = booking.payments.some((p) => p.status === 'pending');
  return {
    receivable: { amount: fromCents(customer), currency: booking.currency, status: paidSome ? 'paid' : pending ? 'open' : 'none' },
    payable: payable && {
      amount: fromMinor(payable.amountMinor, payable.currency),
      currency: payable.currency,
      due_date: dateOut(payable.dueDate)!,
      status: payable.status,
      locked_rate: payable.lockedRate,
      paid_rate: payable.paidRate,
      paid_amount_brl: payable.paidAmountCents === null ? null : fromCents(payable.paidAmountCents),
      supplier_credit: payable.creditMinor === null ? null : fromMinor(payable.creditMinor, payable.currency),
      supplier_credit_received_at: dateOut(payable.creditReceivedAt),
      supplier_credit_received_rate: payable.creditReceivedRate,
      supplier_credit_received_brl: payable.creditReceivedCents === null ? null : fromCents(payable.creditReceivedCents),
    },
    margin_brl: fromCents(margins.marginCents),
    realised_margin_brl: margins.realisedMarginCents === null ? null : fromCents(margins.realisedMarginCents),
    exchange_difference_brl: margins.exchangeDifferenceCents === null ? null : fromCents(margins.exchangeDifferenceCents),
  };
}
