import type { Booking, Db, Prisma } from '@tas/db';
import { quotesFlightCancellation, quotesHotelCancellation } from '@tas/suppliers';
import { todayInBrazil } from '../flights/dates';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { toCents } from '../lib/money';
import { heldReservation } from '../suppliers/cancel-at-supplier';
import { callSupplier } from '../suppliers/supplier-call';
import { supplierIssueOf } from '../suppliers/supplier-issue';

/** Where a quote's supplier penalty comes from. */
export type PenaltySource = 'hotelbeds_simulation' | 'duffel_quote' | 'sandbox_policy' | 'recorded' | 'no_reservation';

export interface SupplierPenalty {
  /** What the supplier keeps, in the booking's currency (cents). */
  penaltyCents: number;
  source: PenaltySource;
  /** The supplier that holds the reservation (`sandbox`, `hotelbeds`, `duffel`), or null. */
  supplier: string | null;
  /** The supplier's own figure as it gave it (its currency), when it gave one. */
  supplierAmount: { amount: number; currency: string } | null;
}

type BookingWithTeam = Booking & { team: { settings: Prisma.JsonValue } };

const none = (): SupplierPenalty => ({ penaltyCents: 0, source: 'no_reservation', supplier: null, supplierAmount: null });

/**
 * A supplier's figure in another currency than the sale's cannot become a refund without the
 * booking's own exchange rate, which bookings do not record yet (#22): refused rather than guessed.
 */
function inSaleCurrency(booking: Booking, amount: number, currency: string): number {
  if (currency !== booking.currency) {
    throw new ApiError(
      400,
      'INVALID_STATUS_TRANSITION',
      `The supplier quotes this cancellation in ${currency} and the sale was in ${booking.currency}: cancel it with DELETE and refund it by hand`,
    );
  }
  return toCents(amount);
}

/** The sandbox hotel's policy, as the booking recorded it: free until the deadline day, the whole net price after it or when non-refundable. */
async function sandboxHotelPenalty(db: Db, booking: Booking): Promise<number> {
  const item = await db.bookingItem.findFirst({
    where: { bookingId: booking.id },
    orderBy: { position: 'asc' },
    select: { details: true },
  });
  const details = (item?.details ?? {}) as { net_price?: number; non_refundable?: boolean; cancellation_deadline?: string | null };
  const netCents = typeof details.net_price === 'number' ? toCents(details.net_price) : booking.totalCents - booking.markupCents;
  const free =
    details.non_refundable !== true && !!details.cancellation_deadline && todayInBrazil(clock.now()) <= details.cancellation_deadline;
  return free ? 0 : netCents;
}

/**
 * What the booking's supplier keeps if the booking is cancelled now: Hotelbeds' cancellation
 * simulation, Duffel's order cancellation quote (the order's cost less what Duffel gives back), the
 * sandbox's own policy. A booking with no reservation we can cancel (manual, issued by hand, or
 * already cancelled at the supplier) has no supplier penalty here.
 */
export async function supplierPenalty(db: Db, teamId: string, booking: BookingWithTeam): Promise<SupplierPenalty> {
  const issue = supplierIssueOf(booking.metadata);
  // Cancelled at the supplier by a confirmation whose refund then failed: the supplier cannot be asked
  // again, and what it kept was recorded before the refund was tried.
  if (booking.cancellationPenaltyCents !== null && issue?.status === 'cancelled') {
    return {
      penaltyCents: booking.cancellationPenaltyCents,
      source: 'recorded',
      supplier: issue.name ?? booking.supplier,
      supplierAmount: null,
    };
  }
  if (issue?.status !== 'issued') return none();
  let held;
  try {
    held = await heldReservation(db, teamId, booking);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'INVALID_STATUS_TRANSITION') return none();
    throw error;
  }
  const call = { credentials: held.credentials };
  if (held.type === 'hotel') {
    const supplier = held.supplier.provider;
    if (quotesHotelCancellation(held.supplier)) {
      const quoter = held.supplier;
      const quote = await callSupplier('book', (signal) => quoter.quoteCancellation(held.locator, { ...call, signal }));
      return {
        penaltyCents: inSaleCurrency(booking, quote.penalty, quote.currency),
        source: 'hotelbeds_simulation',
        supplier,
        supplierAmount: { amount: quote.penalty, currency: quote.currency },
      };
    }
    return { penaltyCents: await sandboxHotelPenalty(db, booking), source: 'sandbox_policy', supplier, supplierAmount: null };
  }
  if (quotesFlightCancellation(held.supplier)) {
    const quoter = held.supplier;
    const quote = await callSupplier(
      'book',
      (signal) => quoter.quoteCancellation(held.reservation, { ...call, signal }),
      undefined,
      'Flight supplier',
    );
    // The agency paid the airline's fare and taxes (the DU is its own): Duffel keeps what it does not give back.
    const costCents = booking.totalCents - booking.duCents;
    const backCents = inSaleCurrency(booking, quote.refundAmount, quote.currency);
    return {
      penaltyCents: Math.max(0, costCents - backCents),
      source: 'duffel_quote',
      supplier: 'duffel',
      supplierAmount: { amount: quote.refundAmount, currency: quote.currency },
    };
  }
  // The sandbox airline releases a reservation before departure without a charge.
  return { penaltyCents: 0, source: 'sandbox_policy', supplier: 'sandbox', supplierAmount: null };
}
