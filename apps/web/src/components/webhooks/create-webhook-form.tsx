'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ChoiceGroup } from '@/components/form/choice-group';
import { Field } from '@/components/form/field';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from '@/lib/webhook-labels';
import { useTRPC } from '@/trpc/client';
import type { CreatedWebhookEndpoint, WebhookEventType } from './types';
import { FormSubmit } from '@/components/form/form-submit';

const EVENT_OPTIONS = WEBHOOK_EVENTS.map((event) => ({ value: event, label: WEBHOOK_EVENT_LABELS[event], detail: `(${event})` }));

export function CreateWebhookForm({ onCreated }: { onCreated: (endpoint: CreatedWebhookEndpoint) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>(WEBHOOK_EVENTS);
  const create = useMutation(
    trpc.webhooks.create.mutationOptions({
      onSuccess: (endpoint) => {
        onCreated(endpoint);
        void queryClient.invalidateQueries(trpc.webhooks.list.pathFilter());
      },
    }),
  );

  function onSubmit(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    create.mutate(
      { url: url.trim(), events: events as WebhookEventType[], description: description.trim() || null },
      {
        onSuccess: () => {
          setUrl('');
          setDescription('');
        },
      },
    );
  }

  return (
    <form className="card form" onSubmit={onSubmit} aria-labelledby="create-webhook-title">
      <h2 className="card-title" id="create-webhook-title">
        Novo webhook
      </h2>
      <div className="form-row">
        <Field label="URL de destino" className="field-grow">
          {(control) => (
            <input
              {...control}
              type="url"
              required
              maxLength={2000}
              placeholder="https://sistema.agencia.com.br/webhooks"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
          )}
        </Field>
        <Field label="Descrição" className="field-grow">
          {(control) => (
            <input
              {...control}
              maxLength={200}
              placeholder="Ex.: ERP da agência"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          )}
        </Field>
      </div>
      <ChoiceGroup
        type="checkbox"
        legend="Eventos"
        options={EVENT_OPTIONS}
        value={events}
        onChange={setEvents}
        error={events.length === 0 ? 'Escolha ao menos um evento.' : undefined}
      />
      <FormSubmit
        label="Criar webhook"
        pendingLabel="Criando…"
        pending={create.isPending}
        error={create.error}
        disabled={events.length === 0}
      />
    </form>
  );
}
