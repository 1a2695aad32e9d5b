import type { SupplierCall } from './call';

/**
 * What cancelling a reservation now would cost at the supplier, asked before cancelling (issue #23):
 * the agent and the integrator see it, and the customer's refund is computed from it.
 */
export interface HotelCancellationQuote {
  /** What the supplier would keep if the reservation were cancelled now (`currency`, two decimals). */
  penalty: number;
  currency: string;
}

/** A hotel supplier that can say what a cancellation costs without cancelling (Hotelbeds' simulation). */
export interface HotelCancellationQuoter {
  quoteCancellation(locator: string, call: SupplierCall): Promise<HotelCancellationQuote>;
}

export interface FlightCancellationQuote {
  /** The supplier's own quote id (Duffel `ore_...`). */
  quoteId: string;
  /** What the supplier gives back to the agency if cancelled now (`currency`, two decimals). */
  refundAmount: number;
  currency: string;
  /** When the quote stops being confirmable (ISO 8601), when the supplier says. */
  expiresAt: string | null;
}

/** A flight supplier that quotes a cancellation before confirming it (Duffel's order cancellations, the sandbox's fare rules). */
export interface FlightCancellationQuoter {
  /** `sold.offerId`: the offer the reservation was sold from, as the booking recorded it (the sandbox keeps no state). */
  quoteCancellation(reservation: string, call: SupplierCall, sold?: { offerId: string }): Promise<FlightCancellationQuote>;
}

export function quotesHotelCancellation<T extends object>(supplier: T): supplier is T & HotelCancellationQuoter {
  return typeof (supplier as Partial<HotelCancellationQuoter>).quoteCancellation === 'function';
}

export function quotesFlightCancellation<T extends object>(supplier: T): supplier is T & FlightCancellationQuoter {
  return typeof (supplier as Partial<FlightCancellationQuoter>).quoteCancellation === 'function';
}
