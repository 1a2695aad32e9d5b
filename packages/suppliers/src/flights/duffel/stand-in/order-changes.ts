/**
 * The stand-in's order changes, as Duffel documents them:
 * - the flow (request, offers, pending change, confirm): https://duffel.com/docs/guides/changing-an-order;
 * - the order change request (`order_id`, `slices: { remove: [{ slice_id }], add: [{ origin, destination,
 *   departure_date, cabin_class }] }`, answered with `order_change_offers`, empty when the airline offers none):
 *   https://duffel.com/docs/api/order-change-requests/get-order-change-request-by-id and Duffel's JS client
 *   (`OrderChangeRequestsTypes.ts`);
 * - the order change offer (`change_total_amount`/`_currency`, `penalty_total_amount`/`_currency`,
 *   `new_total_amount`/`_currency`, `expires_at`, `refund_to`, `slices.add`/`remove`, `order_change_id`):
 *   https://duffel.com/docs/api/order-change-offers/schema and
 *   https://duffel.com/docs/api/order-change-offers/get-order-change-offer-by-id, listed by
 *   `GET /air/order_change_offers?order_change_request_id=`;
 * - the order change (`POST /air/order_changes` `{ selected_order_change_offer }`, then
 *   `POST /air/order_changes/{id}/actions/confirm` with `payment: { type: balance, amount, currency }` when
 *   `change_total_amount` is above zero; `order_id`, `confirmed_at`): https://duffel.com/docs/api/order-changes/confirm-order-change
 *   and Duffel's JS client (`OrderChangesTypes.ts`: the payment "should be the same as the change_total_amount").
 * Errors: an expired offer is 422 `offer_no_longer_available` as for offers; bad fields 422 `validation_error`
 * (https://duffel.com/docs/api/overview/errors). Not published, the stand-in's own: the code for a change
 * confirmed twice (`order_change_already_confirmed`, 422 `invalid_state_error`) and its prices: the fare
 * difference of the new flights over the removed share of the order, plus the brand's change penalty.
 */
import { ERRORS, invalidField, type DuffelErrorSpec } from './faults';
import { journeysOn } from './journeys';
import { brandsIn, amount, offerJson, type Json, type RequestPassenger } from './shapes';
import { StandInError, type DuffelStore } from './store';
import type { StandInCabin } from './catalog';

const fail = (spec: DuffelErrorSpec): never => {
  throw new StandInError(spec);
};
export const CHANGE_ALREADY_CONFIRMED: DuffelErrorSpec = {
  status: 422,
  type: 'invalid_state_error',
  code: 'order_change_already_confirmed',
  title: 'Order change already confirmed',
  message: 'This order change has already been confirmed',
};
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const CABINS = ['economy', 'premium_economy', 'business', 'first'];
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);
/** Up to this many alternatives per request, as an airline's short list. */
const MAX_OFFERS = 3;

interface StoredChangeOffer {
  json: Json;
  orderId: string;
  expiresAt: number;
}

export class StandInOrderChanges {
  readonly requests: Json[] = [];
  readonly changes: Json[] = [];
  private readonly offers = new Map<string, StoredChangeOffer>();

  constructor(
    private readonly store: DuffelStore,
    private readonly options: { now: () => Date; offerTtlMs: number; currency: string },
  ) {}

  reset(): void {
    this.requests.length = 0;
    this.changes.length = 0;
    this.offers.clear();
  }

  /** POST /air/order_change_requests; `noOffers`: the airline has nothing to offer (the `no_change_offers` fault). */
  createRequest(data: Json, noOffers = false): Json {
    const record =
      this.store.orders.find((o) => o.order.id === data.order_id) ?? fail(invalidField('order_id', 'is not an order of this account'));
    const order = record.order;
    if (order.cancelled_at) fail(ERRORS.alreadyCancelled);
    const slices = isRecord(data.slices) ? data.slices : fail(invalidField('slices', 'must hold add and remove'));
    const orderSlices = order.slices as Json[];
    const remove = Array.isArray(slices.remove) ? slices.remove : fail(invalidField('slices.remove', 'must be a list'));
    const add =
      Array.isArray(slices.add) && slices.add.length > 0 ? slices.add : fail(invalidField('slices.add', 'must list the slices to add'));
    const removedIds = remove.map((r, i) => {
      const id = isRecord(r) ? r.slice_id : undefined;
      if (!orderSlices.some((s) => s.id === id)) fail(invalidField(`slices.remove[${i}].slice_id`, 'is not a slice of this order'));
      return String(id);
    });
    const today = this.options.now().toISOString().slice(0, 10);
    const wanted = add.map((a, i) => {
      const at = (field: string) => `slices.add[${i}].${field}`;
      if (!isRecord(a)) return fail(invalidField(`slices.add[${i}]`, 'must be an object'));
      const origin = text(a.origin).toUpperCase();
      const destination = text(a.destination).toUpperCase();
      const date = text(a.departure_date);
      if (!/^[A-Z]{3}$/.test(origin)) fail(invalidField(at('origin'), 'must be an IATA code'));
      if (!/^[A-Z]{3}$/.test(destination)) fail(invalidField(at('destination'), 'must be an IATA code'));
      if (!ISO_DATE.test(date)) fail(invalidField(at('departure_date'), 'must be a date'));
      if (date < today) fail(invalidField(at('departure_date'), 'must not be in the past'));
      if (!CABINS.includes(String(a.cabin_class))) fail(invalidField(at('cabin_class'), `must be one of ${CABINS.join(', ')}`));
      return { origin, destination, date, cabin: a.cabin_class as StandInCabin };
    });
    const now = this.options.now();
    const request: Json = {
      id: this.store.nextId('ocr'),
      order_id: order.id,
      live_mode: false,
      slices: {
        remove: removedIds.map((slice_id) => ({ slice_id })),
        add: wanted.map((w) => ({ origin: w.origin, destination: w.destination, departure_date: w.date, cabin_class: w.cabin })),
      },
      order_change_offers: noOffers ? [] : this.offersFor(order, removedIds, wanted, now),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    };
    this.requests.push(request);
    return request;
  }

  private offersFor(
    order: Json,
    removedIds: string[],
    wanted: { origin: string; destination: string; date: string; cabin: StandInCabin }[],
    now: Date,
  ): Json[] {
    const journeys = wanted.map((w) => journeysOn(w.origin, w.destination, w.date, 1));
    const orderSlices = order.slices as Json[];
    const removed = orderSlices.filter((s) => removedIds.includes(String(s.id)));
    const passengers: RequestPassenger[] = (order.passengers as Json[]).map((p) => ({
      id: String(p.id),
      type: (p.type as RequestPassenger['type']) ?? 'adult',
      age: null,
    }));
    const currency = String(order.total_currency);
    const orderCents = cents(order.total_amount);
    const removedShare = Math.round((orderCents * removed.length) / Math.max(1, orderSlices.length));
    const change = (order.conditions as { change_before_departure?: { allowed?: boolean; penalty_amount?: string | null } } | null)
      ?.change_before_departure;
    const penaltyCents = change?.allowed ? cents(change.penalty_amount) : 0;
    const offers: Json[] = [];
    for (let i = 0; i < Math.min(MAX_OFFERS, journeys[0]!.length); i++) {
      const trip = journeys.map((list) => list[Math.min(i, list.length - 1)]);
      if (trip.some((j) => !j)) break;
      const brand = brandsIn(trip[0]!.airline, wanted[0]!.cabin)[0];
      if (!brand) continue;
      const priced = offerJson({
        id: 'priced',
        trip: trip as NonNullable<(typeof trip)[number]>[],
        brand,
        passengers,
        currency,
        createdAt: now,
        expiresAt: now,
        surchargeCents: 0,
        nextId: (p) => this.store.nextId(p),
      });
      const newSlicesCents = cents(priced.total_amount);
      const fareDifference = Math.max(0, newSlicesCents - removedShare);
      const expiresAt = new Date(now.getTime() + this.options.offerTtlMs);
      const json: Json = {
        id: this.store.nextId('oco'),
        live_mode: false,
        order_change_id: null,
        change_total_amount: amount(fareDifference + penaltyCents),
        change_total_currency: currency,
        penalty_total_amount: amount(penaltyCents),
        penalty_total_currency: currency,
        new_total_amount: amount(orderCents - removedShare + newSlicesCents + penaltyCents),
        new_total_currency: currency,
        refund_to: null,
        slices: { add: priced.slices, remove: removed },
        expires_at: expiresAt.toISOString(),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      };
      this.offers.set(String(json.id), { json, orderId: String(order.id), expiresAt: expiresAt.getTime() });
      offers.push(json);
    }
    return offers;
  }

  /** GET /air/order_change_offers?order_change_request_id=: one page holds them all (a request has few). */
  listOffers(requestId: string | null): { data: Json[]; meta: Json } {
    if (!requestId) fail(invalidField('order_change_request_id', 'is required'));
    const request = this.requests.find((r) => r.id === requestId) ?? fail(ERRORS.notFound);
    return { data: request.order_change_offers as Json[], meta: { limit: 50, after: null, before: null } };
  }

  private liveOffer(id: string): StoredChangeOffer {
    const offer = this.offers.get(id) ?? fail(ERRORS.notFound);
    if (this.options.now().getTime() >= offer.expiresAt) fail(ERRORS.offerGone);
    return offer;
  }

  /** POST /air/order_changes `{ selected_order_change_offer }`: a pending change (one per offer). */
  createChange(data: Json): Json {
    const offerId =
      typeof data.selected_order_change_offer === 'string'
        ? data.selected_order_change_offer
        : fail(invalidField('selected_order_change_offer', 'is required'));
    const offer = this.liveOffer(offerId);
    const existing = this.changes.find((c) => c.id === offer.json.order_change_id);
    if (existing) return existing;
    const { id: _offerId, order_change_id: _none, live_mode: _live, ...terms } = offer.json;
    const change: Json = { ...terms, id: this.store.nextId('oce'), order_id: offer.orderId, confirmed_at: null, live_mode: false, offerId };
    offer.json.order_change_id = change.id;
    this.changes.push(change);
    return this.visible(change);
  }

  getChange(id: string): Json {
    return this.visible(this.changes.find((c) => c.id === id) ?? fail(ERRORS.notFound));
  }

  /** POST /air/order_changes/{id}/actions/confirm `{ payment }`: the order flies the new slices from now on. */
  confirmChange(id: string, data: Json): Json {
    const change = this.changes.find((c) => c.id === id) ?? fail(ERRORS.notFound);
    if (change.confirmed_at) fail(CHANGE_ALREADY_CONFIRMED);
    this.liveOffer(String(change.offerId));
    const cost = cents(change.change_total_amount);
    if (cost > 0) {
      const payment = isRecord(data.payment)
        ? data.payment
        : fail(invalidField('payment', 'is required when change_total_amount is above zero'));
      if (payment.type !== 'balance') fail(invalidField('payment.type', 'must be balance'));
      if (payment.currency !== change.change_total_currency)
        fail(invalidField('payment.currency', `must be ${String(change.change_total_currency)}`));
      if (typeof payment.amount !== 'string' || cents(payment.amount) !== cost) fail(ERRORS.paymentAmountMismatch);
    }
    const record = this.store.orders.find((o) => o.order.id === change.order_id) ?? fail(ERRORS.notFound);
    if (record.order.cancelled_at) fail(ERRORS.alreadyCancelled);
    const slices = change.slices as { add: Json[]; remove: Json[] };
    const removedIds = new Set(slices.remove.map((s) => s.id));
    const kept = (record.order.slices as Json[]).flatMap((s) => (removedIds.has(s.id) ? [] : [s]));
    const at = this.options.now().toISOString();
    record.order = {
      ...record.order,
      slices: [...kept, ...slices.add].sort((a, b) => String(firstDeparture(a)).localeCompare(String(firstDeparture(b)))),
      total_amount: change.new_total_amount,
    };
    change.confirmed_at = at;
    return this.visible(change);
  }

  /** The change as Duffel shows it (without the stand-in's link to its offer). */
  private visible(change: Json): Json {
    const { offerId: _offerId, ...shown } = change;
    return shown;
  }
}

const firstDeparture = (slice: Json) => ((slice.segments as Json[])[0] ?? {}).departing_at;
