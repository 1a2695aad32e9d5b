import { z } from 'zod';
import { SupplierError, type SupplierErrorDetails } from '../../lib/errors';
import { dataOf, ZErrorBody } from './schemas';

/** An agency's Duffel account: its access token, and where the API lives (the stand-in in tests and demos). */
export interface DuffelCredentials {
  accessToken: string;
  /** Default DUFFEL_API_URL. */
  baseUrl?: string;
}

export const DUFFEL_API_URL = 'https://api.duffel.com';

/** Duffel's test-mode tokens: they book nothing real and pay from an unlimited test balance. */
export const isDuffelTestToken = (accessToken: string) => accessToken.startsWith('duffel_test_');

/** Duffel's largest list page (https://duffel.com/docs/api/overview/pagination), and how many pages a lookup reads at most. */
const LIST_PAGE_SIZE = 200;
const MAX_LIST_PAGES = 500;

interface Answer {
  response: Response;
  text: string;
  requestId: string | undefined;
}

/** The agency's Duffel balance (its wallet) cannot pay an instant order: only the agency can top it up. */
export const INSUFFICIENT_BALANCE = 'insufficient_balance';

/** Duffel's own codes for an offer that can no longer be booked. */
const OFFER_GONE = new Set(['offer_no_longer_available', 'offer_expired']);

export interface DuffelHttpOptions {
  credentials: DuffelCredentials;
  /** Ceiling per call even when the caller gives no signal; Duffel says orders can take up to 120 s. */
  timeoutMs: number;
  fetch: typeof fetch;
  now: () => Date;
}

/**
 * JSON calls to the Duffel API: the documented headers, bodies wrapped in
 * `{ data }`, every answer parsed with zod, every failure a SupplierError
 * (aborts and our ceiling as kind `timeout`). Nothing here logs bodies:
 * order bodies hold passengers' personal data.
 */
export class DuffelHttp {
  private readonly baseUrl: string;

  constructor(private readonly options: DuffelHttpOptions) {
    if (!options.credentials.accessToken) throw new SupplierError('Duffel access token missing', 'credentials');
    this.baseUrl = (options.credentials.baseUrl || DUFFEL_API_URL).replace(/\/+$/, '');
  }

  async call<T extends z.ZodType>(
    schema: T,
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    body: unknown,
    signal: AbortSignal | undefined,
  ): Promise<z.infer<T>> {
    const answer = await this.exchange(method, path, body, signal);
    return (this.parse(dataOf(schema), answer) as { data: z.infer<T> }).data;
  }

  /**
   * A call Duffel may answer 202 Accepted (order creation): the request was taken but not
   * completed, and must not be sent again; its body is no confirmation, so it is not read.
   */
  async callAccepting<T extends z.ZodType>(
    schema: T,
    method: 'POST',
    path: string,
    body: unknown,
    signal: AbortSignal | undefined,
  ): Promise<{ accepted: true } | { accepted: false; data: z.infer<T> }> {
    const answer = await this.exchange(method, path, body, signal);
    if (answer.response.status === 202) return { accepted: true };
    return { accepted: false, data: (this.parse(dataOf(schema), answer) as { data: z.infer<T> }).data };
  }

  /**
   * Every item of a list, page by page (`limit=200`, then `after=meta.after` until it is null):
   * Duffel lists 50 a page by default and promises no order.
   */
  async listAll<T extends z.ZodType>(schema: T, path: string, signal: AbortSignal | undefined): Promise<z.infer<T>[]> {
    const page = z.object({ data: z.array(schema), meta: z.object({ after: z.string().nullish() }).nullish() });
    const items: z.infer<T>[] = [];
    const seen = new Set<string>();
    let after: string | null | undefined = null;
    do {
      const query = `${path.includes('?') ? '&' : '?'}limit=${LIST_PAGE_SIZE}${after ? `&after=${encodeURIComponent(after)}` : ''}`;
      const answer = await this.exchange('GET', `${path}${query}`, undefined, signal);
      const parsed = this.parse(page, answer) as { data: z.infer<T>[]; meta?: { after?: string | null } | null };
      items.push(...parsed.data);
      after = parsed.meta?.after;
      // A cursor seen before would loop for ever: the list is read as far as it went.
      if (after && seen.has(after)) break;
      if (after) seen.add(after);
    } while (after && seen.size < MAX_LIST_PAGES);
    return items;
  }

  private async exchange(method: 'GET' | 'POST' | 'PATCH', path: string, body: unknown, signal: AbortSignal | undefined): Promise<Answer> {
    if (signal?.aborted) throw new SupplierError('Duffel call aborted', 'timeout');
    const combined = signal
      ? AbortSignal.any([signal, AbortSignal.timeout(this.options.timeoutMs)])
      : AbortSignal.timeout(this.options.timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await this.options.fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${this.options.credentials.accessToken}`,
          'Duffel-Version': 'v2',
          Accept: 'application/json',
          'Accept-Encoding': 'gzip',
          'User-Agent': 'tas-suppliers',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify({ data: body }),
        signal: combined,
      });
      text = await response.text();
    } catch {
      // No cause attached: it may hold the request, and order requests hold passengers' data.
      if (combined.aborted) throw new SupplierError('Duffel did not answer in time', 'timeout');
      throw new SupplierError('Duffel unreachable', 'unavailable');
    }
    const requestId = response.headers.get('x-request-id') ?? undefined;
    if (!response.ok) throw this.failure(response, text, requestId);
    return { response, text, requestId };
  }

  private parse(schema: z.ZodType, { response, text, requestId }: Answer): unknown {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new SupplierError('Duffel sent an unreadable answer', 'unavailable', { status: response.status, requestId });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new SupplierError('Duffel sent an answer of an unexpected shape', 'unavailable', { status: response.status, requestId });
    return parsed.data;
  }

  private failure(response: Response, text: string, headerRequestId: string | undefined): SupplierError {
    const status = response.status;
    let first: { type?: string | null; code?: string | null; title?: string | null; message?: string | null } | undefined;
    let requestId = headerRequestId;
    try {
      const parsed = ZErrorBody.safeParse(JSON.parse(text));
      if (parsed.success) {
        first = parsed.data.errors[0];
        requestId = parsed.data.meta?.request_id ?? requestId;
      }
    } catch {
      // Not JSON: judged by the status alone.
    }
    const details: SupplierErrorDetails = { status, requestId, ...(first?.code ? { supplierCode: first.code } : {}) };
    const said = (first?.message ?? first?.title ?? '').slice(0, 300);
    if (status === 401 || status === 403) return new SupplierError('Duffel rejected the access token', 'credentials', details);
    if (status === 429) {
      const retryAfterMs = retryAfter(response, this.options.now());
      return new SupplierError(
        'Duffel rate limit reached, try again later',
        'unavailable',
        retryAfterMs === undefined ? details : { ...details, retryAfterMs },
      );
    }
    if (first?.code === INSUFFICIENT_BALANCE)
      return new SupplierError(
        "The agency's Duffel balance cannot pay for this order: top up the balance in Duffel's dashboard",
        'unavailable',
        details,
      );
    if (first?.code && OFFER_GONE.has(first.code))
      return new SupplierError('Flight offer expired or no longer available: search again', 'offer_expired', details);
    if (status === 404) return new SupplierError('Not found at Duffel', 'not_found', details);
    if (first?.type === 'airline_error')
      return new SupplierError(`Airline refused the request${said ? `: ${said}` : ''}`, 'unavailable', details);
    if (status >= 500) return new SupplierError(`Duffel error (HTTP ${status})`, 'unavailable', details);
    return new SupplierError(said || `Duffel refused the request (HTTP ${status})`, 'invalid_request', details);
  }
}

/** How long Duffel asks us to wait: `retry-after` (seconds or a date), else `ratelimit-reset` (a date or epoch seconds). */
function retryAfter(response: Response, now: Date): number | undefined {
  const value = response.headers.get('retry-after') ?? response.headers.get('ratelimit-reset');
  if (!value) return undefined;
  const seconds = Number(value);
  let ms: number;
  if (Number.isFinite(seconds)) ms = seconds > 1e9 ? seconds * 1000 - now.getTime() : seconds * 1000;
  else ms = Date.parse(value) - now.getTime();
  return Number.isFinite(ms) ? Math.max(0, Math.round(ms)) : undefined;
}
