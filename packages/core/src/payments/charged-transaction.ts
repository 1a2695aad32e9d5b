import type { PaymentGateway } from '@tas/payments';
import { logger } from '../lib/logger';

// A refund runs inside its transaction (it holds its payment's row lock, so two refunds never both
// reach the gateway): allow the gateway's own timeout. A book never charges inside a transaction
// (payments/book-with-charge.ts).
export const GATEWAY_TRANSACTION = { maxWait: 30_000, timeout: 60_000 };

/** Gives back money taken at the gateway: a paid charge is refunded, a pending one voided. False when that failed (logged). */
export async function undoCharge(gateway: PaymentGateway, gatewayChargeId: string, paid: boolean): Promise<boolean> {
  try {
    if (paid) await gateway.refund(gatewayChargeId);
    else await gateway.voidCharge(gatewayChargeId);
    return true;
  } catch (err) {
    logger.error({ err, gatewayChargeId }, 'charge could not be undone at the gateway');
    return false;
  }
}
