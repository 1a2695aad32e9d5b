'use client';

import { useState } from 'react';
import type { CreatedApiKey } from '@/trpc/types';
import { ApiKeysTable } from './api-keys-table';
import { CreateApiKeyForm } from './create-api-key-form';
import { NewApiKeyNotice } from './new-api-key-notice';

export function ApiKeysManager() {
  // Held in memory only: leaving the page forgets the full key, as promised.
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <div className="stack">
      {created && <NewApiKeyNotice apiKey={created} onDismiss={() => setCreated(null)} />}
      <CreateApiKeyForm onCreated={setCreated} />
      <section className="card card-flush" aria-label="Chaves da agência">
        <ApiKeysTable />
      </section>
    </div>
  );
}
