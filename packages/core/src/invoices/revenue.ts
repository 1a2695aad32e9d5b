import type { Booking } from '@tas/db';

/**
 * The agency's own revenue on a sale, what its NFS-e is for: what the customer paid over what the
 * supplier gets (hotel markup, flight DU), in cents of the booking's currency. A foreign-currency
 * supplier price is sold in reais with the net converted at the rate locked at prebook, so markup and
 * DU are already reais of the agency's own; the exchange itself is not invoiced. A cancelled sale
 * leaves only the agency's cancellation fee as revenue (none: nothing to invoice).
 */
export function revenueToInvoiceCents(booking: Pick<Booking, 'status' | 'markupCents' | 'duCents' | 'cancellationFeeCents'>): number {
  if (booking.status === 'cancelled') return booking.cancellationFeeCents ?? 0;
  return booking.markupCents + booking.duCents;
}
