'use client';

import { useRef, useState } from 'react';
import type { CreatedApiKey } from '@/trpc/types';

/** The full key, the one time it exists outside the integrator's hands: only its hash is stored. */
export function NewApiKeyNotice({ apiKey, onDismiss }: { apiKey: CreatedApiKey; onDismiss: () => void }) {
  const keyRef = useRef<HTMLElement>(null);
  const [copyStatus, setCopyStatus] = useState<'idle' | 'copied' | 'manual'>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(apiKey.key);
      setCopyStatus('copied');
    } catch {
      // No clipboard outside HTTPS/localhost: select the text so Ctrl+C works.
      const selection = window.getSelection();
      if (keyRef.current && selection) selection.selectAllChildren(keyRef.current);
      setCopyStatus('manual');
    }
  }

  return (
    <section className="new-key" aria-labelledby="new-key-title">
      <h2 id="new-key-title">Chave criada{apiKey.name ? `: ${apiKey.name}` : ''}</h2>
      <p>
        <strong>Copie e guarde esta chave agora.</strong> Por segurança ela não será mostrada novamente.
      </p>
      <div className="new-key-value">
        <code ref={keyRef} aria-label="Chave de API completa" data-testid="new-api-key">
          {apiKey.key}
        </code>
        <button type="button" className="button button-primary" onClick={copy}>
          {copyStatus === 'copied' ? 'Copiada!' : 'Copiar'}
        </button>
      </div>
      {copyStatus === 'manual' && <p className="hint">Não foi possível copiar automaticamente: a chave está selecionada, use Ctrl+C.</p>}
      <button type="button" className="button button-ghost" onClick={onDismiss}>
        Já guardei a chave
      </button>
    </section>
  );
}
