'use client';

import { useRef, useState } from 'react';
import type { CreatedWebhookEndpoint } from './types';

/** The signing secret, the one time it is shown: the receiver needs it to check X-Signature. */
export function NewWebhookSecretNotice({ endpoint, onDismiss }: { endpoint: CreatedWebhookEndpoint; onDismiss: () => void }) {
  const secretRef = useRef<HTMLElement>(null);
  const [copyStatus, setCopyStatus] = useState<'idle' | 'copied' | 'manual'>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(endpoint.secret);
      setCopyStatus('copied');
    } catch {
      // No clipboard outside HTTPS/localhost: select the text so Ctrl+C works.
      const selection = window.getSelection();
      if (secretRef.current && selection) selection.selectAllChildren(secretRef.current);
      setCopyStatus('manual');
    }
  }

  return (
    <section className="new-key" aria-labelledby="new-webhook-title">
      <h2 id="new-webhook-title">Webhook criado: {endpoint.url}</h2>
      <p>
        <strong>Copie e guarde este segredo de assinatura agora.</strong> Ele não será mostrado novamente.
      </p>
      <div className="new-key-value">
        <code ref={secretRef} aria-label="Segredo de assinatura" data-testid="new-webhook-secret">
          {endpoint.secret}
        </code>
        <button type="button" className="button button-primary" onClick={copy}>
          {copyStatus === 'copied' ? 'Copiado!' : 'Copiar'}
        </button>
      </div>
      {copyStatus === 'manual' && <p className="hint">Não foi possível copiar automaticamente: o segredo está selecionado, use Ctrl+C.</p>}
      <button type="button" className="button button-ghost" onClick={onDismiss}>
        Já guardei o segredo
      </button>
    </section>
  );
}
