import type { Booking, Db, Prisma } from '@tas/db';
import { quotesFlightCancellation, quotesHotelCancellation } from '@tas/suppliers';
import { todayInBrazil } from '../flights/dates';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { appliedRate, converterToReais, toCents, toMinor } from '../lib/money';
import type { TExchangeRateUsed } from '../exchange/offer-fields';
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
  /** A foreign sale's rate, locked at prebook: the one a supplier's figure in its currency is converted at. */
  exchangeRate: TExchangeRateUsed | null;
}

type BookingWithTeam = Booking & { team: { settings: Prisma.JsonValue } };

const none = (): SupplierPenalty => ({
  penaltyCents: 0,
  source: 'no_reservation',
  supplier: null,
  supplierAmount: null,
  exchangeRate: null,
});

/** The rate a foreign sale was converted at, locked at prebook and recorded on the booking (#22); null for a sale in reais. */
export function lockedRate(booking: Booking): (TExchangeRateUsed & { currency: string }) | null {
  const { supplierCurrency, exchangeRate, exchangeSpreadPercent, exchangeRateSource, exchangeRateDate } = booking;
  if (!supplierCurrency || !exchangeRate || exchangeSpreadPercent === null || !exchangeRateDate) return null;
  return {
    currency: supplierCurrency,
    rate: exchangeRate,
    appliedRate: appliedRate(exchangeRate, exchangeSpreadPercent),
    spreadPercent: exchangeSpreadPercent,
    source: exchangeRateSource === 'agency' ? 'agency' : 'ptax',
    date: exchangeRateDate.toISOString().slice(0, 10),
  };
}

/**
 * A supplier's figure in the supplier's minor units, converted to the sale's cents the way the sale
 * was: at the rate locked on the booking, rounded once by the money helper. The whole supplier price
 * thus converts to exactly what the sale charged for it. A currency that is neither the sale's nor the
 * one the sale was converted from cannot become a refund: refused rather than guessed.
 */
function converterFor(booking: Booking, currency: string): { toSaleCents: (minor: number) => number; foreign: boolean } {
  // Both in the sale's currency: minor units are its cents already.
  if (currency === booking.currency) return { toSaleCents: (minor) => minor, foreign: false };
  const locked = lockedRate(booking);
  if (locked?.currency !== currency) {
    throw new ApiError(
      400,
      'INVALID_STATUS_TRANSITION',
      `The supplier quotes this cancellation in ${currency} and the sale was in ${booking.currency}${locked ? ` converted from ${locked.currency}` : ''}: cancel it with DELETE and refund it by hand`,
    );
  }
  return { toSaleCents: converterToReais(currency, locked.appliedRate), foreign: true };
}

/**
 * What an airline keeps, in the sale's cents, from what it gives back (`refundAmount`). A sale in reais:
 * the airline's cost (the total less the agency's DU) less the refund. A foreign sale: the supplier's
 * own price less the refund, in its currency, then converted (so a full refund keeps exactly nothing).
 */
function flightPenaltyCents(booking: Booking, refundAmount: number, currency: string): number {
  const { toSaleCents, foreign } = converterFor(booking, currency);
  const costCents = booking.totalCents - booking.duCents;
  const backMinor = toMinor(refundAmount, currency);
  if (!foreign || booking.supplierAmountMinor === null) return Math.max(0, costCents - toSaleCents(backMinor));
  return Math.min(costCents, toSaleCents(Math.max(0, booking.supplierAmountMinor - backMinor)));
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
  const exchangeRate = lockedRate(booking);
  // Cancelled at the supplier by a confirmation whose refund then failed: the supplier cannot be asked
  // again, and what it kept was recorded before the refund was tried.
  if (booking.cancellationPenaltyCents !== null && issue?.status === 'cancelled') {
    return {
      penaltyCents: booking.cancellationPenaltyCents,
      source: 'recorded',
      supplier: issue.name ?? booking.supplier,
      supplierAmount: null,
      exchangeRate,
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
        penaltyCents: converterFor(booking, quote.currency).toSaleCents(toMinor(quote.penalty, quote.currency)),
        source: 'hotelbeds_simulation',
        supplier,
        supplierAmount: { amount: quote.penalty, currency: quote.currency },
        exchangeRate,
      };
    }
    return { penaltyCents: await sandboxHotelPenalty(db, booking), source: 'sandbox_policy', supplier, supplierAmount: null, exchangeRate };
  }
  const quoter = held.supplier;
  if (!quotesFlightCancellation(quoter)) return none();
  const duffel = held.issue.name === 'duffel';
  // The sandbox keeps no state: it finds the fare (and its rules) by the offer the booking recorded.
  const offerId = (booking.metadata as { flight?: { offer_id?: string } } | null)?.flight?.offer_id;
  const quote = await callSupplier(
    'book',
    (signal) => quoter.quoteCancellation(held.reservation, { ...call, signal }, offerId ? { offerId } : undefined),
    undefined,
    'Flight supplier',
  );
  // The agency paid the airline's fare and taxes (the DU is its own): the airline keeps what it does not give back.
  return {
    penaltyCents: flightPenaltyCents(booking, quote.refundAmount, quote.currency),
    source: duffel ? 'duffel_quote' : 'sandbox_policy',
    supplier: duffel ? 'duffel' : 'sandbox',
    supplierAmount: { amount: quote.refundAmount, currency: quote.currency },
    exchangeRate,
  };
}
