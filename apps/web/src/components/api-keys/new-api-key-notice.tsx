'use client';

import { SecretNotice } from '@/components/ui/secret-notice';
import type { CreatedApiKey } from '@/trpc/types';

/** The full key, the one time it exists outside the integrator's hands: only its hash is stored. */
export function NewApiKeyNotice({ apiKey, onDismiss }: { apiKey: CreatedApiKey; onDismiss: () => void }) {
  return (
    <SecretNotice
      title={`Chave criada${apiKey.name ? `: ${apiKey.name}` : ''}`}
      lead={
        <>
          <strong>Copie e guarde esta chave agora.</strong> Por segurança ela não será mostrada novamente.
        </>
      }
      value={apiKey.key}
      valueLabel="Chave de API completa"
      testId="new-api-key"
      copied="Copiada!"
      manualHint="a chave está selecionada, use Ctrl+C."
      dismissLabel="Já guardei a chave"
      onDismiss={onDismiss}
    />
  );
}
