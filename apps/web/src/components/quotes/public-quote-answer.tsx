'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type Step = 'idle' | 'accept' | 'decline';

const FAILURES: Record<number, string> = {
  400: 'Esta cotação não pode mais ser respondida. Atualize a página.',
  404: 'Cotação não encontrada.',
  409: 'A agência alterou esta cotação depois que você a abriu. Confira os valores atualizados e confirme o aceite de novo.',
  429: 'Muitas tentativas. Aguarde um instante e tente de novo.',
};

/**
 * Accept or decline, each asked twice (a dialog); posts to the public REST endpoints, then reloads the page's data.
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

  const openChange = (next: Exclude<Step, 'idle'>) => (open: boolean) => {
    if (open) setError(null);
    setStep(open ? next : 'idle');
  };
  return (
    <section className="share-answer" aria-label="Responder cotação">
      <div className="share-buttons">
        <ConfirmDialog
          open={step === 'accept'}
          onOpenChange={openChange('accept')}
          trigger={
            <button type="button" className="button button-primary">
              Aceitar cotação
            </button>
          }
          title="Confirmar aceite"
          tone="primary"
          confirmLabel="Confirmar aceite"
          pendingLabel="Enviando…"
          pending={pending}
          error={error}
          onConfirm={() => void answer('accept')}
        >
          <p>Confirma que aceita esta cotação? A agência será avisada para concluir a reserva.</p>
        </ConfirmDialog>
        <ConfirmDialog
          open={step === 'decline'}
          onOpenChange={openChange('decline')}
          trigger={
            <button type="button" className="button">
              Recusar
            </button>
          }
          title="Confirmar recusa"
          confirmLabel="Confirmar recusa"
          pendingLabel="Enviando…"
          pending={pending}
          error={error}
          onConfirm={() => void answer('decline')}
        >
          <label className="field">
            <span>Motivo (opcional)</span>
            <textarea rows={3} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
        </ConfirmDialog>
      </div>
      {error && step === 'idle' && (
        <p className="hint hint-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
