import { ASAAS_PRODUCTION_URL, createInvoiceIssuer, type InvoiceIssuer } from '@tas/payments';
import { gatewayFetch } from '../payments/gateway-fetch';
import { openCredential } from '../suppliers/credentials';
import type { TeamSettings } from '../teams/settings';

/**
 * The issuer of an invoice row's gateway: the sandbox's fake notes for `sandbox`, the team's Asaas
 * account for `asaas` (null once that account is no longer set up).
 */
export function invoiceIssuerFor(settings: TeamSettings, gateway: string): InvoiceIssuer | null {
  if (gateway === 'sandbox') return createInvoiceIssuer({ gateway: 'sandbox', webhookToken: 'unused' });
  if (gateway !== 'asaas' || settings.paymentGateway !== 'asaas') return null;
  const apiKey = openCredential(settings, 'asaasApiKey');
  return apiKey
    ? createInvoiceIssuer({ gateway: 'asaas', apiKey, baseUrl: settings.asaasBaseUrl ?? ASAAS_PRODUCTION_URL, fetch: gatewayFetch })
    : null;
}
