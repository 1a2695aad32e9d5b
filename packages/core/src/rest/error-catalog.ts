import type { ApiErrorCode } from '../lib/api-error';

export interface ErrorCodeDoc {
  /** The HTTP status every `new ApiError(status, code, …)` of this code uses (checked by the SDK's errors-guide test). */
  status: number;
  /** What it means and what the caller does about it. */
  meaning: string;
}

/**
 * Every `code` the API can answer, for the OpenAPI document's error examples and the errors guide
 * (docs/guides/errors.md embeds the table generated from here). Typed over ApiErrorCode: a new code
 * cannot be added without its line here.
 */
export const API_ERROR_CATALOG: Record<ApiErrorCode, ErrorCodeDoc> = {
  VALIDATION_ERROR: {
    status: 400,
    meaning:
      'A parameter, query or body field is missing or invalid; the message names the field (`Validation error: <field>: <rule>`). Fix the request; do not retry as is.',
  },
  UNAUTHORIZED: { status: 401, meaning: 'The `Authorization: Bearer <key>` header is missing, or the key is unknown or revoked.' },
  FORBIDDEN: { status: 403, meaning: 'The key lacks the permission (a read-only key on a write, a role without access).' },
  PLAN_REQUIRED: {
    status: 403,
    meaning: "The endpoint needs a plan the key's team does not have (hotel and flight search, details, prebook and book need Pro).",
  },
  NOT_FOUND: { status: 404, meaning: "The resource does not exist or belongs to another team (other teams' rows are never shown)." },
  CUSTOMER_NOT_FOUND: { status: 404, meaning: "`customer_id` names no client of the key's team." },
  PREBOOK_TOKEN_NOT_FOUND: { status: 404, meaning: "The prebook token is unknown to the key's team." },
  PREBOOK_TOKEN_USED: { status: 400, meaning: 'The prebook token already made a booking; prebook again for another booking.' },
  PREBOOK_TOKEN_EXPIRED: { status: 410, meaning: 'The prebook token is older than 20 minutes; search and prebook again.' },
  RATE_TOKEN_INVALID: { status: 400, meaning: 'The flight `rate_token` is malformed or was not issued by this server.' },
  RATE_TOKEN_EXPIRED: { status: 410, meaning: 'The flight `rate_token` expired; search again.' },
  PRICE_MISMATCH: {
    status: 400,
    meaning: 'The price sent differs from the price the supplier or the rate token holds; show the new price and prebook again.',
  },
  PASSENGER_COUNT_MISMATCH: { status: 400, meaning: 'The number of passengers differs from the prebooked one.' },
  PAYMENT_DATA_REQUIRED: {
    status: 400,
    meaning: 'The payment method needs data that was not sent (e.g. `credit_card` for card payments).',
  },
  PAYMENT_PROVIDER_NOT_CONFIGURED: {
    status: 400,
    meaning: "No payment gateway of the team accepts the method (configure one in the panel, or use a test key's sandbox).",
  },
  PAYMENT_DECLINED: { status: 400, meaning: 'The gateway declined the payment; nothing was booked. Ask for another card or method.' },
  PROVIDER_NOT_CONFIGURED: {
    status: 400,
    meaning: 'The team has no credentials for the supplier this call needs (configure them in the panel, or use a test key).',
  },
  PROVIDER_CREDENTIALS_INVALID: { status: 400, meaning: "The supplier refused the team's credentials, or they cannot be read." },
  INVALID_STATUS_TRANSITION: {
    status: 400,
    meaning: 'The resource is in a state that does not allow this change (e.g. cancelling a completed booking, paying a paid payment).',
  },
  CONFLICT: {
    status: 409,
    meaning:
      "A unique field is already taken, or the `Idempotency-Key` was used with another body, or its first request (or that book's payment) is still being processed: then send it again after `Retry-After`.",
  },
  RATE_LIMITED: { status: 429, meaning: 'Too many requests for this key in the window; wait `Retry-After` seconds.' },
  SUPPLIER_ERROR: {
    status: 502,
    meaning: 'The supplier or payment gateway failed or did not answer; nothing was charged or booked. Retry later.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, meaning: 'The request body is larger than 1 MiB.' },
  METHOD_NOT_ALLOWED: { status: 405, meaning: 'The path exists but not with this HTTP method; the `Allow` header lists the methods.' },
  INTERNAL_ERROR: {
    status: 500,
    meaning: 'An unexpected failure on our side; the request changed nothing. Retry later, and report it with the response time.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    meaning:
      'The database is out of reach for a moment (a restart or failover); the request changed nothing. Retry after `Retry-After` seconds.',
  },
};
