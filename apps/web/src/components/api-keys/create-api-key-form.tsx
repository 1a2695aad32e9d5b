'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/trpc/error-message';
import { useTRPC } from '@/trpc/client';
import type { CreatedApiKey } from '@/trpc/types';

type Scope = 'read' | 'write';

export function CreateApiKeyForm({ onCreated }: { onCreated: (apiKey: CreatedApiKey) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [scopes, setScopes] = useState<Scope[]>(['read', 'write']);
  const create = useMutation(
    trpc.apiKeys.create.mutationOptions({
      onSuccess: (apiKey) => {
        onCreated(apiKey);
        void queryClient.invalidateQueries(trpc.apiKeys.list.pathFilter());
      },
    }),
  );

  function toggleScope(scope: Scope, checked: boolean) {
    setScopes((current) => (checked ? [...new Set([...current, scope])] : current.filter((s) => s !== scope)));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const mode = form.get('mode') === 'test' ? 'test' : 'live';
    create.mutate(
      { name: String(form.get('name') ?? '').trim(), mode, scopes },
      { onSuccess: () => formElement.reset() },
    );
  }

  return (
    <form className="card form" onSubmit={onSubmit} aria-labelledby="create-key-title">
      <h2 className="card-title" id="create-key-title">
        Nova chave
      </h2>
      <div className="form-row">
        <label className="field">
          <span>Nome</span>
          <input name="name" maxLength={80} placeholder="Ex.: Site da agência" />
        </label>
        <fieldset className="field">
          <legend>Ambiente</legend>
          <label className="choice">
            <input type="radio" name="mode" value="live" defaultChecked /> Produção <span className="muted">(tak_live_…)</span>
          </label>
          <label className="choice">
            <input type="radio" name="mode" value="test" /> Teste / sandbox <span className="muted">(tak_test_…)</span>
          </label>
        </fieldset>
        <fieldset className="field">
          <legend>Permissões</legend>
          <label className="choice">
            <input type="checkbox" checked={scopes.includes('read')} onChange={(e) => toggleScope('read', e.target.checked)} /> Leitura
          </label>
          <label className="choice">
            <input type="checkbox" checked={scopes.includes('write')} onChange={(e) => toggleScope('write', e.target.checked)} /> Escrita
          </label>
          {scopes.length === 0 && <p className="hint hint-error">Escolha ao menos uma permissão.</p>}
        </fieldset>
      </div>
      {create.isError && (
        <p className="alert alert-error" role="alert">
          {errorMessage(create.error)}
        </p>
      )}
      <button className="button button-primary" type="submit" disabled={create.isPending || scopes.length === 0}>
        {create.isPending ? 'Criando…' : 'Criar chave'}
      </button>
    </form>
  );
}
