import { PaymentError } from '../errors';

/** The contract allows 1 to 12 card installments; absent means a single payment. */
export function checkInstallments(installments: number | undefined): number {
  const value = installments ?? 1;
  if (!Number.isInteger(value) || value < 1 || value > 12) {
    throw new PaymentError('invalid_request', 'Installments must be between 1 and 12', {
      field: 'installments',
    });
  }
  return value;
}
