import type { SupplierCall } from '../../lib/call';
import { FlightPriceChangedError, isSupplierError, SupplierError } from '../../lib/errors';
import type { FlightBookRequest, FlightBookResult, FlightGroup, FlightSearchQuery, FlightSupplier } from '../port';
import { DuffelHttp, type DuffelCredentials } from './http';
import { amountCents, toFlightGroups, toFlightOffer } from './mapping';
import { offerRequestPassengers, toDuffelPassengers } from './passengers';
import type { FlightCancellationQuoter } from '../../lib/cancellation-quote';
import { quoteDuffelCancellation } from './cancellation-quote';
import { DUFFEL_REFERENCE_KEY, ZOffer, ZOfferRequest, ZOrder, ZOrderCancellation, type DuffelOffer, type DuffelOrder } from './schemas';

export interface DuffelFlightSupplierOptions {
  /** The agency's Duffel account (one adapter per account: it holds no other state). */
  credentials: DuffelCredentials;
  /** DU when the query carries none; default 10 (% of the base fare), as the sandbox. */
  duPercent?: number;
  /** Ceiling per HTTP call on top of the caller's signal; default 120 s (Duffel's own maximum for orders). */
  timeoutMs?: number;
  /** Ages sent for children and infants whose query gives none (Duffel prices non-adults by age); default 8 and 1. */
  childAge?: number;
  infantAge?: number;
  fetch?: typeof fetch;
  now?: () => Date;
}

/** The Duffel flight supplier: the port's online supplier on the agency's own Duffel account, with `getOffer` and `findBooking`. */
export type DuffelFlightSupplier = FlightSupplier & Required<Pick<FlightSupplier, 'getOffer' | 'findBooking'>> & FlightCancellationQuoter;

/** Orders carry our booking reference, so a retry after a lost answer finds the order it made. */
const REFERENCE_KEY = DUFFEL_REFERENCE_KEY;
const expired = () => new SupplierError('Flight offer expired: search again', 'offer_expired');
/** Duffel's codes for an order cancelled already, and for an order retried after a 202 (https://duffel.com/docs/api/overview/errors). */
const ALREADY_CANCELLED = 'already_cancelled';
const CREATION_ATTEMPTED = 'order_creation_already_attempted';

/**
 * Duffel API v2 over plain fetch (not @duffel/api: it takes no AbortSignal per
 * call and runs on node-fetch 2). Search is one offer request with its offers;
 * book re-reads the offer (passenger ids, price, expiry), then orders it
 * `instant`, paid from the agency's Duffel balance; cancel quotes and confirms.
 */
export function createDuffelFlightSupplier(options: DuffelFlightSupplierOptions): DuffelFlightSupplier {
  const now = options.now ?? (() => new Date());
  const http = new DuffelHttp({
    credentials: options.credentials,
    timeoutMs: options.timeoutMs ?? 120_000,
    fetch: options.fetch ?? fetch,
    now,
  });
  const defaultDu = options.duPercent ?? 10;
  const duBasisPoints = (requested: number | undefined) => {
    const percent = requested ?? defaultDu;
    if (!(percent >= 0 && percent <= 100)) throw new SupplierError('duPercent must be 0-100', 'invalid_request');
    return Math.round(percent * 100);
  };

  const readOffer = async (offerId: string, signal: AbortSignal | undefined): Promise<DuffelOffer> => {
    const offer = await http.call(ZOffer, 'GET', `/air/offers/${encodeURIComponent(offerId)}`, undefined, signal);
    if (Date.parse(offer.expires_at) <= now().getTime()) throw expired();
    return offer;
  };

  return {
    provider: 'online_supplier',

    async search(query: FlightSearchQuery, call: SupplierCall) {
      const du = duBasisPoints(query.duPercent);
      const request = await http.call(
        ZOfferRequest,
        'POST',
        '/air/offer_requests?return_offers=true',
        offerRequestBody(query, options),
        call.signal,
      );
      const maxStops = query.directOnly ? 0 : (query.maxStops ?? Number.POSITIVE_INFINITY);
      const offers = request.offers.flatMap((raw) => {
        const parsed = ZOffer.safeParse(raw);
        return parsed.success ? [parsed.data] : [];
      });
      if (offers.length === 0 && request.offers.length > 0)
        throw new SupplierError('Duffel sent offers of an unexpected shape', 'unavailable');
      const within = offers.filter((o) => o.slices.every((s) => s.segments.length - 1 <= maxStops));
      return { flightGroups: toFlightGroups(within, du, query.adults + query.children) };
    },

    async getOffer(request, call): Promise<FlightGroup> {
      const offer = await readOffer(request.offerId, call.signal);
      const seated = offer.passengers.filter((p) => p.type !== 'infant_without_seat' && (p.age ?? 18) >= 2).length;
      return toFlightGroups([offer], duBasisPoints(request.duPercent), seated)[0]!;
    },

    async book(request: FlightBookRequest, call: SupplierCall) {
      let offer: DuffelOffer;
      try {
        if (request.offer.expiresAt && Date.parse(request.offer.expiresAt) <= now().getTime()) throw expired();
        offer = await readOffer(request.offer.id, call.signal);
      } catch (error) {
        return recoverBooking(error, request, call);
      }
      assertSamePrice(request, offer);
      const passengers = toDuffelPassengers(request, offer);
      let answer: { accepted: true } | { accepted: false; data: DuffelOrder };
      try {
        answer = await http.callAccepting(
          ZOrder,
          'POST',
          '/air/orders',
          {
            type: 'instant',
            selected_offers: [offer.id],
            passengers,
            payments: [{ type: 'balance', amount: offer.total_amount, currency: offer.total_currency }],
            ...(request.reference ? { metadata: { [REFERENCE_KEY]: request.reference } } : {}),
          },
          call.signal,
        );
      } catch (error) {
        return recoverBooking(error, request, call);
      }
      // 202: Duffel took the order and the airline has not answered yet; not a confirmation.
      if (answer.accepted) return { externalLocator: null, awaitingConfirmation: true };
      return { externalLocator: answer.data.booking_reference, supplierOrderId: answer.data.id };
    },

    async findBooking(reference, call) {
      const order = await orderByReference(reference, call.signal);
      return order ? { externalLocator: order.booking_reference, supplierOrderId: order.id } : null;
    },

    async cancel(externalLocator: string, call: SupplierCall) {
      const order = await findOrder(externalLocator, call.signal);
      if (!order.cancelled_at) {
        try {
          const quote = await http.call(ZOrderCancellation, 'POST', '/air/order_cancellations', { order_id: order.id }, call.signal);
          await http.call(
            ZOrderCancellation,
            'POST',
            `/air/order_cancellations/${encodeURIComponent(quote.id)}/actions/confirm`,
            undefined,
            call.signal,
          );
        } catch (error) {
          // Cancelled meanwhile (a retry, or by hand in Duffel's dashboard): what the caller wanted.
          if (!(isSupplierError(error) && error.details.supplierCode === ALREADY_CANCELLED)) throw error;
        }
      }
      return { externalLocator, status: 'cancelled' as const };
    },

    /** What cancelling now refunds (a quote left unconfirmed: Duffel lets it expire). */
    async quoteCancellation(externalLocator: string, call: SupplierCall) {
      return quoteDuffelCancellation(http, await findOrder(externalLocator, call.signal), call);
    },
  };

  /**
   * After a failed read or order: a new price becomes FlightPriceChangedError; an offer gone or already
   * booked, when an order carries our reference (a retry after a lost answer), gives back that order;
   * anything else is rethrown.
   */
  async function recoverBooking(error: unknown, request: FlightBookRequest, call: SupplierCall): Promise<FlightBookResult> {
    if (!isSupplierError(error)) throw error;
    const code = error.details.supplierCode;
    // The payment no longer matches the order: the airline repriced it since we read it.
    if (code === 'price_changed' || code === 'payment_amount_does_not_match_order_amount')
      throw priceChanged(request, await readOffer(request.offer.id, call.signal), error);
    const taken = code === 'offer_request_already_booked' || code === CREATION_ATTEMPTED || error.kind === 'offer_expired';
    if (taken && request.reference) {
      const mine = await orderByReference(request.reference, call.signal);
      if (mine) return { externalLocator: mine.booking_reference, supplierOrderId: mine.id };
      // An earlier attempt was accepted (202) and not settled yet: waiting, not failed.
      if (code === CREATION_ATTEMPTED) return { externalLocator: null, awaitingConfirmation: true };
    }
    throw error;
  }

  /** Our order among all the account's orders, every page read (a busy account has hundreds, in no set order). */
  async function orderByReference(reference: string, signal: AbortSignal | undefined): Promise<DuffelOrder | undefined> {
    const orders = await http.listAll(ZOrder, '/air/orders', signal);
    return orders.find((o) => o.metadata?.[REFERENCE_KEY] === reference && !o.cancelled_at);
  }

  /** An order by Duffel id (`ord_...`) or by the airline locator we returned at book. */
  async function findOrder(locator: string, signal: AbortSignal | undefined): Promise<DuffelOrder> {
    if (locator.startsWith('ord_')) return http.call(ZOrder, 'GET', `/air/orders/${encodeURIComponent(locator)}`, undefined, signal);
    const orders = await http.listAll(ZOrder, `/air/orders?booking_reference=${encodeURIComponent(locator)}`, signal);
    const found = orders.find((o) => !o.cancelled_at) ?? orders[0];
    if (!found) throw new SupplierError('Reservation not found', 'not_found');
    return found;
  }
}

/** What we will pay Duffel is what the customer accepted minus our DU; anything else is a new price. */
function assertSamePrice(request: FlightBookRequest, offer: DuffelOffer): void {
  const accepted = Math.round(request.offer.price.total * 100) - Math.round(request.offer.price.commission * 100);
  if (offer.total_currency !== request.offer.price.currency || amountCents(offer.total_amount) !== accepted)
    throw priceChanged(request, offer);
}

function priceChanged(request: FlightBookRequest, offer: DuffelOffer, cause?: SupplierError): FlightPriceChangedError {
  // The DU keeps its percent of the new base fare, as at search.
  const { price } = request.offer;
  const baseCents = Math.round(price.base * 100);
  const duBasisPoints = baseCents > 0 ? Math.round((Math.round(price.commission * 100) / baseCents) * 10_000) : 0;
  const now = toFlightOffer(offer, duBasisPoints, 1).price;
  return new FlightPriceChangedError({ total: now.total, previousTotal: price.total, currency: now.currency }, cause?.details ?? {});
}

function offerRequestBody(query: FlightSearchQuery, options: DuffelFlightSupplierOptions) {
  const slices = [{ origin: query.origin, destination: query.destination, departure_date: query.departureDate }];
  if (query.returnDate) slices.push({ origin: query.destination, destination: query.origin, departure_date: query.returnDate });
  const passengers = offerRequestPassengers(query, { childAge: options.childAge ?? 8, infantAge: options.infantAge ?? 1 });
  const maxConnections = query.directOnly ? 0 : Math.min(2, query.maxStops ?? 1);
  return { slices, passengers, cabin_class: query.cabinClass ?? 'economy', max_connections: maxConnections };
}
