'use client';

/**
 * A value shown once (a new API key, a webhook's signing secret, an invitation link), with "Copiar"
 * and a way to say it was saved. Leaving the page forgets it: only the caller's state holds it.
 *
 *   <SecretNotice
 *     title="Chave criada: Site"
 *     lead={<><strong>Copie e guarde esta chave agora.</strong> Por segurança ela não será mostrada novamente.</>}
 *     value={apiKey.key}
 *     valueLabel="Chave de API completa"
 *     testId="new-api-key"
 *     copied="Copiada!"
 *     manualHint="a chave está selecionada, use Ctrl+C."
 *     dismissLabel="Já guardei a chave"
 *     onDismiss={() => setCreated(null)}
 *   />
 */

import { useId, useRef, useState, type ReactNode } from 'react';

interface SecretNoticeProps {
  title: string;
  lead: ReactNode;
  value: string;
  /** The value's accessible name. */
  valueLabel: string;
  testId?: string;
  /** The button's text once copied ("Copiada!", "Copiado!"). */
  copied: string;
  /** Said when the browser refuses the clipboard and the text is selected instead. */
  manualHint: string;
  dismissLabel: string;
  onDismiss: () => void;
}

export function SecretNotice({ title, lead, value, valueLabel, testId, copied, manualHint, dismissLabel, onDismiss }: SecretNoticeProps) {
  const titleId = useId();
  const valueRef = useRef<HTMLElement>(null);
  const [copyStatus, setCopyStatus] = useState<'idle' | 'copied' | 'manual'>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopyStatus('copied');
    } catch {
      // No clipboard outside HTTPS/localhost: select the text so Ctrl+C works.
      const selection = window.getSelection();
      if (valueRef.current && selection) selection.selectAllChildren(valueRef.current);
      setCopyStatus('manual');
    }
  }

  return (
    <section className="new-key" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p>{lead}</p>
      <div className="new-key-value">
        <code ref={valueRef} aria-label={valueLabel} data-testid={testId}>
          {value}
        </code>
        <button type="button" className="button button-primary" onClick={() => void copy()}>
          {copyStatus === 'copied' ? copied : 'Copiar'}
        </button>
      </div>
      {copyStatus === 'manual' && <p className="hint">Não foi possível copiar automaticamente: {manualHint}</p>}
      <button type="button" className="button button-ghost" onClick={onDismiss}>
        {dismissLabel}
      </button>
    </section>
  );
}
