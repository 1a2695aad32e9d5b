'use client';

import { useState } from 'react';
import { CreateWebhookForm } from './create-webhook-form';
import { NewWebhookSecretNotice } from './new-webhook-secret-notice';
import type { CreatedWebhookEndpoint } from './types';
import { WebhooksTable } from './webhooks-table';

export function WebhooksManager() {
  // Held in memory only: leaving the page forgets the secret, as promised.
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  return (
    <div className="stack">
      {created && <NewWebhookSecretNotice endpoint={created} onDismiss={() => setCreated(null)} />}
      <CreateWebhookForm onCreated={setCreated} />
      <section className="card card-flush" aria-label="Endpoints da agência">
        <WebhooksTable />
      </section>
    </div>
  );
}
