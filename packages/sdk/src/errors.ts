/** An answer of the API outside 2xx, from its envelope `{ error, code, timestamp }`. */
export class TasApiError extends Error {
  override readonly name = 'TasApiError';
  constructor(
    message: string,
    /** Machine-readable, e.g. `VALIDATION_ERROR`, `PREBOOK_TOKEN_EXPIRED` (see the errors guide). */
    readonly code: string,
    /** The HTTP status. */
    readonly status: number,
    /** When the server answered (ISO 8601), if it said. */
    readonly timestamp?: string,
  ) {
    super(message);
  }

  /** Built from any non-2xx answer; a body that is not the envelope keeps the status with code `HTTP_<status>`. */
  static from(status: number, body: unknown): TasApiError {
    if (body && typeof body === 'object' && typeof (body as { code?: unknown }).code === 'string') {
      const { error, code, timestamp } = body as { error?: unknown; code: string; timestamp?: unknown };
      return new TasApiError(typeof error === 'string' ? error : code, code, status, typeof timestamp === 'string' ? timestamp : undefined);
    }
    return new TasApiError(`HTTP ${status}`, `HTTP_${status}`, status);
  }
}
