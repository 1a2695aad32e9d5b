'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/form/field';
import { useTRPC } from '@/trpc/client';
import type { RouterInputs, RouterOutputs } from '@/trpc/types';
import { FormSubmit } from '@/components/form/form-submit';

type SalesSettings = RouterOutputs['team']['salesSettings'];
type SalesSettingsInput = RouterInputs['team']['updateSalesSettings'];

/** Markup, issuing mode, supplier and gateway; secrets are write-only: blank keeps the one saved. */
export function SalesSettingsForm({ settings }: { settings: SalesSettings }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [markup, setMarkup] = useState(String(settings.markupPercent ?? 0));
  const [issuingMode, setIssuingMode] = useState(settings.hotelIssuingMode ?? 'automatic');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [gateway, setGateway] = useState(settings.paymentGateway ?? '');
  const [asaasApiKey, setAsaasApiKey] = useState('');
  const [asaasBaseUrl, setAsaasBaseUrl] = useState(settings.asaasBaseUrl ?? '');
  const [markupError, setMarkupError] = useState<string>();
  const save = useMutation(
    trpc.team.updateSalesSettings.mutationOptions({
      onSuccess: () => {
        setPassword('');
        setAsaasApiKey('');
        return queryClient.invalidateQueries(trpc.team.salesSettings.pathFilter());
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const markupPercent = Number(markup.replace(',', '.'));
    if (!Number.isFinite(markupPercent) || markupPercent < 0 || markupPercent > 500) {
      setMarkupError('Use um percentual entre 0 e 500.');
      return;
    }
    setMarkupError(undefined);
    const input: SalesSettingsInput = {
      markupPercent,
      hotelIssuingMode: issuingMode,
      paymentGateway: gateway === 'sandbox' || gateway === 'asaas' ? gateway : null,
      ...(username.trim() && password && { hotelSupplierCredentials: { username: username.trim(), password } }),
      ...(asaasApiKey.trim() && { asaasApiKey: asaasApiKey.trim() }),
      ...(asaasBaseUrl.trim() && { asaasBaseUrl: asaasBaseUrl.trim() }),
    };
    save.mutate(input);
  }

  return (
    <form className="card stack" onSubmit={submit} noValidate aria-label="Configurações de vendas">
      <h2 className="card-title">Hotéis</h2>
      <div className="form-grid">
        <Field label="Markup (%)" error={markupError} hint="Somado ao preço líquido do fornecedor.">
          {(control) => <input {...control} inputMode="decimal" value={markup} onChange={(e) => setMarkup(e.target.value)} />}
        </Field>
        <Field label="Modo de emissão" hint="Manual: o pedido pago espera o localizador em Hotéis › A confirmar.">
          {(control) => (
            <select {...control} value={issuingMode} onChange={(e) => setIssuingMode(e.target.value as typeof issuingMode)}>
              <option value="automatic">Automático</option>
              <option value="manual">Manual</option>
            </select>
          )}
        </Field>
      </div>
      <div className="form-grid">
        <Field
          label="Usuário do fornecedor"
          hint={
            'Conta do sandbox. ' +
            (settings.hotelSupplierCredentialsSet ? 'Credenciais salvas. Preencha para trocar.' : 'Nenhuma credencial salva.')
          }
        >
          {(control) => <input {...control} autoComplete="off" value={username} onChange={(e) => setUsername(e.target.value)} />}
        </Field>
        <Field label="Senha do fornecedor">
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
      </div>
      <h2 className="card-title">Pagamentos</h2>
      <div className="form-grid">
        <Field label="Gateway de pagamento">
          {(control) => (
            <select {...control} value={gateway} onChange={(e) => setGateway(e.target.value)}>
              <option value="">Nenhum</option>
              <option value="sandbox">Sandbox</option>
              <option value="asaas">Asaas</option>
            </select>
          )}
        </Field>
        {gateway === 'asaas' && (
          <>
            <Field
              label="Chave de API do Asaas"
              hint={settings.asaasApiKeySet ? 'Chave salva. Preencha para trocar.' : 'Nenhuma chave salva.'}
            >
              {(control) => (
                <input
                  {...control}
                  type="password"
                  autoComplete="new-password"
                  value={asaasApiKey}
                  onChange={(e) => setAsaasApiKey(e.target.value)}
                />
              )}
            </Field>
            <Field label="URL da API do Asaas">
              {(control) => (
                <input
                  {...control}
                  type="url"
                  placeholder="https://api-sandbox.asaas.com/v3"
                  value={asaasBaseUrl}
                  onChange={(e) => setAsaasBaseUrl(e.target.value)}
                />
              )}
            </Field>
          </>
        )}
      </div>
      {gateway && (
        <p className="small muted">
          Webhook: <span className="mono">{gateway === 'asaas' ? settings.webhookUrls.asaas : settings.webhookUrls.sandbox}</span>
        </p>
      )}
      {save.data?.webhookToken && (
        <div className="alert alert-warning" role="status">
          <span>
            Token do webhook (mostrado só agora): <span className="mono">{save.data.webhookToken}</span>
          </span>
        </div>
      )}
      {save.isSuccess && (
        <p className="alert alert-success" role="status">
          Configurações salvas.
        </p>
      )}
      <FormSubmit label="Salvar configurações" pendingLabel="Salvando…" pending={save.isPending} error={save.error} />
    </form>
  );
}
