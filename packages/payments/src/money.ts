import { PaymentError } from './errors';

/** Rejects anything that is not a positive whole number of cents before it reaches a gateway. */
export function assertAmountCents(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new PaymentError('invalid_request', 'Amount must be a positive whole number of cents', {
      field: 'amount',
    });
  }
}

/**
 * Cents to a reais number for JSON APIs. The division is the single rounding step and the
 * shortest round-trip form of n/100 always prints with at most two decimals.
 */
export function centsToReais(amountCents: number): number {
  return amountCents / 100;
}

/** Reais (at most two decimals, as gateways send them) to integer cents. */
export function reaisToCents(reais: number): number {
  const cents = Math.round(reais * 100);
  if (!Number.isFinite(reais) || Math.abs(cents - reais * 100) > 1e-6) {
    throw new PaymentError('invalid_request', `Amount ${reais} has more than two decimals`);
  }
  return cents;
}
