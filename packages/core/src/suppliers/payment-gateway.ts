import { ASAAS_PRODUCTION_URL, createPaymentGateway, type PaymentGateway } from '@tas/payments';
import { gatewayFetch } from '../payments/gateway-fetch';
import type { TeamSettings } from '../teams/settings';
import { openCredential } from './credentials';

/** The team's payment gateway, or null when none is configured (or its secret is missing). */
export function teamPaymentGateway(settings: TeamSettings): PaymentGateway | null {
  if (settings.paymentGateway === 'sandbox') {
    const webhookToken = openCredential(settings, 'paymentWebhookToken');
    return webhookToken ? createPaymentGateway({ gateway: 'sandbox', webhookToken }) : null;
  }
  if (settings.paymentGateway === 'asaas') {
    const apiKey = openCredential(settings, 'asaasApiKey');
    return apiKey ? createPaymentGateway({ gateway: 'asaas', apiKey, baseUrl: settings.asaasBaseUrl ?? ASAAS_PRODUCTION_URL, fetch: gatewayFetch }) : null;
  }
  return null;
}
