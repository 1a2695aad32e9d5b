'use client';

import { useState } from 'react';

/** The customer's link, ready to copy into WhatsApp or an e-mail. */
export function QuoteShareLink({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // Without clipboard permission the agent still has the selected text to copy by hand.
      setCopied(false);
    }
  }
  return (
    <section className="card stack" aria-labelledby="quote-share-title">
      <h2 className="card-title" id="quote-share-title">
        Link para o cliente
      </h2>
      <div className="share-link">
        <input type="text" readOnly aria-label="Link da cotação" value={url} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button button-small" onClick={() => void copy()}>
          {copied ? 'Copiado!' : 'Copiar link'}
        </button>
        <a className="button button-small button-ghost" href={url} target="_blank" rel="noreferrer">
          Abrir
        </a>
      </div>
    </section>
  );
}
