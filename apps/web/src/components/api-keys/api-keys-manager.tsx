'use client';

import { useState } from 'react';
import type { CreatedApiKey } from '@/trpc/types';
import { ApiKeysTable } from './api-keys-table';
import { CreateApiKeyForm } from './create-api-key-form';
import { NewApiKeyNotice } from './new-api-key-notice';
import { useIsTeamAdmin } from './use-is-team-admin';

export function ApiKeysManager() {
  // Held in memory only: leaving the page forgets the full key, as promised.
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const isAdmin = useIsTeamAdmin();
  return (
    <div className="stack">
      {created && <NewApiKeyNotice apiKey={created} onDismiss={() => setCreated(null)} />}
      {isAdmin === undefined ? null : isAdmin ? (
        <CreateApiKeyForm onCreated={setCreated} />
      ) : (
        <p className="muted">Somente proprietários e administradores da agência criam e revogam chaves de API.</p>
      )}
      <ApiKeysTable />
    </div>
  );
}
