'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/form/field';
import { ErrorAlert } from '@/components/form/form-submit';
import { ErrorState, Loading } from '@/components/query-state';
import { useTRPC } from '@/trpc/client';
import type { RouterOutputs } from '@/trpc/types';

type Policy = RouterOutputs['exchange']['policies'][number];

const day = (iso: string) => iso.split('-').reverse().join('/');

/** Where the rate in force comes from, and of which day. */
function rateLine(policy: Policy): string {
  if (!policy.rate) return policy.source === 'ptax' ? 'Sem PTAX recebida ainda' : 'Nenhuma taxa informada';
  const source = policy.rate.source === 'ptax' ? 'PTAX de venda' : 'Taxa da agência';
  return `${source} de ${day(policy.rate.date)}: R$ ${policy.rate.value}`;
}

/** One currency's policy: source, spread, maximum age, the agency's rate; and whether it sells now. */
function PolicyForm({ policy }: { policy: Policy }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [source, setSource] = useState(policy.source);
  const [spread, setSpread] = useState(policy.spread_percent);
  const [maxAge, setMaxAge] = useState(String(policy.max_age_business_days));
  const [agencyRate, setAgencyRate] = useState(policy.agency_rate ?? '');
  const save = useMutation(
    trpc.exchange.updatePolicy.mutationOptions({ onSuccess: () => queryClient.invalidateQueries(trpc.exchange.policies.pathFilter()) }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({
      currency: policy.currency,
      source,
      spread_percent: spread.trim().replace(',', '.'),
      max_age_business_days: Number(maxAge),
      ...(source === 'agency' && { agency_rate: agencyRate.trim().replace(',', '.') }),
    });
  }

  return (
    <form className="stack" onSubmit={submit} noValidate aria-label={`Câmbio ${policy.currency}`}>
      <h3 className="card-title">{policy.currency}</h3>
      <p className={`alert ${policy.sells ? 'alert-success' : 'alert-error'}`} role="status">
        {rateLine(policy)}
        {policy.sells
          ? ` · taxa aplicada R$ ${policy.applied_rate} · vendendo ofertas em ${policy.currency}`
          : ` · ofertas em ${policy.currency} não são vendidas agora: ${policy.reason}`}
      </p>
      <div className="form-grid">
        <Field label="Fonte da taxa">
          {(control) => (
            <select {...control} value={source} onChange={(e) => setSource(e.target.value as Policy['source'])}>
              <option value="ptax">PTAX do Banco Central (venda, último dia útil)</option>
              <option value="agency">Taxa informada pela agência</option>
            </select>
          )}
        </Field>
        <Field label="Spread (%)" hint="Somado à taxa: taxa aplicada = taxa × (1 + spread/100).">
          {(control) => <input {...control} inputMode="decimal" value={spread} onChange={(e) => setSpread(e.target.value)} />}
        </Field>
        <Field label="Idade máxima (dias úteis)" hint="Uma taxa mais velha suspende as vendas nesta moeda.">
          {(control) => <input {...control} type="number" min={0} max={10} value={maxAge} onChange={(e) => setMaxAge(e.target.value)} />}
        </Field>
        {source === 'agency' && (
          <Field
            label={`Taxa da agência (R$ por ${policy.currency})`}
            hint="Vale a partir de hoje; a idade conta do dia em que foi informada."
          >
            {(control) => <input {...control} inputMode="decimal" value={agencyRate} onChange={(e) => setAgencyRate(e.target.value)} />}
          </Field>
        )}
      </div>
      <ErrorAlert error={save.error} />
      {save.isSuccess && (
        <p className="alert alert-success" role="status">
          Câmbio {policy.currency} salvo.
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? 'Salvando…' : `Salvar ${policy.currency}`}
        </button>
      </div>
    </form>
  );
}

/**
 * Configurações › Câmbio: how offers a supplier prices in another currency (a Hotelbeds account in
 * EUR, a Duffel fare in USD) are sold in reais. The rate is locked at prebook.
 */
export function ExchangeSettings() {
  const trpc = useTRPC();
  const policies = useQuery(trpc.exchange.policies.queryOptions({}));
  return (
    <section className="card stack" aria-label="Câmbio">
      <h2 className="card-title">Câmbio</h2>
      <p className="small muted">
        Ofertas em outras moedas são vendidas em reais: preço do fornecedor × taxa aplicada, depois o markup (hotéis) ou o DU (voos). A taxa
        fica travada na pré-reserva e o cliente paga exatamente o valor em reais mostrado.
      </p>
      {policies.isPending && <Loading label="Carregando câmbio…" />}
      {policies.isError && <ErrorState error={policies.error} onRetry={() => void policies.refetch()} />}
      {policies.data?.map((policy) => (
        <PolicyForm key={policy.currency} policy={policy} />
      ))}
    </section>
  );
}
