import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { TLSSocket } from 'node:tls';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { hotelbedsSignature, sameSignature, type HotelbedsCredentials } from '../signature';
import { availability, bookingDetail, bookingList, cancelBooking, checkRates, createBooking, type BookingApiContext } from './booking-api';
import { contentHotelDetails, contentHotels, destinations, facilityTypes, rateCommentDetails } from './content-api';
import { isStandInFault, StandInFaults, type FaultRates, type StandInFault, type StandInOperation } from './faults';
import { STAND_IN_CURRENCY } from './rates';
import { StandInBookings, type StandInBooking } from './records';
import { apiError, auditData, ok, type StandInReply } from './replies';

/**
 * An HTTP stand-in for Hotelbeds APItude (Booking API and Content API) on 127.0.0.1: checks the
 * Api-key and X-Signature as Hotelbeds does, answers Hotelbeds' JSON shapes from a fixed catalogue,
 * records what was booked and cancelled, and fails on demand (per request, per instance, or at a rate;
 * the failures, and the sources they follow, are listed in faults.ts), among them answers no Hotelbeds
 * page describes: a redirect to another host, a body in a coding not asked for, a corrupt gzip.
 */
export interface HotelbedsStandInOptions {
  apiKey?: string;
  secret?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  now?: () => Date;
  faultRates?: FaultRates;
  /**
   * The account's contract currency: Hotelbeds prices every rate in it. EUR (default) as Hotelbeds'
   * evaluation accounts; BRL as an account contracted in reais.
   */
  currency?: string;
  /** Every Booking and Content API answer waits this long first (a supplier's own latency; benchmarks). */
  latencyMs?: number;
  /**
   * Speak https as Hotelbeds does, with mutual TLS: a Booking API request (`/hotel-api/...`) over a
   * connection without a client certificate signed by `clientCa` gets no answer, its connection cut
   * (Hotelbeds' mTLS announcement: every Booking API operation requires the client certificate; the
   * Content API does not). Without it, plain http and no client certificate (the default stand-in).
   */
  tls?: { certPem: string; keyPem: string; clientCa: string };
  /**
   * Where the `redirect` fault points (its Location, with the request's path and query appended), e.g.
   * a second server that must never be called. Default: the stand-in itself under `/moved`, which
   * answers 404 and is recorded in `requests` like any call.
   */
  redirectTo?: string;
}

export interface StandInRequest {
  method: string;
  path: string;
  operation: StandInOperation | null;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** Hotelbeds accepts signatures from a few minutes around its clock. */
const SIGNATURE_WINDOW_S = 300;

/** A request header that makes just this call fail, e.g. `X-Stand-In-Fault: quota`. */
export const STAND_IN_FAULT_HEADER = 'x-stand-in-fault';

export class HotelbedsStandIn {
  readonly apiKey: string;
  readonly secret: string;
  readonly requests: StandInRequest[] = [];
  readonly faults = new StandInFaults();
  url = '';
  readonly #store = new StandInBookings();
  readonly #hanging = new Set<ServerResponse>();
  readonly #now: () => Date;
  readonly #server: Server;
  readonly #currency: string;
  readonly #latencyMs: number;
  readonly #redirectTo: string | undefined;

  private constructor(options: HotelbedsStandInOptions) {
    this.apiKey = options.apiKey ?? 'stand-in-api-key';
    this.secret = options.secret ?? 'stand-in-secret';
    this.#now = options.now ?? (() => new Date());
    this.#currency = options.currency ?? STAND_IN_CURRENCY;
    this.#latencyMs = Math.max(0, options.latencyMs ?? 0);
    this.#redirectTo = options.redirectTo?.replace(/\/+$/, '');
    if (options.faultRates) this.faults.setRates(options.faultRates);
    const handle = (req: IncomingMessage, res: ServerResponse) => void this.#handle(req, res);
    const mutual = (req: IncomingMessage, res: ServerResponse) => {
      if ((req.url ?? '').startsWith('/hotel-api/') && !(req.socket as TLSSocket).authorized) return req.socket.destroy();
      handle(req, res);
    };
    this.#server = options.tls
      ? createHttpsServer(
          { cert: options.tls.certPem, key: options.tls.keyPem, ca: options.tls.clientCa, requestCert: true, rejectUnauthorized: false },
          mutual,
        )
      : createServer(handle);
  }

  static async start(options: HotelbedsStandInOptions = {}): Promise<HotelbedsStandIn> {
    const standIn = new HotelbedsStandIn(options);
    await new Promise<void>((resolve, reject) => {
      standIn.#server.once('error', reject);
      standIn.#server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
    });
    const address = standIn.#server.address() as AddressInfo;
    standIn.url = `${options.tls ? 'https' : 'http'}://${address.address}:${address.port}`;
    return standIn;
  }

  /** The account this stand-in accepts, pointing at it. */
  get credentials(): HotelbedsCredentials {
    return { apiKey: this.apiKey, secret: this.secret, baseUrl: this.url };
  }

  /** The next `times` calls (of `on`, or any the fault fits) fail; `times: Infinity` until reset. */
  fail(fault: StandInFault, options: { on?: StandInOperation; times?: number } = {}): this {
    this.faults.add(fault, options);
    return this;
  }

  setFaultRates(rates: FaultRates): this {
    this.faults.setRates(rates);
    return this;
  }

  bookings(): StandInBooking[] {
    return this.#store.list();
  }

  reset(): void {
    this.requests.length = 0;
    this.faults.clear();
    this.#store.clear();
  }

  async close(): Promise<void> {
    for (const res of this.#hanging) res.destroy();
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const text = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      return send(req, res, apiError(400, 'INVALID_REQUEST', 'Malformed JSON', this.#now()));
    }
    if (url.pathname.startsWith('/__stand-in/')) return send(req, res, this.#control(method, url.pathname, body));
    const route = routeOf(method, url.pathname);
    if (this.#latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.#latencyMs));
    this.requests.push({ method, path: `${url.pathname}${url.search}`, operation: route?.operation ?? null, headers: req.headers, body });
    const now = this.#now();
    if (!route) return send(req, res, { status: 404, raw: '<h1>Not Found</h1>', headers: { 'content-type': 'text/html' } });
    if (!this.#signed(req.headers, now)) return send(req, res, unauthorized());
    const asked = req.headers[STAND_IN_FAULT_HEADER];
    const fault = this.faults.take(route.operation, isStandInFault(asked) ? asked : undefined);
    const location = `${this.#redirectTo ?? `${this.url}/moved`}${url.pathname}${url.search}`;
    const failed = fault ? faultReply(fault, now, location) : null;
    if (failed) return send(req, res, failed);
    const ctx: BookingApiContext = { now, bookings: this.#store, apiKey: this.apiKey, currency: this.#currency };
    const reply = fault === 'hang' ? null : answer(route, url, body as never, ctx, fault);
    if (fault === 'hang' || fault === 'lost-answer') {
      this.#hanging.add(res);
      res.on('close', () => this.#hanging.delete(res));
      return;
    }
    send(req, res, reply!);
  }

  #signed(headers: IncomingHttpHeaders, now: Date): boolean {
    const key = headers['api-key'];
    const signature = headers['x-signature'];
    if (key !== this.apiKey || typeof signature !== 'string') return false;
    const seconds = Math.floor(now.getTime() / 1000);
    for (let skew = -SIGNATURE_WINDOW_S; skew <= SIGNATURE_WINDOW_S; skew++) {
      if (sameSignature(signature, hotelbedsSignature(this.apiKey, this.secret, seconds + skew))) return true;
    }
    return false;
  }

  /** Unauthenticated switches for a stand-in running as its own process (the soak, demos). */
  #control(method: string, path: string, body: unknown): StandInReply {
    if (method === 'GET' && path === '/__stand-in/bookings') return ok({ bookings: this.bookings() });
    if (method === 'POST' && path === '/__stand-in/reset') {
      this.reset();
      return ok({ reset: true });
    }
    if (method === 'POST' && path === '/__stand-in/faults') {
      const { fault, on, times, bookingFailRate, bookingHangRate } = (body ?? {}) as Record<string, unknown>;
      if (fault !== undefined) {
        if (!isStandInFault(fault)) return { status: 400, body: { error: `unknown fault ${JSON.stringify(fault)}` } };
        this.fail(fault, {
          on: on as StandInOperation | undefined,
          times: typeof times === 'number' ? times : times === 'always' ? Infinity : 1,
        });
      }
      if (bookingFailRate !== undefined || bookingHangRate !== undefined) {
        this.setFaultRates({ bookingFailRate: Number(bookingFailRate ?? 0), bookingHangRate: Number(bookingHangRate ?? 0) });
      }
      return ok({ rates: this.faults.rates });
    }
    return { status: 404, body: { error: 'unknown stand-in control' } };
  }
}

interface Route {
  operation: StandInOperation;
  id?: string;
}

function routeOf(method: string, path: string): Route | null {
  const booking = /^\/hotel-api\/1\.0\/bookings\/([^/]+)$/.exec(path);
  const details = /^\/hotel-content-api\/1\.0\/hotels\/([^/]+)\/details$/.exec(path);
  if (method === 'POST' && path === '/hotel-api/1.0/hotels') return { operation: 'availability' };
  if (method === 'POST' && path === '/hotel-api/1.0/checkrates') return { operation: 'checkrates' };
  if (method === 'POST' && path === '/hotel-api/1.0/bookings') return { operation: 'booking' };
  if (method === 'GET' && path === '/hotel-api/1.0/bookings') return { operation: 'booking-list' };
  if (method === 'GET' && booking) return { operation: 'booking-detail', id: decodeURIComponent(booking[1]!) };
  if (method === 'DELETE' && booking) return { operation: 'cancel', id: decodeURIComponent(booking[1]!) };
  if (method === 'GET' && path === '/hotel-content-api/1.0/hotels') return { operation: 'content-hotels' };
  if (method === 'GET' && details) return { operation: 'content-details', id: decodeURIComponent(details[1]!) };
  if (method === 'GET' && path === '/hotel-content-api/1.0/locations/destinations') return { operation: 'destinations' };
  if (method === 'GET' && path === '/hotel-content-api/1.0/types/facilities') return { operation: 'facility-types' };
  if (method === 'GET' && path === '/hotel-content-api/1.0/types/ratecommentdetails') return { operation: 'rate-comments' };
  if (method === 'GET' && path === '/hotel-api/1.0/status') return { operation: 'status' };
  return null;
}

function answer(route: Route, url: URL, body: never, ctx: BookingApiContext, fault: StandInFault | null): StandInReply {
  switch (route.operation) {
    case 'availability':
      return availability(body ?? {}, ctx);
    case 'checkrates':
      return checkRates(body ?? {}, ctx, fault === 'price-changed');
    case 'booking':
      return createBooking(body ?? {}, ctx, fault === 'booking-refused', fault === 'preconfirmed');
    case 'booking-list':
      return bookingList(url.searchParams, ctx);
    case 'booking-detail':
      return bookingDetail(route.id!, ctx);
    case 'cancel':
      return cancelBooking(route.id!, url.searchParams.get('cancellationFlag'), ctx);
    case 'content-hotels':
      return contentHotels(url.searchParams, ctx.now);
    case 'content-details':
      return contentHotelDetails(route.id!, url.searchParams, ctx.now);
    case 'destinations':
      return destinations(url.searchParams, ctx.now);
    case 'facility-types':
      return facilityTypes(url.searchParams, ctx.now);
    case 'rate-comments':
      return rateCommentDetails(url.searchParams, ctx.now);
    case 'status':
      return ok({ auditData: auditData(ctx.now), status: 'OK' });
  }
}

/** Hotelbeds' gateway answers auth and quota failures itself, in its own (Mashery) way. */
const unauthorized = (): StandInReply => ({
  status: 401,
  body: { error: 'Request signature verification failed' },
  headers: { 'x-mashery-error-code': 'ERR_401_NOT_AUTHORIZED' },
});

function faultReply(fault: StandInFault, now: Date, location: string): StandInReply | null {
  const json = () => JSON.stringify({ auditData: auditData(now), status: 'OK' });
  switch (fault) {
    case 'credentials':
      return unauthorized();
    case 'quota':
      return {
        status: 403,
        raw: '<h1>Developer Over Rate</h1>',
        headers: { 'content-type': 'text/html', 'x-mashery-error-code': 'ERR_403_DEVELOPER_OVER_RATE' },
      };
    case 'server-error':
      return apiError(500, 'SYSTEM_ERROR', 'Internal error, try again later', now);
    case 'malformed':
      return {
        status: 200,
        raw: '{"auditData":{"processTime":"3"},"hotels":{"hotels":[{"code":1',
        headers: { 'content-type': 'application/json' },
      };
    case 'unexpected-shape':
      return { status: 200, body: { auditData: auditData(now), result: 'OK', items: [] } };
    case 'rate-unavailable':
      return apiError(400, 'PRODUCT_ERROR', 'Insufficient allotment for the requested rate', now);
    case 'allotment-503':
      // Hotelbeds answers a sold-out rate this way too (issue #21, from captured answers).
      return apiError(503, 'PRODUCT_ERROR', 'Insufficient allotment', now);
    case 'redirect':
      return { status: 301, raw: '<h1>Moved Permanently</h1>', headers: { 'content-type': 'text/html', location } };
    case 'unknown-encoding':
      return { status: 200, bytes: brotliCompressSync(json()), headers: { 'content-encoding': 'br' } };
    case 'corrupt-gzip': {
      const gzip = gzipSync(json());
      const crc = gzip.length - 8; // the trailer's CRC-32, broken: the body inflates, the check fails
      gzip.writeUInt8(gzip.readUInt8(crc) ^ 0xff, crc);
      return { status: 200, bytes: gzip, headers: { 'content-encoding': 'gzip' } };
    }
    default:
      return null; // hang, lost-answer, price-changed, booking-refused and preconfirmed are played out by the handler
  }
}

function send(req: IncomingMessage, res: ServerResponse, reply: StandInReply): void {
  if (res.destroyed) return;
  if (reply.bytes) {
    res.writeHead(reply.status, {
      'content-type': 'application/json;charset=UTF-8',
      ...reply.headers,
      'content-length': String(reply.bytes.length),
    });
    return void res.end(reply.bytes);
  }
  const text = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const payload = gzip ? gzipSync(text) : Buffer.from(text);
  res.writeHead(reply.status, {
    'content-type': 'application/json;charset=UTF-8',
    ...reply.headers,
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    'content-length': String(payload.length),
  });
  res.end(payload);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(''));
  });
}
