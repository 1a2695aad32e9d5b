import { z } from 'zod';
import { exchangeRateAnswer, ZExchangeRateAnswer } from '../exchange/offer-fields';
import { fromCents, ZMoney } from '../lib/money';
import { ZId } from '../lib/zod-helpers';
import type { CancellationQuote } from './quote';
import type { SettledCancellation } from './settle-refund';

const ZSupplierAmount = z.object({ amount: z.number(), currency: z.string() }).nullable();

/** GET /api/v1/bookings/{id}/cancellation-quote (additive): what cancelling now costs and gives back. */
export const ZCancellationQuote = z.object({
  booking_id: z.string(),
  status: z.enum(['pending', 'confirmed', 'cancelled']),
  currency: z.string(),
  /** What the customer paid and has not had back. */
  paid_amount: z.number(),
  /** What the supplier keeps (Hotelbeds' simulation, Duffel's quote, the sandbox's policy). */
  supplier_penalty: z.number(),
  /** The agency's own cancellation fee (team setting), taken only from what the penalty leaves. */
  agency_fee: z.number(),
  /** paid_amount - supplier_penalty - agency_fee, never below 0: send it back to confirm. */
  refund_amount: z.number(),
  /** `recorded`: the supplier already cancelled with this penalty (a confirmation whose refund failed). */
  source: z.enum(['hotelbeds_simulation', 'duffel_quote', 'sandbox_policy', 'recorded', 'no_reservation']),
  supplier: z.string().nullable(),
  /** The supplier's own figure in its currency: Hotelbeds' charge, or what the airline gives back to the agency. */
  supplier_amount: ZSupplierAmount,
  /** A sale converted from the supplier's currency (#22): the rate locked at prebook, at which supplier_amount became reais. */
  exchange_rate: ZExchangeRateAnswer.nullable().optional(),
  quoted_at: z.string(),
});

export const ZCancellationConfirmInput = z.object({
  id: ZId,
  /** The quote's `refund_amount`: a refund that moved since answers 400 PRICE_MISMATCH and changes nothing. */
  refund_amount: ZMoney,
});

/** DELETE's answer, plus what was kept and refunded. */
export const ZCancellationConfirmed = z.object({
  id: z.string(),
  status: z.literal('cancelled'),
  message: z.string(),
  currency: z.string(),
  supplier_penalty: z.number(),
  agency_fee: z.number(),
  refund_amount: z.number(),
  /** false when an earlier confirmation had already settled it (nothing more was refunded). */
  refunded_now: z.boolean(),
});

export function presentQuote(quote: CancellationQuote): z.infer<typeof ZCancellationQuote> {
  return {
    booking_id: quote.booking.id,
    status: quote.booking.status as 'pending' | 'confirmed' | 'cancelled',
    currency: quote.currency,
    paid_amount: fromCents(quote.paidCents),
    supplier_penalty: fromCents(quote.penaltyCents),
    agency_fee: fromCents(quote.feeCents),
    refund_amount: fromCents(quote.refundCents),
    source: quote.source,
    supplier: quote.supplier,
    supplier_amount: quote.supplierAmount,
    exchange_rate: quote.exchangeRate && exchangeRateAnswer(quote.exchangeRate),
    quoted_at: quote.quotedAt.toISOString(),
  };
}

export function presentConfirmed({ booking, refundedNow }: SettledCancellation): z.infer<typeof ZCancellationConfirmed> {
  const payment = booking.payments[0];
  return {
    id: booking.id,
    status: 'cancelled',
    message: 'Booking cancelled',
    currency: payment?.currency ?? booking.currency,
    supplier_penalty: fromCents(booking.cancellationPenaltyCents ?? 0),
    agency_fee: fromCents(booking.cancellationFeeCents ?? 0),
    refund_amount: fromCents(booking.cancellationRefundCents ?? 0),
    refunded_now: refundedNow,
  };
}
