'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/form/field';
import { ErrorAlert } from '@/components/form/form-submit';
import { ErrorState, Loading } from '@/components/query-state';
import { labelOf } from '@/lib/labels';
import { useTRPC } from '@/trpc/client';
import type { RouterOutputs } from '@/trpc/types';
import { PAYMENT_TERM_KIND_LABELS, SUPPLIER_LABELS } from './labels';

type Terms = RouterOutputs['finance']['getPaymentTerms'][number];
type Kind = Terms['kind'];

/** One supplier's terms: before the check-in (N days), a monthly invoice (day D) or debited at booking. */
function TermsForm({ terms }: { terms: Terms }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Kind>(terms.kind);
  const [days, setDays] = useState(String(terms.days ?? 7));
  const [dayOfMonth, setDayOfMonth] = useState(String(terms.day_of_month ?? 10));
  const save = useMutation(
    trpc.finance.updatePaymentTerms.mutationOptions({ onSuccess: () => queryClient.invalidateQueries(trpc.finance.pathFilter()) }),
  );
  const name = labelOf(SUPPLIER_LABELS, terms.supplier);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({
      supplier: terms.supplier,
      kind,
      ...(kind === 'before_checkin' && { days: Number(days) }),
      ...(kind === 'monthly_invoice' && { day_of_month: Number(dayOfMonth) }),
    });
  }

  return (
    <form className="stack" onSubmit={submit} noValidate aria-label={`Prazo de pagamento ${name}`}>
      <h3 className="card-title">{name}</h3>
      <div className="form-grid">
        <Field label="Prazo">
          {(control) => (
            <select {...control} value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
              {Object.entries(PAYMENT_TERM_KIND_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {kind === 'before_checkin' && (
          <Field label="Dias antes do check-in / embarque">
            {(control) => <input {...control} type="number" min={0} max={365} value={days} onChange={(e) => setDays(e.target.value)} />}
          </Field>
        )}
        {kind === 'monthly_invoice' && (
          <Field label="Dia do mês" hint="A fatura do mês seguinte à venda vence neste dia.">
            {(control) => (
              <input {...control} type="number" min={1} max={31} value={dayOfMonth} onChange={(e) => setDayOfMonth(e.target.value)} />
            )}
          </Field>
        )}
      </div>
      <ErrorAlert error={save.error} />
      {save.isSuccess && (
        <p className="alert alert-success" role="status">
          Prazo da {name} salvo: as contas em aberto passam a vencer por ele.
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? 'Salvando…' : `Salvar prazo da ${name}`}
        </button>
      </div>
    </form>
  );
}

/** Configurações › Prazos de pagamento a fornecedores: when each supplier's payables fall due (Financeiro). */
export function PaymentTermsSettings() {
  const trpc = useTRPC();
  const terms = useQuery(trpc.finance.getPaymentTerms.queryOptions({}));
  return (
    <section className="card stack" aria-label="Prazos de pagamento a fornecedores">
      <h2 className="card-title">Prazos de pagamento a fornecedores</h2>
      <p className="small muted">
        Quando a agência paga cada fornecedor: dá o vencimento das contas a pagar no Financeiro. A Duffel costuma debitar o saldo na
        reserva.
      </p>
      {terms.isPending && <Loading label="Carregando prazos…" />}
      {terms.isError && <ErrorState error={terms.error} onRetry={() => void terms.refetch()} />}
      {terms.data?.map((supplierTerms) => (
        <TermsForm key={supplierTerms.supplier} terms={supplierTerms} />
      ))}
    </section>
  );
}
