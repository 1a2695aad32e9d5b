import { PaymentError } from '../errors';

export interface AsaasHttpOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  userAgent: string;
  fetch: typeof fetch;
}

/** Asaas refuses a card with HTTP 400 and this code; other 400s are request problems. */
const CARD_REFUSED = 'invalid_creditCard';

/** JSON calls to the Asaas v3 API; every failure becomes a PaymentError with a safe message. */
export class AsaasHttp {
  readonly #options: AsaasHttpOptions;

  constructor(options: AsaasHttpOptions) {
    // Accept the base with or without the version segment; paths carry `/v3`.
    this.#options = { ...options, baseUrl: options.baseUrl.replace(/\/+$/, '').replace(/\/v3$/, '') };
  }

  async call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const { baseUrl, apiKey, timeoutMs, userAgent } = this.#options;
    let status: number;
    let text: string;
    try {
      const response = await this.#options.fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          access_token: apiKey,
          'user-agent': userAgent,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      // No cause attached: fetch errors may hold the request, and the request may hold a card.
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new PaymentError('unavailable', timedOut ? 'Payment gateway timed out' : 'Payment gateway unreachable');
    }
    if (status >= 200 && status < 300) {
      try {
        return JSON.parse(text) as T;
      } catch {
        throw new PaymentError('unavailable', 'Payment gateway sent an unreadable reply');
      }
    }
    throw asaasError(status, text);
  }
}

function asaasError(status: number, text: string): PaymentError {
  if (status === 401 || status === 403) {
    return new PaymentError('auth', 'Payment gateway rejected the API key');
  }
  if (status === 400) {
    const first = firstError(text);
    const gatewayCode = first?.code;
    const reason = first?.description ?? 'Payment gateway rejected the request';
    if (gatewayCode === CARD_REFUSED) return new PaymentError('declined', `Card declined: ${reason}`, { gatewayCode });
    return new PaymentError('invalid_request', reason, gatewayCode ? { gatewayCode } : {});
  }
  if (status === 404) return new PaymentError('invalid_request', 'Charge not found at the payment gateway');
  return new PaymentError('unavailable', `Payment gateway error (HTTP ${status})`);
}

function firstError(text: string): { code?: string; description?: string } | undefined {
  try {
    const parsed = JSON.parse(text) as { errors?: Array<{ code?: unknown; description?: unknown }> };
    const first = parsed.errors?.[0];
    if (!first) return undefined;
    return {
      ...(typeof first.code === 'string' ? { code: first.code } : {}),
      ...(typeof first.description === 'string' ? { description: first.description.slice(0, 300) } : {}),
    };
  } catch {
    return undefined;
  }
}
