/**
 * An HTTP stand-in for Duffel's Flights API v2, answering as Duffel documents. Sources:
 * - status codes, the `errors[]` envelope and what may be retried: https://duffel.com/docs/api/overview/errors
 *   and https://duffel.com/docs/api/overview/response-handling (202 Accepted: "the processing hasn't been
 *   completed"; an order answered 202 is settled later, `order.created` or `order.creation_failed`:
 *   https://duffel.com/docs/api/v2/webhooks);
 * - lists paged by cursor, 50 by default and at most 200, `meta.after` null on the last page:
 *   https://duffel.com/docs/api/overview/pagination;
 * - orders, order cancellations (quote, then confirm) and balance payments: https://duffel.com/docs/api/v2/orders/create-order
 *   and https://duffel.com/docs/guides (cancellation guide);
 * - error codes and their types as Duffel's test mode answers them (captured runs):
 *   gburgyan/aat-duffel README.md "Duffel's test routes" and plans/scenarios/*.yaml; the code list with
 *   Duffel's wording: airheartdev/duffel errors.go;
 * - airline-initiated changes and webhooks (registration, signed deliveries): ./airline-changes.ts;
 * - order changes (request, offers, pending change, confirm): ./order-changes.ts.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { createRng } from '../../../lib/prng';
import { DUFFEL_FAULTS, ERRORS, faultError, invalidField, matches, type DuffelErrorSpec, type DuffelFault, type FaultRule } from './faults';
import type { Json } from './shapes';
import { DuffelStore, StandInError, type StandInOrderRecord } from './store';
import { StandInAirlineChanges, type StandInDelivery, type StandInWebhook } from './airline-changes';
import { StandInOrderChanges } from './order-changes';

/** The token the stand-in accepts unless told otherwise (Duffel test tokens start with `duffel_test_`). */
export const DUFFEL_STAND_IN_TOKEN = 'duffel_test_stand_in';
/** Per-request fault switch for demos with curl: `x-standin-fault: hang`. */
export const FAULT_HEADER = 'x-standin-fault';

export interface DuffelStandInOptions {
  /** The bearer token it accepts; default DUFFEL_STAND_IN_TOKEN. */
  accessToken?: string;
  /** How long offers live; default 30 minutes, as Duffel's usually do. */
  offerTtlMs?: number;
  /** Currency of every amount; default BRL. */
  currency?: string;
  now?: () => Date;
  /** Share of orders refused by the airline (0-1), drawn from a seeded generator. */
  orderFailureRate?: number;
  /** Share of orders that never get an answer (0-1). */
  orderHangRate?: number;
  /** Seeds ids, locators and the fault rates; default `stand-in`. */
  seed?: string;
  /** Requests a minute before 429 (every answer carries ratelimit-* headers); default 600. */
  rateLimitPerMinute?: number;
  /** Default 0 (any free port). */
  port?: number;
  host?: string;
}

export interface RecordedDuffelRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, if any. */
  body: unknown;
}

export interface DuffelStandIn {
  /** Base URL to give the adapter, e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  readonly requests: RecordedDuffelRequest[];
  /** Orders created, with what the client sent; cancelled ones carry `cancelled_at`. */
  readonly orders: StandInOrderRecord[];
  /** Cancellation quotes, confirmed ones with `confirmed_at`. */
  readonly cancellations: Json[];
  /** Fails the next matching request(s) (`times` default 1). */
  failNext(fault: DuffelFault, match?: Omit<FaultRule, 'fault'>): void;
  /** Fails every matching request until cleared with `setFault(null)`. */
  setFault(fault: DuffelFault | null, match?: Omit<FaultRule, 'fault' | 'times'>): void;
  setRates(rates: { orderFailureRate?: number; orderHangRate?: number }): void;
  /** The orders answered 202 (`order_accepted`): made by the airline, or failed; answers how many. */
  settlePending(outcome: 'created' | 'failed'): number;
  /** Airline-initiated changes, as detected and as acted on. */
  readonly airlineChanges: Json[];
  /** Order changes created (pending) and confirmed (`confirmed_at`). */
  readonly orderChanges: Json[];
  /** Order change requests, with the offers each answered. */
  readonly orderChangeRequests: Json[];
  /** Webhooks registered with POST /air/webhooks, with their secrets. */
  readonly webhooks: StandInWebhook[];
  /** Every event sent, with its exact body and signature. */
  readonly deliveries: StandInDelivery[];
  /** The airline moves the order's flights three hours later; its event goes to the registered webhooks. */
  detectAirlineChange(orderId: string): Promise<{ change: Json; deliveries: StandInDelivery[] }>;
  /** Sends queued events (order.created / order.creation_failed after `settlePending`) and answers what was sent. */
  flushWebhooks(): Promise<StandInDelivery[]>;
  /** Adds orders booked on the account by another system (the account's other business). */
  seedOtherOrders(count: number): void;
  /** Forgets requests, offers, orders, cancellations, airline changes, webhooks and faults. */
  reset(): void;
  close(): Promise<void>;
}

const MINUTE_MS = 60_000;
/** Requests kept for inspection: a soak makes many, and the oldest matter least. */
const MAX_RECORDED = 10_000;
/** The stand-in's own control routes (same bearer token), for a stand-in running as a separate process. */
const CONTROL = '/_standin';

export async function startDuffelStandIn(options: DuffelStandInOptions = {}): Promise<DuffelStandIn> {
  const token = options.accessToken ?? DUFFEL_STAND_IN_TOKEN;
  const now = options.now ?? (() => new Date());
  const seed = options.seed ?? 'stand-in';
  const store = new DuffelStore({ offerTtlMs: options.offerTtlMs ?? 30 * MINUTE_MS, currency: options.currency ?? 'BRL', now, seed });
  const changes = new StandInAirlineChanges(store, now);
  const orderChanges = new StandInOrderChanges(store, {
    now,
    offerTtlMs: options.offerTtlMs ?? 30 * MINUTE_MS,
    currency: options.currency ?? 'BRL',
  });
  const settle = (outcome: 'created' | 'failed') =>
    store.settlePending(outcome, (type, object) =>
      changes.enqueue(type, object, type === 'order.created' ? String(object.id) : `failed-${String(object.id)}`),
    );
  const rng = createRng(`${seed}:faults`);
  const limit = options.rateLimitPerMinute ?? 600;
  const requests: RecordedDuffelRequest[] = [];
  const queued: FaultRule[] = [];
  let standing: FaultRule | null = null;
  let rates = { orderFailureRate: options.orderFailureRate ?? 0, orderHangRate: options.orderHangRate ?? 0 };
  let window = { start: 0, count: 0 };
  let requestSeq = 0;

  const rateHeaders = (at: number): Record<string, string> => {
    if (at - window.start >= MINUTE_MS) window = { start: at - (at % MINUTE_MS), count: 0 };
    window.count += 1;
    return {
      'ratelimit-limit': String(limit),
      'ratelimit-remaining': String(Math.max(0, limit - window.count)),
      'ratelimit-reset': new Date(window.start + MINUTE_MS).toUTCString(),
    };
  };

  function send(req: IncomingMessage, res: ServerResponse, status: number, payload: string, headers: Record<string, string>): void {
    if (res.destroyed) return;
    const body = Buffer.from(payload, 'utf8');
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const out = gzip ? gzipSync(body) : body;
    res.writeHead(status, {
      'content-type': 'application/json',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      'content-length': String(out.length),
      ...headers,
    });
    res.end(out);
  }

  const errorPayload = (spec: DuffelErrorSpec, requestId: string) =>
    JSON.stringify({
      meta: { status: spec.status, request_id: requestId },
      errors: [
        {
          type: spec.type,
          code: spec.code,
          title: spec.title,
          message: spec.message,
          documentation_url: 'https://duffel.com/docs/api/overview/errors',
        },
      ],
    });

  /** Which fault, if any, this request meets: header, then queued, then standing, then the order rates. */
  function faultFor(req: IncomingMessage, method: string, path: string): DuffelFault | null {
    const header = String(req.headers[FAULT_HEADER] ?? '');
    if ((DUFFEL_FAULTS as readonly string[]).includes(header)) return header as DuffelFault;
    const index = queued.findIndex((rule) => matches(rule, method, path));
    if (index >= 0) {
      const rule = queued[index]!;
      rule.times = (rule.times ?? 1) - 1;
      if (rule.times <= 0) queued.splice(index, 1);
      return rule.fault;
    }
    if (standing && matches(standing, method, path)) return standing.fault;
    if (method === 'POST' && path === '/air/orders') {
      if (rates.orderHangRate > 0 && rng.chance(rates.orderHangRate)) return 'hang';
      if (rates.orderFailureRate > 0 && rng.chance(rates.orderFailureRate)) return 'order_refused';
    }
    return null;
  }

  function route(
    method: string,
    path: string,
    query: URLSearchParams,
    body: unknown,
    fault: DuffelFault | null,
  ): { status: number; payload: Json } {
    const accepted = fault === 'order_accepted';
    const data = (body as { data?: unknown } | undefined)?.data;
    const needData = () => {
      if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new StandInError(ERRORS.badJson);
      return data as Json;
    };
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/air/offer_requests') {
      return { status: 201, payload: { data: store.createOfferRequest(needData(), query.get('return_offers') !== 'false') } };
    }
    if (method === 'GET' && (m = /^\/air\/offers\/([\w-]+)$/.exec(path))) return { status: 200, payload: { data: store.getOffer(m[1]!) } };
    if (method === 'POST' && path === '/air/orders') {
      if (accepted) return { status: 202, payload: { data: store.createOrder(needData(), true) } };
      return { status: 201, payload: { data: store.createOrder(needData()) } };
    }
    if (method === 'GET' && path === '/air/orders') {
      const page = store.listOrders(query.get('booking_reference'), query.get('limit'), query.get('after'));
      return { status: 200, payload: { data: page.data, meta: page.meta } };
    }
    if (method === 'GET' && (m = /^\/air\/orders\/([\w-]+)$/.exec(path))) return { status: 200, payload: { data: store.getOrder(m[1]!) } };
    if (method === 'POST' && path === '/air/order_cancellations')
      return { status: 201, payload: { data: store.createCancellation(needData()) } };
    if (method === 'POST' && (m = /^\/air\/order_cancellations\/([\w-]+)\/actions\/confirm$/.exec(path))) {
      return { status: 200, payload: { data: store.confirmCancellation(m[1]!) } };
    }
    if (method === 'GET' && (m = /^\/air\/order_cancellations\/([\w-]+)$/.exec(path)))
      return { status: 200, payload: { data: store.getCancellation(m[1]!) } };
    if (method === 'GET' && path === '/air/airline_initiated_changes') return { status: 200, payload: changes.list(query.get('order_id')) };
    if (method === 'POST' && (m = /^\/air\/airline_initiated_changes\/([\w-]+)\/actions\/accept$/.exec(path)))
      return { status: 200, payload: { data: changes.accept(m[1]!) } };
    if (method === 'PATCH' && (m = /^\/air\/airline_initiated_changes\/([\w-]+)$/.exec(path)))
      return { status: 200, payload: { data: changes.update(m[1]!, needData()) } };
    if (method === 'POST' && path === '/air/webhooks') return { status: 201, payload: { data: changes.register(needData()) } };
    if (method === 'POST' && path === '/air/order_change_requests')
      return { status: 201, payload: { data: orderChanges.createRequest(needData(), fault === 'no_change_offers') } };
    if (method === 'GET' && path === '/air/order_change_offers')
      return { status: 200, payload: orderChanges.listOffers(query.get('order_change_request_id')) };
    if (method === 'POST' && path === '/air/order_changes')
      return { status: 201, payload: { data: orderChanges.createChange(needData()) } };
    if (method === 'GET' && (m = /^\/air\/order_changes\/([\w-]+)$/.exec(path)))
      return { status: 200, payload: { data: orderChanges.getChange(m[1]!) } };
    if (method === 'POST' && (m = /^\/air\/order_changes\/([\w-]+)\/actions\/confirm$/.exec(path)))
      return { status: 200, payload: { data: orderChanges.confirmChange(m[1]!, (data ?? {}) as Json) } };
    throw new StandInError(ERRORS.notFound);
  }

  function handle(req: IncomingMessage, res: ServerResponse, raw: string): void {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    let body: unknown;
    let badJson = false;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      badJson = true;
    }
    requests.push({ method, path: `${path}${url.search}`, headers: req.headers, body });
    if (requests.length > MAX_RECORDED) requests.splice(0, requests.length - MAX_RECORDED);
    requestSeq += 1;
    const requestId = `req_standin_${requestSeq}`;
    const headers = { 'x-request-id': requestId, ...rateHeaders(now().getTime()) };
    const answerError = (spec: DuffelErrorSpec) => send(req, res, spec.status, errorPayload(spec, requestId), headers);

    if (req.headers.authorization !== `Bearer ${token}`) return answerError(ERRORS.unauthorized);
    if (req.headers['duffel-version'] !== 'v2') return answerError(ERRORS.badVersion);
    if (window.count > limit) return answerError(ERRORS.rateLimited);
    if (badJson) return answerError(ERRORS.badJson);
    if (path.startsWith(`${CONTROL}/`))
      return control(method, path, body, (status, payload) => send(req, res, status, JSON.stringify(payload), headers), answerError);

    const fault = faultFor(req, method, path);
    const run = () => route(method, path, url.searchParams, body, fault);
    try {
      if (fault === 'hang') return;
      if (fault === 'hang_after_order') {
        run();
        return;
      }
      if (fault === 'malformed') return send(req, res, method === 'POST' ? 201 : 200, '{"data":{"id":"off_0000', headers);
      if (fault === 'wrong_shape')
        return send(req, res, method === 'POST' ? 201 : 200, JSON.stringify({ data: { unexpected: true } }), headers);
      if (fault === 'price_changed') {
        const offerId = /^\/air\/offers\/([\w-]+)$/.exec(path)?.[1] ?? selectedOffer(body);
        if (offerId) store.reprice(offerId);
        if (method !== 'GET') return answerError(ERRORS.priceChanged);
      } else if (fault === 'payment_amount_mismatch') {
        // The airline reprices as the order arrives: the payment, at the old total, no longer matches.
        const offerId = selectedOffer(body);
        if (offerId) store.reprice(offerId);
      } else if (fault === 'cancelled_meanwhile') {
        const orderId = cancelledOrderOf(store, path, body);
        if (orderId) store.cancelElsewhere(orderId);
      } else if (fault && fault !== 'order_accepted' && fault !== 'no_change_offers') {
        const spec = faultError(fault);
        if (spec)
          return fault === 'rate_limited'
            ? send(req, res, 429, errorPayload(spec, requestId), { ...headers, 'ratelimit-remaining': '0' })
            : answerError(spec);
      }
      const { status, payload } = run();
      send(req, res, status, JSON.stringify(payload), headers);
    } catch (error) {
      if (error instanceof StandInError) return answerError(error.spec);
      answerError(ERRORS.serverError);
    }
  }

  /**
   * GET /_standin/records: orders and cancellations; POST /_standin/faults `{ fault, method?, path?, times? }`
   * (with times: the next matching requests; without: every one; `fault: null` clears);
   * POST /_standin/rates `{ orderFailureRate?, orderHangRate? }`; POST /_standin/pending `{ outcome: 'created' | 'failed' }`
   * settles the orders answered 202 (`order_accepted`) and sends their events; POST /_standin/orders `{ count }` adds
   * orders of another system; POST /_standin/airline_changes `{ order_id }` makes the airline change the order and
   * sends `order.airline_initiated_change_detected` to the registered webhooks.
   */
  function control(
    method: string,
    path: string,
    body: unknown,
    ok: (status: number, payload: Json) => void,
    error: (spec: DuffelErrorSpec) => void,
  ): void {
    const input = (body ?? {}) as Record<string, unknown>;
    if (method === 'GET' && path === `${CONTROL}/records`)
      return ok(200, { orders: store.orders.map((o) => o.order), cancellations: store.cancellations });
    if (method === 'POST' && path === `${CONTROL}/faults`) {
      const fault = input.fault as DuffelFault | null;
      if (fault !== null && !DUFFEL_FAULTS.includes(fault)) return error(ERRORS.badJson);
      const match = {
        ...(typeof input.method === 'string' ? { method: input.method } : {}),
        ...(typeof input.path === 'string' ? { path: input.path } : {}),
      };
      if (fault && typeof input.times === 'number') queued.push({ ...match, fault, times: input.times });
      else standing = fault ? { ...match, fault } : null;
      return ok(200, { ok: true });
    }
    if (method === 'POST' && path === `${CONTROL}/pending`) {
      if (input.outcome !== 'created' && input.outcome !== 'failed') return error(invalidField('outcome', 'must be created or failed'));
      const settled = settle(input.outcome);
      return void changes.flush().then(() => ok(200, { settled }));
    }
    if (method === 'POST' && path === `${CONTROL}/airline_changes`) {
      if (typeof input.order_id !== 'string') return error(invalidField('order_id', 'is required'));
      let change: Json;
      try {
        change = changes.detect(input.order_id);
      } catch (e) {
        return error(e instanceof StandInError ? e.spec : ERRORS.serverError);
      }
      return void changes.flush().then((sent) => ok(201, { change, deliveries: sent.map((d) => ({ url: d.url, status: d.status })) }));
    }
    if (method === 'POST' && path === `${CONTROL}/orders`) {
      const count = input.count;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 10_000)
        return error(invalidField('count', 'must be 1 to 10000'));
      store.seedOtherOrders(count);
      return ok(201, { orders: store.orders.length });
    }
    if (method === 'POST' && path === `${CONTROL}/rates`) {
      const rate = (value: unknown, current: number) => (typeof value === 'number' && value >= 0 && value <= 1 ? value : current);
      rates = {
        orderFailureRate: rate(input.orderFailureRate, rates.orderFailureRate),
        orderHangRate: rate(input.orderHangRate, rates.orderHangRate),
      };
      return ok(200, { ...rates });
    }
    error(ERRORS.notFound);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;

  return {
    url: `http://${options.host ?? '127.0.0.1'}:${address.port}`,
    requests,
    orders: store.orders,
    cancellations: store.cancellations,
    failNext: (fault, match = {}) => void queued.push({ ...match, fault, times: match.times ?? 1 }),
    setFault: (fault, match = {}) => {
      standing = fault ? { ...match, fault } : null;
    },
    setRates: (next) => {
      rates = { ...rates, ...next };
    },
    airlineChanges: changes.changes,
    orderChanges: orderChanges.changes,
    orderChangeRequests: orderChanges.requests,
    webhooks: changes.webhooks,
    deliveries: changes.deliveries,
    settlePending: (outcome) => settle(outcome),
    detectAirlineChange: async (orderId) => {
      const change = changes.detect(orderId);
      return { change, deliveries: await changes.flush() };
    },
    flushWebhooks: () => changes.flush(),
    seedOtherOrders: (count) => store.seedOtherOrders(count),
    reset: () => {
      requests.length = 0;
      queued.length = 0;
      standing = null;
      store.reset();
      changes.reset();
      orderChanges.reset();
    },
    close: async () => {
      // Hung requests keep their sockets open: close them too.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The order a cancellation request is about: `order_id` of a quote, or the quote's order at confirm. */
function cancelledOrderOf(store: DuffelStore, path: string, body: unknown): string | undefined {
  const quoteId = /^\/air\/order_cancellations\/([\w-]+)\/actions\/confirm$/.exec(path)?.[1];
  if (quoteId) return store.cancellations.find((c) => c.id === quoteId)?.order_id as string | undefined;
  const orderId = (body as { data?: { order_id?: unknown } } | undefined)?.data?.order_id;
  return typeof orderId === 'string' ? orderId : undefined;
}

function selectedOffer(body: unknown): string | undefined {
  const offers = (body as { data?: { selected_offers?: unknown } } | undefined)?.data?.selected_offers;
  return Array.isArray(offers) && typeof offers[0] === 'string' ? offers[0] : undefined;
}
