import { createHash } from 'node:crypto';
import { SANDBOX_FAILING_LAST_NAME } from '../../../lib/magic';
import { bornOnMisfit } from './ages';
import { AIRPORTS, type StandInCabin } from './catalog';
import { ERRORS, invalidField, type DuffelErrorSpec } from './faults';
import { journeysOn, trips } from './journeys';
import { airportJson, amount, brandsIn, offerJson, type Json, type RequestPassenger } from './shapes';

/** A Duffel error to answer with; thrown inside the store, caught by the server. */
export class StandInError extends Error {
  constructor(readonly spec: DuffelErrorSpec) {
    super(spec.message);
  }
}

const fail = (spec: DuffelErrorSpec): never => {
  throw new StandInError(spec);
};

/** Opaque list cursors, as Duffel's (`g2wAAAAC...`): here the position, base64url. */
const cursor = (index: number) => Buffer.from(`pos:${index}`).toString('base64url');
function cursorIndex(value: string): number {
  const match = /^pos:(\d+)$/.exec(Buffer.from(value, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : fail(invalidField('after', 'is not a cursor this list gave'));
}

/** An order Duffel accepted (202) and has not made yet. */
interface PendingOrder {
  id: string;
  offerRequestId: string;
  offer: Json;
  passengers: Json[];
  data: Json;
}

interface StoredOffer {
  json: Json;
  expiresAt: number;
  /** Each offer request can be booked once, as at Duffel. */
  offerRequestId: string;
  refundable: boolean;
}

export interface StandInOrderRecord {
  order: Json;
  /** What the client sent (the `data` of POST /air/orders). */
  request: Json;
}

export interface StoreOptions {
  offerTtlMs: number;
  currency: string;
  now: () => Date;
  seed: string;
}

/** Offers kept at most; expired ones are dropped first (a soak searches a lot). */
const MAX_OFFERS = 50_000;
const CABINS: readonly StandInCabin[] = ['economy', 'premium_economy', 'business', 'first'];
const TITLES = ['mr', 'ms', 'mrs', 'miss', 'dr'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const E164 = /^\+[1-9]\d{6,14}$/;
const LOCATOR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The stand-in's state: offers it gave out, orders it made, cancellations it quoted and confirmed. */
export class DuffelStore {
  readonly orders: StandInOrderRecord[] = [];
  readonly cancellations: Json[] = [];
  readonly pending: PendingOrder[] = [];
  private readonly offers = new Map<string, StoredOffer>();
  private readonly bookedRequests = new Set<string>();
  private counter = 0;

  constructor(private readonly options: StoreOptions) {}

  /** Duffel-looking ids (`off_0000...`), unique per instance, the same sequence for the same seed. */
  nextId(prefix: string): string {
    this.counter += 1;
    const digest = createHash('sha256').update(`${this.options.seed}:${prefix}:${this.counter}`).digest('base64url').replace(/[-_]/g, '');
    return `${prefix}_0000${this.counter.toString(36).padStart(6, '0')}${digest.slice(0, 12)}`;
  }

  reset(): void {
    this.orders.length = 0;
    this.cancellations.length = 0;
    this.pending.length = 0;
    this.offers.clear();
    this.bookedRequests.clear();
  }

  /** POST /air/offer_requests: slices (one way or return), passengers by type or age, cabin, max connections. */
  createOfferRequest(data: Json, returnOffers: boolean): Json {
    const slices = Array.isArray(data.slices) ? data.slices : fail(invalidField('slices', 'must be a list of one or two slices'));
    if (slices.length < 1 || slices.length > 2) fail(invalidField('slices', 'must be a list of one or two slices'));
    const parsedSlices = slices.map((slice, i) => {
      if (!isRecord(slice)) return fail(invalidField(`slices[${i}]`, 'must be an object'));
      const origin = text(slice.origin).toUpperCase();
      const destination = text(slice.destination).toUpperCase();
      const date = text(slice.departure_date);
      if (!/^[A-Z]{3}$/.test(origin)) fail(invalidField(`slices[${i}].origin`, 'must be an IATA code'));
      if (!/^[A-Z]{3}$/.test(destination)) fail(invalidField(`slices[${i}].destination`, 'must be an IATA code'));
      if (!ISO_DATE.test(date)) fail(invalidField(`slices[${i}].departure_date`, 'must be a date'));
      return { origin, destination, date };
    });
    const passengers = this.requestPassengers(data.passengers);
    const cabin = (data.cabin_class ?? 'economy') as StandInCabin;
    if (!CABINS.includes(cabin)) fail(invalidField('cabin_class', `must be one of ${CABINS.join(', ')}`));
    const maxConnections = data.max_connections === undefined ? 1 : Number(data.max_connections);
    if (![0, 1, 2].includes(maxConnections)) fail(invalidField('max_connections', 'must be 0, 1 or 2'));

    const requestId = this.nextId('orq');
    const now = this.options.now();
    const [out, back] = parsedSlices as [(typeof parsedSlices)[0], (typeof parsedSlices)[0] | undefined];
    const outbound = journeysOn(out.origin, out.destination, out.date, maxConnections);
    const inbound = back ? journeysOn(back.origin, back.destination, back.date, maxConnections) : null;
    const offers: Json[] = [];
    for (const trip of trips(outbound, inbound)) {
      for (const brand of brandsIn(trip[0]!.airline, cabin)) {
        const id = this.nextId('off');
        const expiresAt = new Date(now.getTime() + this.options.offerTtlMs);
        const json = offerJson({
          id,
          trip,
          brand,
          passengers,
          currency: this.options.currency,
          createdAt: now,
          expiresAt,
          surchargeCents: 0,
          nextId: (p) => this.nextId(p),
        });
        this.offers.set(id, { json, expiresAt: expiresAt.getTime(), offerRequestId: requestId, refundable: brand.refundable });
        offers.push(json);
      }
    }
    offers.sort((a, b) => Number(a.total_amount) - Number(b.total_amount));
    this.prune(now.getTime());
    return {
      id: requestId,
      live_mode: false,
      created_at: now.toISOString(),
      cabin_class: cabin,
      client_key: `standin-${requestId}`,
      passengers: passengers.map((p) => ({
        id: p.id,
        type: p.type,
        age: p.age,
        given_name: null,
        family_name: null,
        loyalty_programme_accounts: [],
      })),
      slices: parsedSlices.map((s) => ({
        origin_type: 'airport',
        origin: AIRPORTS[s.origin] ? airportJson(s.origin) : { type: 'airport', iata_code: s.origin },
        destination_type: 'airport',
        destination: AIRPORTS[s.destination] ? airportJson(s.destination) : { type: 'airport', iata_code: s.destination },
        departure_date: s.date,
      })),
      offers: returnOffers ? offers : [],
    };
  }

  private prune(at: number): void {
    if (this.offers.size <= MAX_OFFERS) return;
    for (const [id, offer] of this.offers) if (offer.expiresAt <= at) this.offers.delete(id);
    for (const id of this.offers.keys()) {
      if (this.offers.size <= MAX_OFFERS) break;
      this.offers.delete(id);
    }
  }

  private requestPassengers(value: unknown): RequestPassenger[] {
    if (!Array.isArray(value) || value.length === 0 || value.length > 9)
      return fail(invalidField('passengers', 'must list 1 to 9 passengers'));
    const passengers = value.map((p, i): RequestPassenger => {
      if (!isRecord(p)) return fail(invalidField(`passengers[${i}]`, 'must be an object'));
      const id = this.nextId('pas');
      if (p.type === 'adult') return { id, type: 'adult', age: null };
      const age =
        typeof p.age === 'number' && Number.isInteger(p.age) && p.age >= 0 && p.age < 130
          ? p.age
          : fail(invalidField(`passengers[${i}]`, 'needs type adult or an age'));
      return { id, type: age < 2 ? 'infant_without_seat' : age < 12 ? 'child' : 'adult', age };
    });
    const adults = passengers.filter((p) => p.type === 'adult').length;
    if (adults === 0) fail(invalidField('passengers', 'at least one adult must travel'));
    if (passengers.filter((p) => p.type === 'infant_without_seat').length > adults)
      fail(invalidField('passengers', 'each infant needs an adult'));
    return passengers;
  }

  /** GET /air/offers/{id}: the offer with its (empty) available services, while it lives. */
  getOffer(id: string): Json {
    const stored = this.liveOffer(id);
    if (this.bookedRequests.has(stored.offerRequestId)) fail(ERRORS.offerGone);
    return { ...stored.json, available_services: [] };
  }

  private liveOffer(id: string): StoredOffer {
    const stored = this.offers.get(id) ?? fail(ERRORS.notFound);
    if (this.options.now().getTime() >= stored.expiresAt) fail(ERRORS.offerGone);
    return stored;
  }

  /** The airline reprices the offer: 10% more on the base fare, from now on (the `price_changed` fault). */
  reprice(id: string): void {
    const stored = this.offers.get(id);
    if (!stored) return;
    const base = Math.round(Number(stored.json.base_amount) * 100);
    const tax = Math.round(Number(stored.json.tax_amount) * 100);
    const newBase = base + Math.round(base / 1000) * 100;
    stored.json = {
      ...stored.json,
      base_amount: amount(newBase),
      total_amount: amount(newBase + tax),
      updated_at: this.options.now().toISOString(),
    };
  }

  /**
   * POST /air/orders: an instant order paid from the balance, at exactly the offer's total. With
   * `accepted`, Duffel's 202: the offer is taken (a retry meets `order_creation_already_attempted`)
   * and a pending order (`por_`) waits for `settlePending`, which makes the order or fails it.
   */
  createOrder(data: Json, accepted = false): Json {
    if (data.type !== 'instant') fail(invalidField('type', 'only instant orders are supported by the stand-in'));
    const selected =
      Array.isArray(data.selected_offers) && data.selected_offers.length === 1
        ? String(data.selected_offers[0])
        : fail(invalidField('selected_offers', 'must hold one offer id'));
    const stored = this.liveOffer(selected);
    if (this.pending.some((p) => p.offerRequestId === stored.offerRequestId)) fail(ERRORS.creationAlreadyAttempted);
    if (this.bookedRequests.has(stored.offerRequestId)) fail(ERRORS.alreadyBooked);
    const offer = stored.json;
    this.checkPayment(data.payments, offer);
    const passengers = this.orderPassengers(data.passengers, offer);
    if (passengers.some((p) => text(p.family_name).toUpperCase() === SANDBOX_FAILING_LAST_NAME)) fail(ERRORS.refused);

    this.bookedRequests.add(stored.offerRequestId);
    if (accepted) {
      const id = this.nextId('por');
      this.pending.push({ id, offerRequestId: stored.offerRequestId, offer, passengers, data });
      return { id, live_mode: false, created_at: this.options.now().toISOString(), metadata: isRecord(data.metadata) ? data.metadata : {} };
    }
    return this.makeOrder(offer, passengers, data);
  }

  /** The airline answers the orders Duffel accepted (202): made (`order.created`) or not (`order.creation_failed`). */
  settlePending(
    outcome: 'created' | 'failed',
    settledOne?: (type: 'order.created' | 'order.creation_failed', object: Json) => void,
  ): number {
    const settled = this.pending.splice(0);
    for (const p of settled) {
      if (outcome === 'created') settledOne?.('order.created', this.makeOrder(p.offer, p.passengers, p.data));
      else {
        this.bookedRequests.delete(p.offerRequestId);
        settledOne?.('order.creation_failed', { id: p.id, live_mode: false, metadata: isRecord(p.data.metadata) ? p.data.metadata : {} });
      }
    }
    return settled.length;
  }

  private makeOrder(offer: Json, passengers: Json[], data: Json): Json {
    const now = this.options.now().toISOString();
    const id = this.nextId('ord');
    const order: Json = {
      id,
      live_mode: false,
      created_at: now,
      synced_at: now,
      booking_reference: this.locator(id),
      owner: offer.owner,
      content: 'managed',
      type: 'instant',
      base_amount: offer.base_amount,
      base_currency: offer.base_currency,
      tax_amount: offer.tax_amount,
      tax_currency: offer.tax_currency,
      total_amount: offer.total_amount,
      total_currency: offer.total_currency,
      slices: offer.slices,
      passengers,
      services: [],
      conditions: offer.conditions,
      metadata: isRecord(data.metadata) ? data.metadata : {},
      payment_status: { awaiting_payment: false, payment_required_by: null, price_guarantee_expires_at: null, paid_at: now },
      documents: passengers.map((p, i) => ({
        type: 'electronic_ticket',
        unique_identifier: `047${String(this.counter * 10 + i).padStart(10, '0')}`,
        passenger_ids: [p.id],
      })),
      available_actions: ['cancel', 'change', 'update'],
      airline_initiated_changes: [],
      cancelled_at: null,
      cancellation: null,
    };
    this.orders.push({ order, request: data });
    return order;
  }

  /**
   * Orders booked on the same account by others (another system, the dashboard): a live account
   * has hundreds, so a lookup that reads one page misses its own.
   */
  seedOtherOrders(count: number): void {
    const now = this.options.now().toISOString();
    for (let i = 0; i < count; i++) {
      const id = this.nextId('ord');
      const order: Json = {
        id,
        live_mode: false,
        created_at: now,
        booking_reference: this.locator(id),
        type: 'instant',
        total_amount: '500.00',
        total_currency: this.options.currency,
        base_amount: '400.00',
        base_currency: this.options.currency,
        tax_amount: '100.00',
        tax_currency: this.options.currency,
        slices: [],
        passengers: [],
        metadata: { source: 'another-system' },
        available_actions: ['cancel', 'update'],
        cancelled_at: null,
        cancellation: null,
      };
      this.orders.push({ order, request: {} });
    }
  }

  private checkPayment(payments: unknown, offer: Json): void {
    const payment =
      Array.isArray(payments) && payments.length === 1 && isRecord(payments[0])
        ? payments[0]
        : fail(invalidField('payments', 'an instant order needs one payment'));
    if (payment.type !== 'balance') fail(invalidField('payments[0].type', 'must be balance'));
    if (payment.currency !== offer.total_currency) fail(invalidField('payments[0].currency', `must be ${String(offer.total_currency)}`));
    if (typeof payment.amount !== 'string' || !/^\d+(\.\d{1,2})?$/.test(payment.amount))
      fail(invalidField('payments[0].amount', 'must be a decimal string'));
    if (Math.round(Number(payment.amount) * 100) !== Math.round(Number(offer.total_amount) * 100)) fail(ERRORS.paymentAmountMismatch);
  }

  private orderPassengers(value: unknown, offer: Json): Json[] {
    const offered = offer.passengers as Array<{ id: string; type: string }>;
    const given = Array.isArray(value) ? value : fail(invalidField('passengers', 'must be a list'));
    if (given.length !== offered.length) fail(invalidField('passengers', `the offer has ${offered.length} passengers`));
    const seen = new Set<string>();
    const infantsTaken = new Set<string>();
    const documentsRequired = offer.passenger_identity_documents_required === true;
    const passengers = given.map((p, i) => {
      const at = (field: string) => `passengers[${i}].${field}`;
      if (!isRecord(p)) return fail(invalidField(`passengers[${i}]`, 'must be an object'));
      const match = offered.find((o) => o.id === p.id) ?? fail(invalidField(at('id'), 'is not a passenger of this offer'));
      if (seen.has(match.id)) fail(invalidField(at('id'), 'appears twice'));
      seen.add(match.id);
      for (const field of ['given_name', 'family_name']) if (!text(p[field])) fail(invalidField(at(field), 'is required'));
      if (!ISO_DATE.test(text(p.born_on))) fail(invalidField(at('born_on'), 'must be a date'));
      const misfit = bornOnMisfit(text(p.born_on), match, offer);
      if (misfit) fail(invalidField(at('born_on'), misfit));
      if (p.gender !== 'm' && p.gender !== 'f') fail(invalidField(at('gender'), 'must be m or f'));
      if (!TITLES.includes(text(p.title))) fail(invalidField(at('title'), `must be one of ${TITLES.join(', ')}`));
      if (!text(p.email).includes('@')) fail(invalidField(at('email'), 'must be an email address'));
      if (!E164.test(text(p.phone_number))) fail(invalidField(at('phone_number'), 'must be in E.164 format'));
      if (p.infant_passenger_id !== undefined) {
        const infant = offered.find((o) => o.id === p.infant_passenger_id && o.type === 'infant_without_seat');
        if (match.type !== 'adult' || !infant || infantsTaken.has(infant.id))
          fail(invalidField(at('infant_passenger_id'), 'must name an infant of this offer, once, on an adult'));
        else infantsTaken.add(infant.id);
      }
      if (documentsRequired) {
        const doc =
          Array.isArray(p.identity_documents) && isRecord(p.identity_documents[0])
            ? p.identity_documents[0]
            : fail(invalidField(at('identity_documents'), 'are required by this airline'));
        if (
          doc.type !== 'passport' ||
          !text(doc.unique_identifier) ||
          !/^[A-Z]{2}$/.test(text(doc.issuing_country_code)) ||
          !ISO_DATE.test(text(doc.expires_on))
        ) {
          fail(invalidField(at('identity_documents[0]'), 'needs type passport, unique_identifier, issuing_country_code and expires_on'));
        }
      }
      return { ...p, type: match.type };
    });
    const infants = offered.filter((o) => o.type === 'infant_without_seat');
    if (infants.some((infant) => !infantsTaken.has(infant.id)))
      fail(invalidField('passengers', 'every infant must be named by one adult as infant_passenger_id'));
    return passengers;
  }

  private locator(orderId: string): string {
    const bytes = createHash('sha256').update(`${this.options.seed}:${orderId}`).digest();
    return Array.from(bytes.subarray(0, 6), (byte) => LOCATOR_ALPHABET[byte % 32]).join('');
  }

  private order(id: string): StandInOrderRecord {
    return this.orders.find((o) => o.order.id === id) ?? fail(ERRORS.notFound);
  }

  getOrder(id: string): Json {
    return this.order(id).order;
  }

  /**
   * GET /air/orders?booking_reference=&limit=&after=: a page (default 50, at most 200) and its
   * cursors. Duffel documents no order for this list; the stand-in answers oldest first, the order
   * that puts a new order furthest from the first page.
   */
  listOrders(bookingReference: string | null, limitParam: string | null, after: string | null): { data: Json[]; meta: Json } {
    const limit = limitParam === null ? 50 : Number(limitParam);
    if (!Number.isInteger(limit) || limit < 1 || limit > 200) fail(invalidField('limit', 'must be between 1 and 200'));
    const all = this.orders.map((o) => o.order).filter((o) => bookingReference === null || o.booking_reference === bookingReference);
    const start = after === null ? 0 : cursorIndex(after);
    const data = all.slice(start, start + limit);
    const next = start + limit < all.length ? cursor(start + limit) : null;
    return { data, meta: { limit, after: next, before: start > 0 ? cursor(Math.max(0, start - limit)) : null } };
  }

  /** Cancelled elsewhere (Duffel's dashboard, another system): the `cancelled_meanwhile` fault. */
  cancelElsewhere(orderId: string): void {
    const record = this.orders.find((o) => o.order.id === orderId);
    if (record && !record.order.cancelled_at)
      record.order = { ...record.order, cancelled_at: this.options.now().toISOString(), available_actions: ['update'] };
  }

  /** POST /air/order_cancellations: a quote (refund to the balance), valid 15 minutes, not yet confirmed. */
  createCancellation(data: Json): Json {
    const record = this.order(text(data.order_id));
    if (record.order.cancelled_at) fail(ERRORS.alreadyCancelled);
    const offer = record.order;
    const refundable = (offer.conditions as { refund_before_departure?: { allowed?: boolean } }).refund_before_departure?.allowed === true;
    const now = this.options.now();
    const cancellation: Json = {
      id: this.nextId('ore'),
      order_id: record.order.id,
      live_mode: false,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 15 * 60_000).toISOString(),
      confirmed_at: null,
      refund_amount: refundable ? offer.total_amount : offer.tax_amount,
      refund_currency: offer.total_currency,
      refund_to: 'balance',
      airline_credits: [],
    };
    this.cancellations.push(cancellation);
    return cancellation;
  }

  /** POST /air/order_cancellations/{id}/actions/confirm: the order is cancelled. */
  confirmCancellation(id: string): Json {
    const index = this.cancellations.findIndex((c) => c.id === id);
    const cancellation = index >= 0 ? this.cancellations[index]! : fail(ERRORS.notFound);
    // Confirmed already: the order it cancelled is cancelled (Duffel answers `already_cancelled`).
    if (cancellation.confirmed_at) fail(ERRORS.alreadyCancelled);
    const now = this.options.now();
    if (now.getTime() >= Date.parse(String(cancellation.expires_at))) fail(ERRORS.cancellationExpired);
    const record = this.order(String(cancellation.order_id));
    if (record.order.cancelled_at) fail(ERRORS.alreadyCancelled);
    const confirmed = { ...cancellation, confirmed_at: now.toISOString() };
    this.cancellations[index] = confirmed;
    record.order = { ...record.order, cancelled_at: now.toISOString(), available_actions: [], cancellation: confirmed };
    return confirmed;
  }

  getCancellation(id: string): Json {
    return this.cancellations.find((c) => c.id === id) ?? fail(ERRORS.notFound);
  }
}
