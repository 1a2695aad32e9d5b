/** Every failure code the REST contract and DESIGN.md name. */
export const API_ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'PLAN_REQUIRED',
  'NOT_FOUND',
  'CUSTOMER_NOT_FOUND',
  'PREBOOK_TOKEN_NOT_FOUND',
  'PREBOOK_TOKEN_USED',
  'PREBOOK_TOKEN_EXPIRED',
  'RATE_TOKEN_INVALID',
  'RATE_TOKEN_EXPIRED',
  'PRICE_MISMATCH',
  'PASSENGER_COUNT_MISMATCH',
  'PAYMENT_DATA_REQUIRED',
  'PAYMENT_PROVIDER_NOT_CONFIGURED',
  'PAYMENT_DECLINED',
  'PROVIDER_NOT_CONFIGURED',
  'PROVIDER_CREDENTIALS_INVALID',
  'INVALID_STATUS_TRANSITION',
  'CONFLICT',
  'RATE_LIMITED',
  'SUPPLIER_ERROR',
  'PAYLOAD_TOO_LARGE',
  'METHOD_NOT_ALLOWED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** How long a request in progress is usually still running (the soak and the README repeat after it). */
const IN_PROGRESS_RETRY_AFTER_S = 15;

/** The one error type: thrown anywhere, turned into `{ error, code, timestamp }` in rest/envelope.ts. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    /** Seconds to wait before the same request again; set on answers that are not the request's outcome. */
    readonly retryAfterS?: number,
  ) {
    super(message);
  }

  static validation(message: string) {
    return new ApiError(400, 'VALIDATION_ERROR', message);
  }
  static notFound(what = 'Resource') {
    return new ApiError(404, 'NOT_FOUND', `${what} not found`);
  }
  static conflict(message: string) {
    return new ApiError(409, 'CONFLICT', message);
  }
  /**
   * The same request is still being worked on (its Idempotency-Key held by a request in flight, or a
   * book whose charge is being settled): 409 with Retry-After, an answer the key does not keep.
   */
  static inProgress(message: string) {
    return new ApiError(409, 'CONFLICT', message, IN_PROGRESS_RETRY_AFTER_S);
  }
  /** The database is out of reach for a moment (a restart); nothing changed. Sent with Retry-After. */
  static unavailable() {
    return new ApiError(503, 'SERVICE_UNAVAILABLE', 'Service temporarily unavailable, try again shortly');
  }
}
