import type { z } from 'zod';
import { SupplierError } from '../../lib/errors';
import { hotelbedsSignature } from './signature';
import { ZHotelbedsErrorBody } from './schemas';
import { callSignal } from './call-signal';
import {
  HotelbedsUnreadableAnswer,
  isCertificateRefusal,
  sendOverFetch,
  type HotelbedsClientCertificate,
  type HotelbedsTransport,
} from './transport';

export interface HotelbedsAccount {
  apiKey: string;
  secret: string;
  /** Presented on every Booking API call (Hotelbeds' mutual TLS); the Content API goes without. */
  certificate?: HotelbedsClientCertificate;
}

export interface HotelbedsRequest<T> {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path and query, e.g. `/hotel-api/1.0/hotels`. */
  path: string;
  body?: unknown;
  /** Every answer is parsed; a body that does not match is the supplier's fault. */
  schema: z.ZodType<T>;
  signal?: AbortSignal;
  /** This call's own limit (Hotelbeds documents one per operation); default: the adapter's `timeoutMs`. */
  timeoutMs?: number;
}

export interface HotelbedsHttpOptions {
  baseUrl: string;
  /** Our own limit for one call; Hotelbeds documents 60 s for checkrates and bookings. */
  timeoutMs: number;
  now: () => Date;
  fetch: typeof fetch;
  /** Keep-alive pools per client certificate; without it, `fetch` (tests' own fetch) and no certificate. */
  transport?: HotelbedsTransport;
}

/** Booking API paths (`/hotel-api/...`) need the client certificate; Content API paths do not. */
const isBookingApi = (path: string) => path.startsWith('/hotel-api/');

/** What went wrong, read from Hotelbeds' error codes; rates that are gone are the caller's to search again. */
const RATE_GONE = /allotment|no longer available|not available|no availability|sold out|rate.*(expired|not found)/i;

/** One signed JSON call to APItude; every failure becomes a SupplierError with a message safe to log. */
export async function hotelbedsCall<T>(options: HotelbedsHttpOptions, account: HotelbedsAccount, request: HotelbedsRequest<T>): Promise<T> {
  if (request.signal?.aborted) throw new SupplierError('Hotelbeds call aborted', 'timeout');
  const certificate = isBookingApi(request.path) ? account.certificate : undefined;
  // Said before any call: Hotelbeds would cut the handshake, and a cut handshake says nothing of why.
  if (certificate?.notAfter && certificate.notAfter.getTime() <= options.now().getTime()) {
    throw new SupplierError('Hotelbeds client certificate expired', 'credentials');
  }
  const send = options.transport ? options.transport.sendWith(certificate) : sendOverFetch(options.fetch);
  const { signal, done } = callSignal(request.signal, request.timeoutMs ?? options.timeoutMs);
  let status: number;
  let text: string;
  let masheryCode: string | null;
  try {
    const answer = await send(`${options.baseUrl}${request.path}`, {
      method: request.method,
      headers: {
        'Api-key': account.apiKey,
        'X-Signature': hotelbedsSignature(account.apiKey, account.secret, Math.floor(options.now().getTime() / 1000)),
        Accept: 'application/json',
        'Accept-Encoding': 'gzip',
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal,
    });
    status = answer.status;
    masheryCode = answer.header('x-mashery-error-code');
    text = answer.text;
  } catch (error) {
    // No cause kept: it may hold the request, and the request holds guests' names.
    if (signal.aborted) throw new SupplierError('Hotelbeds did not answer in time', 'timeout');
    if (error instanceof HotelbedsUnreadableAnswer) throw unreadableAnswerError(error);
    if (isPrivateAddressRefusal(error))
      throw new SupplierError('Hotelbeds address refused: it resolves to a private address', 'unavailable');
    if (isCertificateRefusal(error)) throw new SupplierError('Hotelbeds refused the client certificate', 'credentials');
    throw new SupplierError('Hotelbeds unreachable', 'unavailable');
  } finally {
    done();
  }
  if (status >= 200 && status < 300) return parseAnswer(text, request.schema);
  throw hotelbedsError(status, text, masheryCode);
}

/** The outbound rule's refusal (core's lookup: EPRIVATEADDRESS), somewhere in the error's causes. */
function isPrivateAddressRefusal(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === 'EPRIVATEADDRESS') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** A body we could not decode: a success is unreadable; a failure is still read from its status and headers. */
function unreadableAnswerError(answer: HotelbedsUnreadableAnswer): SupplierError {
  if (answer.status >= 200 && answer.status < 300) {
    return new SupplierError('Hotelbeds sent an unreadable answer', 'unavailable', { status: answer.status });
  }
  return hotelbedsError(answer.status, '', answer.header('x-mashery-error-code'));
}

function parseAnswer<T>(text: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new SupplierError('Hotelbeds sent an unreadable answer', 'unavailable');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new SupplierError('Hotelbeds sent an answer of an unexpected shape', 'unavailable');
  return parsed.data;
}

function hotelbedsError(status: number, text: string, masheryCode: string | null): SupplierError {
  const detail = errorDetail(text);
  const error = classify(status, text, masheryCode, detail);
  const supplierCode = detail.code ?? masheryCode ?? undefined;
  return new SupplierError(error.message, error.kind, { status, ...(supplierCode ? { supplierCode } : {}) });
}

function classify(status: number, text: string, masheryCode: string | null, detail: { code?: string; message?: string }): SupplierError {
  const said = `${masheryCode ?? ''} ${detail.code ?? ''} ${detail.message ?? ''} ${text.slice(0, 200)}`;
  // Hotelbeds never redirects an API call; following one would carry Api-key and X-Signature to its Location.
  if (status >= 300 && status < 400)
    return new SupplierError(`Hotelbeds redirected the call (HTTP ${status}), not followed`, 'unavailable');
  if (status === 401) return new SupplierError('Hotelbeds rejected the API key or signature', 'credentials');
  if (status === 403) {
    // Mashery answers 403 both for a spent quota and (older accounts) for an inactive key or bad signature.
    if (/inactive|not authori[sz]ed/i.test(said) && !/over[ _](rate|qps)/i.test(said)) {
      return new SupplierError('Hotelbeds rejected the API key or signature', 'credentials');
    }
    return new SupplierError('Hotelbeds quota exceeded', 'unavailable');
  }
  if (status === 404 && /booking/i.test(said)) return new SupplierError('Reservation not found', 'not_found');
  // Hotelbeds also answers a sold-out rate with 503 "Insufficient allotment": the rate is gone, not an outage.
  if ((status >= 400 && status < 500 && RATE_GONE.test(said)) || (status === 503 && /allotment/i.test(said))) {
    return new SupplierError('The rate is no longer available, search again', 'not_found');
  }
  if (detail.code === 'PRODUCT_ERROR') return new SupplierError('Hotelbeds could not confirm the reservation', 'unavailable');
  if (status === 400 || status === 410) {
    return new SupplierError(
      detail.message ? `Hotelbeds refused the request: ${detail.message.slice(0, 200)}` : 'Hotelbeds refused the request',
      'invalid_request',
    );
  }
  return new SupplierError(`Hotelbeds error (HTTP ${status})`, 'unavailable');
}

function errorDetail(text: string): { code?: string; message?: string } {
  try {
    const parsed = ZHotelbedsErrorBody.safeParse(JSON.parse(text));
    if (!parsed.success) return {};
    const error = parsed.data.error;
    return typeof error === 'string' ? { message: error } : { code: error?.code, message: error?.message };
  } catch {
    return {};
  }
}
