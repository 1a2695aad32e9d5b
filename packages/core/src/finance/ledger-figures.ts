import { toReaisCents } from '../lib/money';

/**
 * A payable as the margin sees it: its amount, the rate locked at prebook, the reais paid (null while
 * unpaid) and, paid before its sale was cancelled, what the supplier owes back and the rate it was paid at.
 */
export interface PayableCost {
  amountMinor: number;
  currency: string;
  lockedRate: string;
  paidAmountCents: number | null;
  creditMinor?: number | null;
  paidRate?: string | null;
  /** The reais the credit brought back, once received (at the rate it came back at). */
  creditReceivedCents?: number | null;
}

/** A payment as the customer's side of the ledger sees it. */
export interface CustomerPayment {
  status: string;
  amountCents: number;
  refundedCents: number | null;
}

/** What went back to the customer from one payment (a refund with no recorded amount was whole). */
export const refundOf = (p: CustomerPayment) => p.refundedCents ?? (p.status === 'refunded' ? p.amountCents : 0);

/**
 * The customer's reais for a sale: what was received less what went back; while nothing has been
 * received, the sale's total (nothing, for a cancelled sale).
 */
export function customerCents(payments: CustomerPayment[], sale: { totalCents: number; cancelled: boolean }): number {
  const received = payments.filter((p) => p.status === 'paid' || p.status === 'refunded');
  if (received.length === 0) return sale.cancelled ? 0 : sale.totalCents;
  return received.reduce((sum, p) => sum + p.amountCents - refundOf(p), 0);
}

/**
 * A sale's margins in reais cents. Expected: the customer's reais less the payable at the locked rate
 * (without the agency's spread, which is margin). Realised, once the supplier is paid: less what it
 * cost at the rate paid. The exchange difference is the gap between the two costs, so realised =
 * expected + difference, exactly (integer cents, each cost rounded once by the money helper).
 * A supplier credit (paid, then cancelled) lowers both costs: the locked one by the credit's amount,
 * the paid one by the reais that came back: once received, what it brought at the rate it came back
 * at; until then, the credit at the rate it was paid at.
 */
export function marginsOf(customer: number, payable: PayableCost | null) {
  const credit = payable?.creditMinor ?? 0;
  const lockedCost = payable ? toReaisCents({ minor: payable.amountMinor - credit, currency: payable.currency }, payable.lockedRate) : 0;
  const creditBack =
    payable?.creditReceivedCents ??
    (payable?.paidRate && credit > 0 ? toReaisCents({ minor: credit, currency: payable.currency }, payable.paidRate) : 0);
  const paid = payable?.paidAmountCents == null ? null : payable.paidAmountCents - creditBack;
  return {
    marginCents: customer - lockedCost,
    realisedMarginCents: paid === null ? null : customer - paid,
    exchangeDifferenceCents: paid === null ? null : lockedCost - paid,
  };
}
