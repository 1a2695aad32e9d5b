import { isPaymentError } from '@tas/payments';
import { ApiError } from '../lib/api-error';
import { logger } from '../lib/logger';

/** A gateway failure in the contract's terms (payments README); messages never hold card numbers. */
export function paymentFailure(error: unknown): unknown {
  if (!isPaymentError(error)) return error;
  switch (error.kind) {
    case 'declined':
      return new ApiError(400, 'PAYMENT_DECLINED', `Payment declined: ${error.message}`);
    case 'invalid_card':
      return ApiError.validation(`Validation error: payment.credit_card.${error.field ?? 'number'}: ${error.message}`);
    case 'invalid_request':
      return ApiError.validation(`Validation error: payment${error.field ? `.${error.field}` : ''}: ${error.message}`);
    case 'auth':
      return new ApiError(400, 'PROVIDER_CREDENTIALS_INVALID', 'Payment provider rejected the credentials');
    default:
      logger.warn({ err: error }, 'payment gateway unavailable');
      return new ApiError(502, 'SUPPLIER_ERROR', 'Payment provider unavailable, try again later');
  }
}
