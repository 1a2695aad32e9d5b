/**
 * Every way the stand-in can fail, as Duffel does (status, `errors[]` type and code).
 * `hang` never answers; `hang_after_order` creates the order, then never answers
 * (the nasty case: the airline booked, our side timed out); `malformed` sends cut JSON;
 * `wrong_shape` sends JSON that is not the documented resource.
 * `payment_amount_mismatch`: the airline reprices the offer as the order arrives, and the
 * order paid at the old total is 422 `payment_amount_does_not_match_order_amount`, a
 * `validation_error` (Duffel's LHR→STN test route, recorded in gburgyan/aat-duffel
 * plans/scenarios/price-changed-at-booking.yaml). `insufficient_balance`: 422, an
 * `invalid_state_error` (LGW→STN test route, plans/scenarios/insufficient-balance.yaml; "There
 * wasn't enough balance in the wallet", Duffel's error list as mirrored in airheartdev/duffel
 * errors.go). `order_accepted`: 202 Accepted, a pending order the stand-in settles later
 * (https://duffel.com/docs/api/overview/errors: "the processing hasn't been completed. You should
 * not retry this request"; https://duffel.com/docs/api/v2/webhooks: `order.creation_failed` after a
 * 202). `cancelled_meanwhile`: the order is cancelled elsewhere (Duffel's dashboard) just before
 * the request, which then meets 422 `already_cancelled`, an `invalid_state_error`
 * (workflows/addons/cancel-order.yaml in gburgyan/aat-duffel: a second quote or confirmation).
 * `no_change_offers`: the airline has no alternative for an order change request, whose
 * `order_change_offers` is then empty (https://duffel.com/docs/api/order-change-requests/get-order-change-request-by-id:
 * "This list will be empty if no offers are available").
 */
export type DuffelFault =
  | 'unauthorized'
  | 'rate_limited'
  | 'server_error'
  | 'bad_gateway'
  | 'unavailable'
  | 'gateway_timeout'
  | 'hang'
  | 'hang_after_order'
  | 'malformed'
  | 'wrong_shape'
  | 'offer_expired'
  | 'price_changed'
  | 'order_refused'
  | 'payment_amount_mismatch'
  | 'insufficient_balance'
  | 'order_accepted'
  | 'cancelled_meanwhile'
  | 'no_change_offers';

export const DUFFEL_FAULTS: readonly DuffelFault[] = [
  'unauthorized',
  'rate_limited',
  'server_error',
  'bad_gateway',
  'unavailable',
  'gateway_timeout',
  'hang',
  'hang_after_order',
  'malformed',
  'wrong_shape',
  'offer_expired',
  'price_changed',
  'order_refused',
  'payment_amount_mismatch',
  'insufficient_balance',
  'order_accepted',
  'cancelled_meanwhile',
  'no_change_offers',
];

export interface DuffelErrorSpec {
  status: number;
  type: string;
  code: string;
  title: string;
  message: string;
}

const spec = (status: number, type: string, code: string, title: string, message: string): DuffelErrorSpec => ({
  status,
  type,
  code,
  title,
  message,
});

export const ERRORS = {
  unauthorized: spec(401, 'authentication_error', 'unauthorized', 'Unauthorized', 'The access token used is not recognized by our system'),
  rateLimited: spec(
    429,
    'rate_limit_error',
    'rate_limit_exceeded',
    'Rate limit exceeded',
    'You have exceeded the rate limit for this endpoint. Please try again later.',
  ),
  serverError: spec(
    500,
    'api_error',
    'internal_server_error',
    'Internal server error',
    'Something went wrong. Please contact our support team and attach the request_id.',
  ),
  badGateway: spec(502, 'api_error', 'bad_gateway', 'Bad gateway', 'Bad gateway error.'),
  unavailable: spec(
    503,
    'api_error',
    'service_unavailable',
    'Service unavailable',
    'There is a temporary issue with the server. Please retry later.',
  ),
  gatewayTimeout: spec(
    504,
    'api_error',
    'gateway_timeout_error',
    'Gateway timeout',
    'The airline did not respond in time. Please retry later.',
  ),
  offerGone: spec(
    422,
    'invalid_state_error',
    'offer_no_longer_available',
    'Offer no longer available',
    'The offer has expired or is no longer available. Please search again.',
  ),
  priceChanged: spec(
    422,
    'invalid_state_error',
    'price_changed',
    'Price changed',
    "The offer's price has changed since it was retrieved. Please get the offer again.",
  ),
  refused: spec(422, 'airline_error', 'airline_unknown', 'Airline error', 'The airline was unable to create this order.'),
  alreadyBooked: spec(
    422,
    'invalid_state_error',
    'offer_request_already_booked',
    'Offer already booked',
    'An order has already been created from this offer request.',
  ),
  alreadyCancelled: spec(
    422,
    'invalid_state_error',
    'already_cancelled',
    'Already cancelled',
    'The provided order has already been cancelled',
  ),
  paymentAmountMismatch: spec(
    422,
    'validation_error',
    'payment_amount_does_not_match_order_amount',
    'Payment amount does not match order amount',
    'The amount provided in the payment does not match the total_amount of the order',
  ),
  insufficientBalance: spec(
    422,
    'invalid_state_error',
    'insufficient_balance',
    'Insufficient balance',
    "There wasn't enough balance in the wallet for the operation",
  ),
  creationAlreadyAttempted: spec(
    422,
    'invalid_state_error',
    'order_creation_already_attempted',
    'Order creation already attempted',
    'Order creation has already been attempted for the provided offer. You should not retry this request.',
  ),
  cancellationExpired: spec(
    422,
    'invalid_state_error',
    'order_cancellation_expired',
    'Cancellation quote expired',
    'The order cancellation quote has expired. Please create a new one.',
  ),
  notFound: spec(404, 'invalid_request_error', 'not_found', 'Not found', 'The resource you are trying to access does not exist.'),
  badVersion: spec(
    400,
    'invalid_request_error',
    'unsupported_version',
    'Unsupported version',
    'The Duffel-Version header is missing or not supported; use v2.',
  ),
  badJson: spec(400, 'invalid_request_error', 'malformed_json', 'Malformed JSON', 'The request body is not valid JSON wrapped in `data`.'),
} as const;

/** A validation error on one field, as Duffel words them (422 `validation_error`). */
export const invalidField = (field: string, message: string): DuffelErrorSpec =>
  spec(422, 'validation_error', 'invalid_field', 'Invalid field', `${field}: ${message}`);

/** The error a fault answers with, if it is one that answers with an error. */
export function faultError(fault: DuffelFault): DuffelErrorSpec | null {
  switch (fault) {
    case 'unauthorized':
      return ERRORS.unauthorized;
    case 'rate_limited':
      return ERRORS.rateLimited;
    case 'server_error':
      return ERRORS.serverError;
    case 'bad_gateway':
      return ERRORS.badGateway;
    case 'unavailable':
      return ERRORS.unavailable;
    case 'gateway_timeout':
      return ERRORS.gatewayTimeout;
    case 'offer_expired':
      return ERRORS.offerGone;
    case 'order_refused':
      return ERRORS.refused;
    case 'insufficient_balance':
      return ERRORS.insufficientBalance;
    default:
      return null;
  }
}

export interface FaultRule {
  fault: DuffelFault;
  /** Only requests with this method (`GET`, `POST`). */
  method?: string;
  /** Only requests whose path starts with this, e.g. `/air/orders`. */
  path?: string;
  /** How many requests it fails; undefined: every one until cleared. */
  times?: number;
}

export const matches = (rule: FaultRule, method: string, path: string) =>
  (!rule.method || rule.method === method) && (!rule.path || path.startsWith(rule.path));
