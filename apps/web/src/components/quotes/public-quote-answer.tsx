'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

type Step = 'idle' | 'accept' | 'decline';

const FAILURES: Record<number, string> = {
  400: 'Esta cotação não pode mais ser respondida. Atualize a página.',
  404: 'Cotação não encontrada.',
  409: 'A agência alterou esta cotação depois que você a abriu. Confira os valores atualizados e confirme o aceite de novo.',
  429: 'Muitas tentativas. Aguarde um instante e tente de novo.',
};

/**
 * Accept or decline, each asked twice; posts to the public REST endpoints, then reloads the page's data.
 * An accept names the `version` of the quote this page shows: if the agency changed it since, the
 * answer is 409 and the page reloads the quote so the customer sees what changed.
 */
export function PublicQuoteAnswer({ token, version }: { token: string; version: string }) {
  const router = useRouter();
  const [step, setStep] = useState<Step>('idle');
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  async function answer(kind: 'accept' | 'decline') {
    setPending(true);
    setError(null);
    try {
      const response = await fetch(`/api/public/quotes/${encodeURIComponent(token)}/${kind}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(kind === 'accept' ? { version } : reason.trim() ? { reason: reason.trim() } : {}),
      });
      if (!response.ok) {
        setError(FAILURES[response.status] ?? 'Não foi possível enviar sua resposta. Tente novamente.');
        if (response.status === 409) {
          setStep('idle');
          router.refresh();
        }
        return;
      }
      setOutcome(kind === 'accept' ? 'Cotação aceita. Obrigado!' : 'Cotação recusada. Obrigado pela resposta.');
      router.refresh();
    } catch {
      setError('Sem conexão. Verifique sua internet e tente novamente.');
    } finally {
      setPending(false);
    }
  }

  if (outcome) {
    return (
      <p className="share-status share-status-answered" role="status">
        {outcome}
      </p>
    );
  }

  return (
    <section className="share-answer" aria-label="Responder cotação">
      {step === 'idle' && (
        <div className="share-buttons">
          <button type="button" className="button button-primary" onClick={() => setStep('accept')}>
            Aceitar cotação
          </button>
          <button type="button" className="button" onClick={() => setStep('decline')}>
            Recusar
          </button>
        </div>
      )}
      {step === 'accept' && (
        <div className="confirm-box" role="group" aria-label="Confirmar aceite">
          <p>Confirma que aceita esta cotação? A agência será avisada para concluir a reserva.</p>
          <div className="share-buttons">
            <button type="button" className="button button-primary" disabled={pending} onClick={() => void answer('accept')}>
              {pending ? 'Enviando…' : 'Confirmar aceite'}
            </button>
            <button type="button" className="button" disabled={pending} onClick={() => setStep('idle')}>
              Voltar
            </button>
          </div>
        </div>
      )}
      {step === 'decline' && (
        <div className="confirm-box" role="group" aria-label="Confirmar recusa">
          <label className="field">
            <span>Motivo (opcional)</span>
            <textarea rows={3} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
          <div className="share-buttons">
            <button type="button" className="button button-danger" disabled={pending} onClick={() => void answer('decline')}>
              {pending ? 'Enviando…' : 'Confirmar recusa'}
            </button>
            <button type="button" className="button" disabled={pending} onClick={() => setStep('idle')}>
              Voltar
            </button>
          </div>
        </div>
      )}
      {error && (
        <p className="hint hint-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
