import type { Booking } from '@tas/db';
import { appliedRate, reaisCentsToMinor } from '../lib/money';

/** What a sale owes its supplier now: its currency, amount (minor units) and the rate locked at prebook. */
export interface PayableFigures {
  currency: string;
  amountMinor: number;
  /** Reais per unit locked at prebook, without the agency's spread; "1" for a sale priced in reais. */
  lockedRate: string;
  status: 'open' | 'cancelled';
}

type SaleColumns = Pick<
  Booking,
  | 'type'
  | 'status'
  | 'supplier'
  | 'currency'
  | 'totalCents'
  | 'markupCents'
  | 'duCents'
  | 'supplierAmountMinor'
  | 'supplierCurrency'
  | 'exchangeRate'
  | 'exchangeSpreadPercent'
  | 'cancellationPenaltyCents'
  | 'orderChangesMinor'
>;

/**
 * The supplier's side of a sale, derived from the booking alone: a confirmed (or completed) hotel or
 * flight with a supplier owes the supplier's price, in the supplier's currency for a foreign sale
 * (recorded at prebook) or, for a sale in reais, the net price (total less markup and DU), plus what
 * order changes after the sale cost at the supplier (not charged to the customer). Cancelled,
 * it owes the penalty the cancellation recorded (in reais, converted back at the rate the sale was
 * converted at, so a penalty of the whole price is the whole supplier price), or nothing. A pending
 * booking (awaiting its PIX or boleto) and a hand-made one owe nothing yet: null.
 */
export function payableOf(booking: SaleColumns): PayableFigures | null {
  if (!booking.supplier || (booking.type !== 'hotel' && booking.type !== 'flight') || booking.status === 'pending') return null;
  const foreign = booking.supplierCurrency && booking.supplierAmountMinor !== null && booking.exchangeRate !== null;
  const currency = foreign ? booking.supplierCurrency! : booking.currency;
  const saleMinor = foreign ? booking.supplierAmountMinor! : booking.totalCents - booking.markupCents - booking.duCents;
  const fullMinor = saleMinor + booking.orderChangesMinor;
  const lockedRate = foreign ? booking.exchangeRate! : '1';
  if (booking.status !== 'cancelled') return { currency, amountMinor: fullMinor, lockedRate, status: 'open' };
  const penaltyCents = booking.cancellationPenaltyCents ?? 0;
  if (penaltyCents <= 0) return { currency, amountMinor: 0, lockedRate, status: 'cancelled' };
  const saleRate = foreign ? appliedRate(booking.exchangeRate!, booking.exchangeSpreadPercent ?? '0') : '1';
  const penaltyMinor = foreign ? reaisCentsToMinor(penaltyCents, currency, saleRate) : penaltyCents;
  return { currency, amountMinor: Math.min(fullMinor, penaltyMinor), lockedRate, status: 'open' };
}
