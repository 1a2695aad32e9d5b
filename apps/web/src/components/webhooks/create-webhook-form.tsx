'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from '@/lib/webhook-labels';
import { errorMessage } from '@/trpc/error-message';
import { useTRPC } from '@/trpc/client';
import type { CreatedWebhookEndpoint, WebhookEventType } from './types';

export function CreateWebhookForm({ onCreated }: { onCreated: (endpoint: CreatedWebhookEndpoint) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [events, setEvents] = useState<string[]>(WEBHOOK_EVENTS);
  const create = useMutation(
    trpc.webhooks.create.mutationOptions({
      onSuccess: (endpoint) => {
        onCreated(endpoint);
        void queryClient.invalidateQueries(trpc.webhooks.list.pathFilter());
      },
    }),
  );

  function toggleEvent(event: string, checked: boolean) {
    setEvents((current) => (checked ? WEBHOOK_EVENTS.filter((e) => e === event || current.includes(e)) : current.filter((e) => e !== event)));
  }

  function onSubmit(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    const formElement = submitted.currentTarget;
    const form = new FormData(formElement);
    const description = String(form.get('description') ?? '').trim();
    create.mutate(
      { url: String(form.get('url') ?? '').trim(), events: events as WebhookEventType[], description: description || null },
      { onSuccess: () => formElement.reset() },
    );
  }

  return (
    <form className="card form" onSubmit={onSubmit} aria-labelledby="create-webhook-title">
      <h2 className="card-title" id="create-webhook-title">
        Novo webhook
      </h2>
      <div className="form-row">
        <label className="field field-grow">
          <span>URL de destino</span>
          <input name="url" type="url" required maxLength={2000} placeholder="https://sistema.agencia.com.br/webhooks" />
        </label>
        <label className="field field-grow">
          <span>Descrição</span>
          <input name="description" maxLength={200} placeholder="Ex.: ERP da agência" />
        </label>
      </div>
      <fieldset className="field">
        <legend>Eventos</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <label className="choice" key={event}>
            <input type="checkbox" checked={events.includes(event)} onChange={(e) => toggleEvent(event, e.target.checked)} />{' '}
            {WEBHOOK_EVENT_LABELS[event]} <span className="muted">({event})</span>
          </label>
        ))}
        {events.length === 0 && <p className="hint hint-error">Escolha ao menos um evento.</p>}
      </fieldset>
      {create.isError && (
        <p className="alert alert-error" role="alert">
          {errorMessage(create.error)}
        </p>
      )}
      <button className="button button-primary" type="submit" disabled={create.isPending || events.length === 0}>
        {create.isPending ? 'Criando…' : 'Criar webhook'}
      </button>
    </form>
  );
}
