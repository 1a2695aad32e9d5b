export type PaymentErrorKind = 'declined' | 'invalid_card' | 'invalid_request' | 'unavailable' | 'auth';

// Runs of 12-19 digits, optionally split by spaces or dashes: anything that could be a card number.
const PAN_LIKE = /\d(?:[ -]?\d){11,18}/g;

/** Masks every card-number-like digit run in a text, keeping only its last four digits. */
export function redactCardNumbers(text: string): string {
  return text.replace(PAN_LIKE, (run) => `****${run.replace(/\D/g, '').slice(-4)}`);
}

/**
 * The one error type of this package. Messages are redacted on construction, so a gateway's
 * reply that echoes a card number can never carry it into logs or API responses.
 */
export class PaymentError extends Error {
  readonly kind: PaymentErrorKind;
  /** Input field at fault (invalid_card / invalid_request), in the contract's words, e.g. `number`. */
  readonly field: string | undefined;
  /** The gateway's own error code, when it gave one (e.g. Asaas `invalid_creditCard`). */
  readonly gatewayCode: string | undefined;

  constructor(kind: PaymentErrorKind, message: string, details: { field?: string; gatewayCode?: string } = {}) {
    super(redactCardNumbers(message));
    this.name = 'PaymentError';
    this.kind = kind;
    this.field = details.field;
    this.gatewayCode = details.gatewayCode;
  }
}

export function isPaymentError(error: unknown): error is PaymentError {
  return error instanceof PaymentError;
}
