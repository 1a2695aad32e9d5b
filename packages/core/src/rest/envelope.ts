import type { ApiError } from '../lib/api-error';

export function timestamp(): string {
  return new Date().toISOString();
}

/** `{ error, code, timestamp }`: the only error body the REST facade sends. */
export function errorBody(error: ApiError): string {
  return JSON.stringify({ error: error.message, code: error.code, timestamp: timestamp() });
}

/** `{ data, timestamp }` around an already-serialised payload (no re-parse on the hot path). */
export function successBody(json: string): string {
  return `{"data":${json},"timestamp":"${timestamp()}"}`;
}
