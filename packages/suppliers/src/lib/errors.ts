/**
 * How a supplier call failed. Core maps `credentials`, `not_found` and
 * `invalid_request` to 400 and `unavailable` and `timeout` to 502;
 * `price_changed` is always a SupplierPriceChangedError (hotels) or a
 * FlightPriceChangedError (flights); `offer_expired` means the flight offer can
 * no longer be booked (Duffel's `offer_no_longer_available`): search again.
 */
export type SupplierErrorKind =
  'unavailable' | 'credentials' | 'not_found' | 'timeout' | 'invalid_request' | 'price_changed' | 'offer_expired';

/** What a real supplier said, for logs and retries; never shown to customers. */
export interface SupplierErrorDetails {
  /** HTTP status the supplier answered. */
  status?: number;
  /** The supplier's own error code, e.g. Duffel's `offer_no_longer_available`. */
  supplierCode?: string;
  /** The supplier's request id, to quote to its support. */
  requestId?: string;
  /** How long the supplier asked us to wait (rate limits). */
  retryAfterMs?: number;
}

export class SupplierError extends Error {
  readonly kind: SupplierErrorKind;
  readonly details: SupplierErrorDetails;

  constructor(message: string, kind: SupplierErrorKind, details: SupplierErrorDetails = {}) {
    super(message);
    this.name = 'SupplierError';
    this.kind = kind;
    this.details = details;
  }
}

export function isSupplierError(error: unknown): error is SupplierError {
  return error instanceof SupplierError;
}

/** The supplier re-valued the offer (Hotelbeds CheckRates) at another price; nothing was held. */
export class SupplierPriceChangedError extends SupplierError {
  /** The supplier's price now, stay total before markup, and the one the offer had. */
  readonly netPrice: number;
  readonly previousNetPrice: number;
  readonly currency: string;
  /** The offer's code at the new price (the supplier may issue a new one at re-check). */
  readonly hotelSearchCode: string;

  constructor(change: { netPrice: number; previousNetPrice: number; currency: string; hotelSearchCode: string }) {
    super(
      `Price changed: the supplier now asks ${change.netPrice.toFixed(2)} ${change.currency} (was ${change.previousNetPrice.toFixed(2)})`,
      'price_changed',
    );
    this.name = 'SupplierPriceChangedError';
    this.netPrice = change.netPrice;
    this.previousNetPrice = change.previousNetPrice;
    this.currency = change.currency;
    this.hotelSearchCode = change.hotelSearchCode;
  }
}

export function isSupplierPriceChangedError(error: unknown): error is SupplierPriceChangedError {
  return error instanceof SupplierPriceChangedError;
}

/** The flight supplier prices the offer differently now (Duffel, at price refresh or book); nothing was booked. */
export class FlightPriceChangedError extends SupplierError {
  /** The offer's total now and the one the customer accepted, reais, all passengers. */
  readonly total: number;
  readonly previousTotal: number;
  readonly currency: string;

  constructor(change: { total: number; previousTotal: number; currency: string }, details: SupplierErrorDetails = {}) {
    super(
      `Price changed: the airline now asks ${change.total.toFixed(2)} ${change.currency} (was ${change.previousTotal.toFixed(2)})`,
      'price_changed',
      details,
    );
    this.name = 'FlightPriceChangedError';
    this.total = change.total;
    this.previousTotal = change.previousTotal;
    this.currency = change.currency;
  }
}
