// Duffel's order cancellation quote: POST /air/order_cancellations { order_id } creates a pending
// cancellation that says what the order's cancellation refunds (`refund_amount`, `refund_currency`, to
// `refund_to`), valid until `expires_at`; nothing is cancelled until /actions/confirm.
// https://duffel.com/docs/api/v2/order-cancellations/create-order-cancellation
import type { SupplierCall } from '../../lib/call';
import type { FlightCancellationQuote } from '../../lib/cancellation-quote';
import { centsToReais } from '../../lib/money';
import type { DuffelHttp } from './http';
import { amountCents } from './mapping';
import { ZOrderCancellation, type DuffelOrder } from './schemas';

/** A quote for cancelling `order` now; an order refunding nothing quotes 0. */
export async function quoteDuffelCancellation(http: DuffelHttp, order: DuffelOrder, call: SupplierCall): Promise<FlightCancellationQuote> {
  const quote = await http.call(ZOrderCancellation, 'POST', '/air/order_cancellations', { order_id: order.id }, call.signal);
  return {
    quoteId: quote.id,
    refundAmount: quote.refund_amount ? centsToReais(amountCents(quote.refund_amount)) : 0,
    currency: quote.refund_currency ?? order.total_currency,
    expiresAt: quote.expires_at ?? null,
  };
}
