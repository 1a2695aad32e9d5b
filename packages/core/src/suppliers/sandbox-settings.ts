import { SANDBOX_CREDENTIALS } from '@tas/suppliers';
import { sealSupplierCredentials } from './credentials';
import { newWebhookToken } from './webhook-token';

/** What `team:create --sandbox` stores for hotels, the online flight supplier and payments: the sandbox accounts and a webhook token, sealed. */
export function sandboxHotelAndPaymentSettings() {
  const webhook = newWebhookToken();
  return {
    webhookTokenHash: webhook.hash,
    credentials: {
      hotelSupplier: sealSupplierCredentials(SANDBOX_CREDENTIALS),
      flightOnlineSupplier: sealSupplierCredentials(SANDBOX_CREDENTIALS),
      paymentWebhookToken: webhook.sealed,
    },
  };
}
