'use client';

import { SecretNotice } from '@/components/ui/secret-notice';
import type { CreatedWebhookEndpoint } from './types';

/** The signing secret, the one time it is shown: the receiver needs it to check X-Signature. */
export function NewWebhookSecretNotice({ endpoint, onDismiss }: { endpoint: CreatedWebhookEndpoint; onDismiss: () => void }) {
  return (
    <SecretNotice
      title={`Webhook criado: ${endpoint.url}`}
      lead={
        <>
          <strong>Copie e guarde este segredo de assinatura agora.</strong> Ele não será mostrado novamente.
        </>
      }
      value={endpoint.secret}
      valueLabel="Segredo de assinatura"
      testId="new-webhook-secret"
      copied="Copiado!"
      manualHint="o segredo está selecionado, use Ctrl+C."
      dismissLabel="Já guardei o segredo"
      onDismiss={onDismiss}
    />
  );
}
