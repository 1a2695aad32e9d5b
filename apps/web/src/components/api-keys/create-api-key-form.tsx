'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ChoiceGroup } from '@/components/form/choice-group';
import { Field } from '@/components/form/field';
import { useTRPC } from '@/trpc/client';
import type { CreatedApiKey } from '@/trpc/types';
import { FormSubmit } from '@/components/form/form-submit';

type Scope = 'read' | 'write';
type Mode = 'live' | 'test';

const MODES = [
  { value: 'live', label: 'Produção', detail: '(tak_live_…)' },
  { value: 'test', label: 'Teste / sandbox', detail: '(tak_test_…)' },
] as const;
const SCOPES = [
  { value: 'read', label: 'Leitura' },
  { value: 'write', label: 'Escrita' },
] as const;

export function CreateApiKeyForm({ onCreated }: { onCreated: (apiKey: CreatedApiKey) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [mode, setMode] = useState<Mode>('live');
  const [scopes, setScopes] = useState<Scope[]>(['read', 'write']);
  const create = useMutation(
    trpc.apiKeys.create.mutationOptions({
      onSuccess: (apiKey) => {
        onCreated(apiKey);
        void queryClient.invalidateQueries(trpc.apiKeys.list.pathFilter());
      },
    }),
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate(
      { name: name.trim(), mode, scopes },
      {
        onSuccess: () => {
          setName('');
          setMode('live');
          setScopes(['read', 'write']);
        },
      },
    );
  }

  return (
    <form className="card form" onSubmit={onSubmit} aria-labelledby="create-key-title">
      <h2 className="card-title" id="create-key-title">
        Nova chave
      </h2>
      <div className="form-row">
        <Field label="Nome">
          {(control) => (
            <input {...control} maxLength={80} placeholder="Ex.: Site da agência" value={name} onChange={(e) => setName(e.target.value)} />
          )}
        </Field>
        <ChoiceGroup type="radio" legend="Ambiente" options={MODES} value={[mode]} onChange={([next]) => setMode(next ?? 'live')} />
        <ChoiceGroup
          type="checkbox"
          legend="Permissões"
          options={SCOPES}
          value={scopes}
          onChange={setScopes}
          error={scopes.length === 0 ? 'Escolha ao menos uma permissão.' : undefined}
        />
      </div>
      <FormSubmit
        label="Criar chave"
        pendingLabel="Criando…"
        pending={create.isPending}
        error={create.error}
        disabled={scopes.length === 0}
      />
    </form>
  );
}
