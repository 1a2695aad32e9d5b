'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { ClientPicker } from '@/components/clients/client-picker';
import { Field } from '@/components/form/field';
import { IsoDateInput } from '@/components/form/iso-date-input';
import { MoneyInput } from '@/components/form/money-input';
import { todayIso } from '@/lib/format';
import {
  emptyQuoteForm,
  emptyQuoteItem,
  formTotals,
  quoteFormToInput,
  validateQuoteForm,
  type QuoteForm,
  type QuoteFormErrors,
  type QuoteItemForm,
} from '@/lib/quote-form';
import type { DiscountKind } from '@/lib/quote-totals';
import { useTRPC } from '@/trpc/client';
import { QuoteItemFields } from './quote-item-fields';
import { QuoteTotalsSummary } from './quote-totals-summary';
import { ErrorAlert, FormSubmit } from '@/components/form/form-submit';

/** Builds a quote and saves it as a draft; sending happens on its page. */
/** The builder's estimate in reais (core stores the exact figures). */
function estimatedTotals(form: QuoteForm) {
  const totals = formTotals(form);
  return { subtotal: totals.subtotalCents / 100, discount: { amount: totals.discountCents / 100 }, total: totals.totalCents / 100 };
}

export function QuoteBuilder() {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [today] = useState(todayIso);
  const [form, setForm] = useState<QuoteForm>(() => emptyQuoteForm(null, today));
  const [errors, setErrors] = useState<QuoteFormErrors>({});
  const create = useMutation(
    trpc.quotes.create.mutationOptions({
      onSuccess: async ({ quote }) => {
        await queryClient.invalidateQueries(trpc.quotes.list.pathFilter());
        router.push(`/quotes/${quote.id}?notice=created`);
      },
    }),
  );

  const set = (patch: Partial<QuoteForm>) => setForm((current) => ({ ...current, ...patch }));
  const setItem = (index: number, patch: Partial<QuoteItemForm>) =>
    setForm((current) => ({ ...current, items: current.items.map((item, i) => (i === index ? { ...item, ...patch } : item)) }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateQuoteForm(form, today);
    setErrors(found);
    if (Object.keys(found).length === 0) create.mutate(quoteFormToInput(form));
  }

  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <section className="card stack">
        <ClientPicker label="Cliente" required value={form.customer} onChange={(customer) => set({ customer })} error={errors.customer} />
        <Field label="Título" error={errors.title}>
          {(control) => (
            <input {...control} type="text" maxLength={200} value={form.title} onChange={(e) => set({ title: e.target.value })} />
          )}
        </Field>
        <Field label="Válida até" error={errors.validUntil}>
          {(control) => <IsoDateInput {...control} value={form.validUntil} onChange={(validUntil) => set({ validUntil })} />}
        </Field>
      </section>

      <section className="card stack" aria-labelledby="quote-items-title">
        <h2 className="card-title" id="quote-items-title">
          Itens
        </h2>
        <div className="quote-items">
          {form.items.map((item, index) => (
            <QuoteItemFields
              key={item.key}
              item={item}
              index={index}
              errors={errors}
              onChange={(patch) => setItem(index, patch)}
              onRemove={form.items.length > 1 ? () => set({ items: form.items.filter((_, i) => i !== index) }) : undefined}
            />
          ))}
        </div>
        {errors.items && <p className="hint hint-error">{errors.items}</p>}
        <div>
          <button type="button" className="button button-small" onClick={() => set({ items: [...form.items, emptyQuoteItem('service')] })}>
            Adicionar item
          </button>
        </div>
      </section>

      <section className="card stack" aria-labelledby="quote-discount-title">
        <h2 className="card-title" id="quote-discount-title">
          Desconto e totais
        </h2>
        <div className="form-row">
          <Field label="Desconto">
            {(control) => (
              <select {...control} value={form.discountKind} onChange={(e) => set({ discountKind: e.target.value as DiscountKind })}>
                <option value="none">Sem desconto</option>
                <option value="percentage">Percentual (%)</option>
                <option value="fixed">Valor fixo (R$)</option>
              </select>
            )}
          </Field>
          {form.discountKind === 'percentage' && (
            <Field label="Percentual de desconto" error={errors.discount}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  inputMode="decimal"
                  value={form.discountPercent}
                  onChange={(e) => set({ discountPercent: e.target.value })}
                />
              )}
            </Field>
          )}
          {form.discountKind === 'fixed' && (
            <Field label="Valor do desconto" error={errors.discount}>
              {(control) => <MoneyInput {...control} cents={form.discountCents} onChange={(discountCents) => set({ discountCents })} />}
            </Field>
          )}
        </div>
        <QuoteTotalsSummary {...estimatedTotals(form)} totalTestId="quote-builder-total" />
      </section>

      <section className="card stack">
        <Field label="Observações para o cliente">
          {(control) => (
            <textarea {...control} rows={3} maxLength={10_000} value={form.notes} onChange={(e) => set({ notes: e.target.value })} />
          )}
        </Field>
        <Field label="Condições">
          {(control) => (
            <textarea {...control} rows={3} maxLength={10_000} value={form.terms} onChange={(e) => set({ terms: e.target.value })} />
          )}
        </Field>
      </section>

      <ErrorAlert error={Object.keys(errors).length > 0 && 'Confira os campos destacados.'} />
      <FormSubmit label="Salvar rascunho" pendingLabel="Salvando…" pending={create.isPending} error={create.error} />
    </form>
  );
}
