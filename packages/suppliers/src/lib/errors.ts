/**
 * How a supplier call failed. Core maps `credentials`, `not_found` and
 * `invalid_request` to 400 and `unavailable` and `timeout` to 502.
 */
export type SupplierErrorKind = 'unavailable' | 'credentials' | 'not_found' | 'timeout' | 'invalid_request';

export class SupplierError extends Error {
  readonly kind: SupplierErrorKind;

  constructor(message: string, kind: SupplierErrorKind) {
    super(message);
    this.name = 'SupplierError';
    this.kind = kind;
  }
}

export function isSupplierError(error: unknown): error is SupplierError {
  return error instanceof SupplierError;
}
