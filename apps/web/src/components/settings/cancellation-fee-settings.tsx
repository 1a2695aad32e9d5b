'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/form/field';
import { ErrorAlert } from '@/components/form/form-submit';
import { ErrorState, Loading } from '@/components/query-state';
import { useTRPC } from '@/trpc/client';

const decimal = (text: string) => Number(text.trim().replace(',', '.'));

const shown = (n: number) => String(n).replace('.', ',');

/** The form, started from the saved fee. */
function FeeForm({ saved }: { saved: { fixedAmount: number; percent: number } }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [fixed, setFixed] = useState(shown(saved.fixedAmount));
  const [percent, setPercent] = useState(shown(saved.percent));
  const save = useMutation(
    trpc.cancellations.updateFee.mutationOptions({ onSuccess: () => queryClient.invalidateQueries(trpc.cancellations.fee.pathFilter()) }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ fixedAmount: decimal(fixed), percent: decimal(percent) });
  }

  return (
    <form className="stack" onSubmit={submit} noValidate aria-label="Taxa de cancelamento da agência">
      <div className="form-grid">
        <Field label="Valor fixo (R$)">
          {(control) => <input {...control} inputMode="decimal" value={fixed} onChange={(e) => setFixed(e.target.value)} />}
        </Field>
        <Field label="Percentual do valor pago (%)">
          {(control) => <input {...control} inputMode="decimal" value={percent} onChange={(e) => setPercent(e.target.value)} />}
        </Field>
      </div>
      <ErrorAlert error={save.error} />
      {save.isSuccess && (
        <p className="alert alert-success" role="status">
          Taxa de cancelamento salva.
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? 'Salvando…' : 'Salvar taxa de cancelamento'}
        </button>
      </div>
    </form>
  );
}

/**
 * Configurações › Taxa de cancelamento: what the agency keeps from a customer's refund when a sale is
 * cancelled, on top of the supplier's penalty (a fixed amount plus a percent of what was paid).
 */
export function CancellationFeeSettings() {
  const trpc = useTRPC();
  const fee = useQuery(trpc.cancellations.fee.queryOptions());
  return (
    <section className="card stack" aria-label="Taxa de cancelamento">
      <h2 className="card-title">Taxa de cancelamento</h2>
      <p className="small muted">
        Ao cancelar uma venda paga, o cliente recebe o que pagou menos a multa do fornecedor e esta taxa da agência (nunca abaixo de zero).
      </p>
      {fee.isPending && <Loading label="Carregando taxa de cancelamento…" />}
      {fee.isError && <ErrorState error={fee.error} onRetry={() => void fee.refetch()} />}
      {fee.data && <FeeForm saved={fee.data} />}
    </section>
  );
}
