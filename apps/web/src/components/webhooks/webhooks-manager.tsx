'use client';

import { useState } from 'react';
import { useIsTeamAdmin } from '@/components/api-keys/use-is-team-admin';
import { CreateWebhookForm } from './create-webhook-form';
import { NewWebhookSecretNotice } from './new-webhook-secret-notice';
import type { CreatedWebhookEndpoint } from './types';
import { WebhooksTable } from './webhooks-table';

export function WebhooksManager() {
  // Held in memory only: leaving the page forgets the secret, as promised.
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const isAdmin = useIsTeamAdmin();
  return (
    <div className="stack">
      {created && <NewWebhookSecretNotice endpoint={created} onDismiss={() => setCreated(null)} />}
      {isAdmin === undefined ? null : isAdmin ? (
        <CreateWebhookForm onCreated={setCreated} />
      ) : (
        <p className="muted">Somente proprietários e administradores da agência cadastram e desativam webhooks.</p>
      )}
      <WebhooksTable />
    </div>
  );
}
