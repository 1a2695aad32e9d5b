'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/form/field';
import { ErrorAlert } from '@/components/form/form-submit';
import { ErrorState, Loading } from '@/components/query-state';
import { useTRPC } from '@/trpc/client';
import type { RouterOutputs } from '@/trpc/types';

type Settings = RouterOutputs['invoices']['settings'];
const TAXES = [
  ['iss', 'ISS (%)'],
  ['cofins', 'COFINS (%)'],
  ['csll', 'CSLL (%)'],
  ['inss', 'INSS (%)'],
  ['ir', 'IR (%)'],
  ['pis', 'PIS (%)'],
] as const;
type Tax = (typeof TAXES)[number][0];

const ISSUE_ON: Record<Settings['issueOn'], string> = {
  off: 'Não emitir',
  on_confirmation: 'Na confirmação da venda',
  on_travel_date: 'Na data da viagem',
};

// Rates travel as decimal strings with a dot: "2,5" typed here is "2.5" there.
const rate = (text: string) => text.trim().replace(',', '.') || '0';
const shown = (text: string) => text.replace('.', ',');
const orNull = (text: string) => text.trim() || null;

function InvoiceSettingsForm({ saved }: { saved: Settings }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [issueOn, setIssueOn] = useState(saved.issueOn);
  const [code, setCode] = useState(saved.municipalServiceCode ?? '');
  const [serviceId, setServiceId] = useState(saved.municipalServiceId ?? '');
  const [name, setName] = useState(saved.municipalServiceName ?? '');
  const [description, setDescription] = useState(saved.descriptionTemplate);
  const [observations, setObservations] = useState(saved.observations);
  const [retainIss, setRetainIss] = useState(saved.retainIss);
  const [taxes, setTaxes] = useState<Record<Tax, string>>(
    Object.fromEntries(TAXES.map(([key]) => [key, shown(saved[key])])) as Record<Tax, string>,
  );
  const save = useMutation(
    trpc.invoices.updateSettings.mutationOptions({ onSuccess: () => queryClient.invalidateQueries(trpc.invoices.settings.pathFilter()) }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({
      issueOn,
      municipalServiceCode: orNull(code),
      municipalServiceId: orNull(serviceId),
      municipalServiceName: orNull(name),
      descriptionTemplate: description,
      observations,
      retainIss,
      ...(Object.fromEntries(TAXES.map(([key]) => [key, rate(taxes[key])])) as Record<Tax, string>),
    });
  }

  return (
    <form className="stack" onSubmit={submit} noValidate aria-label="Nota fiscal de serviço">
      <div className="form-grid">
        <Field label="Quando emitir">
          {(control) => (
            <select {...control} value={issueOn} onChange={(e) => setIssueOn(e.target.value as Settings['issueOn'])}>
              {Object.entries(ISSUE_ON).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Código do serviço municipal" hint="Como a prefeitura o lista, por exemplo 09.02.">
          {(control) => <input {...control} value={code} onChange={(e) => setCode(e.target.value)} />}
        </Field>
        <Field label="ID do serviço no Asaas (opcional)" hint="Quando a prefeitura publica a lista de serviços.">
          {(control) => <input {...control} value={serviceId} onChange={(e) => setServiceId(e.target.value)} />}
        </Field>
        <Field label="Nome do serviço municipal">
          {(control) => <input {...control} value={name} onChange={(e) => setName(e.target.value)} />}
        </Field>
      </div>
      <Field label="Descrição do serviço" hint="{booking_number} e {title} viram o número e o título da reserva.">
        {(control) => <input {...control} value={description} onChange={(e) => setDescription(e.target.value)} />}
      </Field>
      <Field label="Observações">
        {(control) => <input {...control} value={observations} onChange={(e) => setObservations(e.target.value)} />}
      </Field>
      <div className="form-grid">
        {TAXES.map(([key, label]) => (
          <Field key={key} label={label}>
            {(control) => (
              <input {...control} inputMode="decimal" value={taxes[key]} onChange={(e) => setTaxes({ ...taxes, [key]: e.target.value })} />
            )}
          </Field>
        ))}
      </div>
      <label className="choice">
        <input type="checkbox" checked={retainIss} onChange={(e) => setRetainIss(e.target.checked)} /> ISS retido pelo tomador
      </label>
      <ErrorAlert error={save.error} />
      {save.isSuccess && (
        <p className="alert alert-success" role="status">
          Configurações da nota fiscal salvas.
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? 'Salvando…' : 'Salvar nota fiscal'}
        </button>
      </div>
    </form>
  );
}

/**
 * Configurações › Nota fiscal: the agency's NFS-e on its revenue (markup, DU), issued through the
 * payment gateway (Asaas; the sandbox issues test notes): when, the municipal service and the taxes.
 */
export function InvoiceSettings() {
  const trpc = useTRPC();
  const settings = useQuery(trpc.invoices.settings.queryOptions());
  return (
    <section className="card stack" aria-label="Nota fiscal">
      <h2 className="card-title">Nota fiscal</h2>
      <p className="small muted">
        A NFS-e da receita da agência em cada venda (markup e DU) é emitida pelo gateway de pagamento. Uma venda cancelada sem receita
        restante tem a nota cancelada; com taxa de cancelamento, a nota é mantida.
      </p>
      {settings.isPending && <Loading label="Carregando nota fiscal…" />}
      {settings.isError && <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />}
      {settings.data && <InvoiceSettingsForm saved={settings.data} />}
    </section>
  );
}
