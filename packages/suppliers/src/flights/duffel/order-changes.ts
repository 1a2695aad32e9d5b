// Duffel's order change flow (https://duffel.com/docs/guides/changing-an-order): an order change request names
// the order's slices to remove and the search for the slices to add (`POST /air/order_change_requests`,
// https://duffel.com/docs/api/order-change-requests/get-order-change-request-by-id); its offers are listed by
// request (`GET /air/order_change_offers?order_change_request_id=`,
// https://duffel.com/docs/api/order-change-offers/schema); the chosen offer becomes a pending order change
// (`POST /air/order_changes` with `selected_order_change_offer`), confirmed with the payment of its
// `change_total_amount` from the balance (`POST /air/order_changes/{id}/actions/confirm`,
// https://duffel.com/docs/api/order-changes/confirm-order-change). Paths as Duffel's clients call them
// (duffel-api-javascript `OrderChangeRequests`, `OrderChangeOffers`, `OrderChanges`).
import type { SupplierCall } from '../../lib/call';
import { SupplierError } from '../../lib/errors';
import type { FlightItinerary } from '../port';
import type { DuffelHttp } from './http';
import { amountCents, toItinerary } from './mapping';
import { ZOrderChange, ZOrderChangeOffer, ZOrderChangeRequest, type DuffelOrderChangeOffer } from './schemas';

/** An amount of a change in minor units (cents), signed: negative when Duffel refunds. */
export interface ChangeAmount {
  minor: number;
  currency: string;
}

/** A slice to replace: the order's slice and the new date to search on the same route. */
export interface SliceToChange {
  sliceId: string;
  origin: string;
  destination: string;
  departureDate: string;
  cabinClass: string;
}

/** One alternative the airline offers: the flights it adds, what it costs and until when. */
export interface OrderChangeOffer {
  id: string;
  expiresAt: string;
  changeTotal: ChangeAmount;
  penalty: ChangeAmount | null;
  newTotal: ChangeAmount | null;
  added: FlightItinerary[];
}

export interface ConfirmedOrderChange extends OrderChangeOffer {
  orderId: string;
  confirmedAt: string | null;
}

const signedMinor = (value: string) => (value.startsWith('-') ? -amountCents(value.slice(1)) : amountCents(value));
const money = (amount: string | null | undefined, currency: string | null | undefined): ChangeAmount | null =>
  amount && currency ? { minor: signedMinor(amount), currency } : null;

function toOffer(o: DuffelOrderChangeOffer): OrderChangeOffer {
  return {
    id: o.id,
    expiresAt: o.expires_at,
    changeTotal: { minor: signedMinor(o.change_total_amount), currency: o.change_total_currency },
    penalty: money(o.penalty_total_amount ?? o.penalty_amount, o.penalty_total_currency ?? o.penalty_currency),
    newTotal: money(o.new_total_amount, o.new_total_currency),
    added: o.slices.add.map(toItinerary),
  };
}

/** Duffel writes money as a decimal string with the currency's two decimals. */
const decimal = (minor: number) =>
  `${minor < 0 ? '-' : ''}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;

/** The order change calls on one Duffel account. */
export function orderChangeCalls(http: DuffelHttp) {
  return {
    /** Asks the airline for alternatives to `slices` of the order; answers the request's offers (none: an empty list). */
    async requestOrderChange(
      orderId: string,
      slices: SliceToChange[],
      call: SupplierCall,
    ): Promise<{ requestId: string; offers: OrderChangeOffer[] }> {
      const body = {
        order_id: orderId,
        slices: {
          remove: slices.map((s) => ({ slice_id: s.sliceId })),
          add: slices.map((s) => ({
            origin: s.origin,
            destination: s.destination,
            departure_date: s.departureDate,
            cabin_class: s.cabinClass,
          })),
        },
      };
      const request = await http.call(ZOrderChangeRequest, 'POST', '/air/order_change_requests', body, call.signal);
      const offers = await http.listAll(
        ZOrderChangeOffer,
        `/air/order_change_offers?order_change_request_id=${encodeURIComponent(request.id)}`,
        call.signal,
      );
      return { requestId: request.id, offers: offers.map(toOffer) };
    },

    /** Creates the pending order change for the chosen offer and confirms it, paying its cost from the balance. */
    async changeOrder(orderId: string, offerId: string, call: SupplierCall): Promise<ConfirmedOrderChange> {
      const pending = await http.call(ZOrderChange, 'POST', '/air/order_changes', { selected_order_change_offer: offerId }, call.signal);
      // An offer of another order (a stale or foreign id) is never confirmed on this one.
      if (pending.order_id !== orderId) throw new SupplierError('The order change offer is not for this order', 'not_found');
      const cost = signedMinor(pending.change_total_amount);
      // Only a change that costs something is paid; a refund goes where Duffel's `refund_to` says.
      const body = cost > 0 ? { payment: { type: 'balance', amount: decimal(cost), currency: pending.change_total_currency } } : {};
      const confirmed = await http.call(
        ZOrderChange,
        'POST',
        `/air/order_changes/${encodeURIComponent(pending.id)}/actions/confirm`,
        body,
        call.signal,
      );
      return { ...toOffer(confirmed), orderId: confirmed.order_id, confirmedAt: confirmed.confirmed_at ?? null };
    },
  };
}
