import type { ApiError } from '../lib/api-error';

let last = { ms: Number.NaN, iso: '' };

/** Now as ISO 8601; every answer carries one, and the requests of one millisecond share its text. */
export function timestamp(): string {
  const ms = Date.now();
  if (ms !== last.ms) last = { ms, iso: new Date(ms).toISOString() };
  return last.iso;
}

/** `{ error, code, timestamp }`: the only error body the REST facade sends. */
export function errorBody(error: ApiError): string {
  return JSON.stringify({ error: error.message, code: error.code, timestamp: timestamp() });
}

/** Seconds a client waits before retrying a 503 (a database restart takes a few). */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/** The headers an error answer carries besides the envelope: Retry-After on a 503 and on a request in progress. */
export function errorHeaders(error: ApiError): Record<string, string> {
  const retryAfter = error.retryAfterS ?? (error.status === 503 ? UNAVAILABLE_RETRY_AFTER_S : undefined);
  return retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) };
}

/** `{ data, timestamp }` around an already-serialised payload (no re-parse on the hot path). */
export function successBody(json: string): string {
  return `{"data":${json},"timestamp":"${timestamp()}"}`;
}
