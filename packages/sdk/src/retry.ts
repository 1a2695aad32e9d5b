export interface RetryOptions {
  /** Extra tries after the first (default 2). */
  maxRetries?: number;
  /** First backoff after a network error, doubled each time (default 250 ms). */
  baseDelayMs?: number;
  /** A 429 whose Retry-After asks for longer than this is answered to the caller instead (default 60 s). */
  maxRetryAfterMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `Retry-After` in seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * Safe to send twice: a GET, or a request carrying an Idempotency-Key (the server replays the
 * first answer). Only these are retried after a network error, when the server may have acted.
 */
function isIdempotent(request: Request): boolean {
  return request.method === 'GET' || request.method === 'HEAD' || request.headers.has('idempotency-key');
}

/**
 * A fetch that retries a 429 after its Retry-After (the request was not processed, so any method)
 * and a network error on idempotent requests, with exponential backoff.
 */
export function retryingFetch(base: typeof fetch, options: RetryOptions = {}): (request: Request) => Promise<Response> {
  const maxRetries = options.maxRetries ?? 2;
  const baseDelayMs = options.baseDelayMs ?? 250;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 60_000;
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await base(request.clone());
      } catch (error) {
        if (attempt >= maxRetries || !isIdempotent(request)) throw error;
        await sleep(baseDelayMs * 2 ** attempt);
        continue;
      }
      if (response.status !== 429 || attempt >= maxRetries) return response;
      const wait = retryAfterMs(response.headers.get('retry-after')) ?? baseDelayMs * 2 ** attempt;
      if (wait > maxRetryAfterMs) return response;
      await response.body?.cancel();
      await sleep(wait);
    }
  };
}
