/**
 * A card sale in installments is an Asaas "installment" holding one payment per month; it is
 * refunded or cancelled as a whole, so its id (prefixed) is our charge id rather than a payment's.
 */
const INSTALLMENT_PREFIX = 'installment:';

export function chargeIdOf(payment: { id: string; installment?: string | null }): string {
  return payment.installment ? `${INSTALLMENT_PREFIX}${payment.installment}` : payment.id;
}

/** The Asaas resource path of a charge id: `/v3/payments/{id}` or `/v3/installments/{id}`. */
export function resourcePath(gatewayChargeId: string): string {
  if (gatewayChargeId.startsWith(INSTALLMENT_PREFIX)) {
    return `/v3/installments/${encodeURIComponent(gatewayChargeId.slice(INSTALLMENT_PREFIX.length))}`;
  }
  return `/v3/payments/${encodeURIComponent(gatewayChargeId)}`;
}
