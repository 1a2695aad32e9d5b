'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/form/field';
import { ErrorState, Loading } from '@/components/query-state';
import { useTRPC } from '@/trpc/client';
import { errorMessage } from '@/trpc/error-message';

/**
 * Configurações › Duffel: where Duffel sends airline schedule changes and late order outcomes. "Registrar na
 * Duffel" creates the webhook on the agency's Duffel account and keeps its secret; an agency that created it by
 * hand in Duffel's dashboard pastes the secret here. Events without a valid signature are refused.
 */
export function DuffelWebhookSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.scheduleChanges.duffelWebhookSettings.queryOptions());
  const [secret, setSecret] = useState('');
  const refresh = () => queryClient.invalidateQueries(trpc.scheduleChanges.duffelWebhookSettings.pathFilter());
  const register = useMutation(trpc.scheduleChanges.registerDuffelWebhook.mutationOptions({ onSuccess: refresh }));
  const save = useMutation(
    trpc.scheduleChanges.saveDuffelWebhookSecret.mutationOptions({
      onSuccess: () => {
        setSecret('');
        return refresh();
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ secret: secret.trim() });
  }

  if (settings.isPending) return <Loading label="Carregando webhook da Duffel…" />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  const failed = register.error ?? save.error;
  return (
    <form className="card stack" onSubmit={submit} noValidate aria-label="Webhook da Duffel">
      <h2 className="card-title">Voos: alterações de horário (webhook da Duffel)</h2>
      <p className="small muted">
        A Duffel avisa por este endereço quando uma companhia muda o horário de um voo vendido (a alteração aparece em Alterações de voo e o
        cliente recebe um e-mail) e quando um pedido aceito sem confirmação é emitido ou recusado.
      </p>
      {settings.data.url && (
        <p className="small">
          Endereço: <code data-testid="duffel-webhook-url">{settings.data.url}</code>
        </p>
      )}
      <p className="small" data-testid="duffel-webhook-status">
        {settings.data.secretSet
          ? 'Segredo salvo: eventos assinados pela Duffel são aceitos.'
          : 'Nenhum segredo salvo: nenhum evento é aceito ainda.'}
      </p>
      <div className="actions">
        <button type="button" className="button button-small" disabled={register.isPending} onClick={() => register.mutate()}>
          {register.isPending ? 'Registrando…' : 'Registrar na Duffel'}
        </button>
      </div>
      <div className="form-grid">
        <Field
          label="Segredo do webhook (criado no painel da Duffel)"
          hint="Só se você criou o webhook à mão, apontando para o endereço acima."
        >
          {(control) => (
            <input {...control} type="password" autoComplete="off" value={secret} onChange={(e) => setSecret(e.target.value)} />
          )}
        </Field>
      </div>
      {failed && (
        <p className="hint hint-error" role="alert">
          {errorMessage(failed)}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="button button-small button-ghost" disabled={save.isPending || secret.trim().length < 8}>
          {save.isPending ? 'Salvando…' : 'Salvar segredo'}
        </button>
      </div>
    </form>
  );
}
