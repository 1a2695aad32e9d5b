'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/form/field';
import { ErrorAlert } from '@/components/form/form-submit';
import { ErrorState, Loading } from '@/components/query-state';
import { useTRPC } from '@/trpc/client';
import type { RouterOutputs } from '@/trpc/types';

type Policy = RouterOutputs['exchange']['policies'][number];
type Currencies = RouterOutputs['exchange']['currencies'];

const day = (iso: string) => iso.split('-').reverse().join('/');

/** Where the rate in force comes from, and of which day. */
function rateLine(policy: Policy): string {
  if (!policy.rate) return policy.source === 'ptax' ? 'Sem PTAX recebida ainda' : 'Nenhuma taxa informada';
  const source = policy.rate.source === 'ptax' ? 'PTAX de venda' : 'Taxa da agência';
  return `${source} de ${day(policy.rate.date)}: R$ ${policy.rate.value}`;
}

/** A currency without a saved policy yet, as the API would show it: PTAX where published, else the agency's rate. */
function newPolicy(currency: string, ptax: boolean): Policy {
  return {
    currency,
    source: ptax ? 'ptax' : 'agency',
    spread_percent: '0',
    max_age_business_days: 2,
    agency_rate: null,
    agency_rate_date: null,
    rate: null,
    applied_rate: null,
    sells: false,
    reason: 'ainda não configurada',
  };
}

/** One currency's policy: source, spread, maximum age, the agency's rate; and whether it sells now. */
function PolicyForm({ policy, ptax = true, onSaved }: { policy: Policy; ptax?: boolean; onSaved?: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [source, setSource] = useState(policy.source);
  const [spread, setSpread] = useState(policy.spread_percent);
  const [maxAge, setMaxAge] = useState(String(policy.max_age_business_days));
  const [agencyRate, setAgencyRate] = useState(policy.agency_rate ?? '');
  const save = useMutation(
    trpc.exchange.updatePolicy.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries(trpc.exchange.policies.pathFilter());
        onSaved?.();
      },
    }),
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
              {ptax && <option value="ptax">PTAX do Banco Central (venda, último dia útil)</option>}
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
 * "Adicionar moeda": a currency without a policy yet (a supplier contract in GBP, a fare in CAD). The
 * Banco Central's PTAX currencies first; any other ISO currency sells at the agency's own rate.
 */
function AddCurrency({
  currencies,
  configured,
  onChoose,
}: {
  currencies: Currencies;
  configured: string[];
  onChoose: (currency: string, ptax: boolean) => void;
}) {
  const [currency, setCurrency] = useState('');
  const open = (list: string[]) => list.filter((c) => !configured.includes(c));
  const ptax = open(currencies.ptax);
  return (
    <form
      className="form-grid"
      aria-label="Adicionar moeda"
      onSubmit={(event) => {
        event.preventDefault();
        if (currency) onChoose(currency, ptax.includes(currency));
        setCurrency('');
      }}
    >
      <Field label="Adicionar moeda" hint="Para vender ofertas de fornecedores que cobram em outra moeda.">
        {(control) => (
          <select {...control} value={currency} onChange={(e) => setCurrency(e.target.value)}>
            <option value="">Escolha a moeda…</option>
            <optgroup label="Com PTAX do Banco Central">
              {ptax.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </optgroup>
            <optgroup label="Somente com taxa da agência">
              {open(currencies.agency_only).map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </optgroup>
          </select>
        )}
      </Field>
      <div className="form-actions">
        <button type="submit" className="button" disabled={!currency}>
          Adicionar
        </button>
      </div>
    </form>
  );
}

/**
 * Configurações › Câmbio: how offers a supplier prices in another currency (a Hotelbeds account in
 * EUR, a Duffel fare in USD, any other the agency adds) are sold in reais. The rate is locked at prebook.
 */
export function ExchangeSettings() {
  const trpc = useTRPC();
  const policies = useQuery(trpc.exchange.policies.queryOptions({}));
  const currencies = useQuery(trpc.exchange.currencies.queryOptions({}));
  const hasPtax = (currency: string) => currencies.data?.ptax.includes(currency) ?? true;
  // A currency being added: its form shows until its first save makes it one of the policies.
  const [adding, setAdding] = useState<{ currency: string; ptax: boolean } | null>(null);
  const configured = policies.data?.map((p) => p.currency) ?? [];
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
        <PolicyForm key={policy.currency} policy={policy} ptax={hasPtax(policy.currency)} />
      ))}
      {adding && !configured.includes(adding.currency) && (
        <PolicyForm
          key={`new-${adding.currency}`}
          policy={newPolicy(adding.currency, adding.ptax)}
          ptax={adding.ptax}
          onSaved={() => setAdding(null)}
        />
      )}
      {policies.data && currencies.data && (
        <AddCurrency
          currencies={currencies.data}
          configured={[...configured, ...(adding ? [adding.currency] : [])]}
          onChoose={(currency, ptax) => setAdding({ currency, ptax })}
        />
      )}
    </section>
  );
}
