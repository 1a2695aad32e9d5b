import { ASAAS_PRODUCTION_URL, createPaymentGateway, type PaymentGateway } from '@tas/payments';
import { gatewayFetch } from '../payments/gateway-fetch';
import type { TeamSettings } from '../teams/settings';
import { openCredential } from './credentials';
import type { KeyMode } from './key-mode';

/** The sandbox gateway signs its webhooks with the team's webhook token: none stored, no gateway. */
function sandboxPaymentGateway(settings: TeamSettings): PaymentGateway | null {
  const webhookToken = openCredential(settings, 'paymentWebhookToken');
  return webhookToken ? createPaymentGateway({ gateway: 'sandbox', webhookToken }) : null;
}

/**
 * The gateway for a new charge, or null when none is configured (or its secret is missing). A test
 * key always charges at the sandbox, whatever gateway the team configured for live keys.
 */
export function teamPaymentGateway(settings: TeamSettings, mode: KeyMode = 'live'): PaymentGateway | null {
  if (mode === 'test' || settings.paymentGateway === 'sandbox') return settings.paymentGateway ? sandboxPaymentGateway(settings) : null;
  if (settings.paymentGateway === 'asaas') {
    const apiKey = openCredential(settings, 'asaasApiKey');
    return apiKey
      ? createPaymentGateway({ gateway: 'asaas', apiKey, baseUrl: settings.asaasBaseUrl ?? ASAAS_PRODUCTION_URL, fetch: gatewayFetch })
      : null;
  }
  return null;
}

/**
 * The gateway that took a payment (its `gateway` column): voids, refunds and webhooks go back to it,
 * so a test-mode payment never reaches the live gateway. Null when it is no longer set up.
 */
export function paymentGatewayNamed(settings: TeamSettings, gatewayName: string): PaymentGateway | null {
  if (gatewayName === 'sandbox') return sandboxPaymentGateway(settings);
  const gateway = teamPaymentGateway(settings);
  return gateway?.name === gatewayName ? gateway : null;
}
