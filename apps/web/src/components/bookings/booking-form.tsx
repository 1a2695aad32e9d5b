'use client';

import Link from 'next/link';
import { useEffect, useState, type FormEvent } from 'react';
import { ClientPicker } from '@/components/clients/client-picker';
import { DateInput } from '@/components/form/date-input';
import { Field } from '@/components/form/field';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { MoneyInput } from '@/components/form/money-input';
import { bookingFormToInput, validateBookingForm, type BookingFormValues } from '@/lib/booking-form';
import { serverFieldErrors } from '@/lib/field-errors';
import { BOOKING_TYPE_LABELS } from '@/lib/labels';
import { useFormErrors } from '@/lib/use-form-errors';
import { apiCodeOf } from '@/trpc/error-message';
import type { BookingCreateInput, BookingType } from '@/trpc/types';
import { PassengersEditor } from './passengers-editor';
import { FormSubmit } from '@/components/form/form-submit';

const SHOWN_FIELDS = ['customer_id', 'type', 'title', 'description', 'start_date', 'end_date', 'total_amount', 'notes', 'passengers'];
const TYPES = Object.keys(BOOKING_TYPE_LABELS) as BookingType[];

interface BookingFormProps {
  initialValues: BookingFormValues;
  pending: boolean;
  error: unknown;
  cancelHref: string;
  onSubmit: (input: BookingCreateInput) => void;
}

export function BookingForm({ initialValues, pending, error, cancelHref, onSubmit }: BookingFormProps) {
  const [values, setValues] = useState(initialValues);
  const errors = useFormErrors(validateBookingForm(values));
  const { setServerErrors } = errors;

  useEffect(() => {
    setServerErrors(
      apiCodeOf(error) === 'CUSTOMER_NOT_FOUND' ? { customer_id: 'Cliente não encontrado. Escolha outro.' } : serverFieldErrors(error),
    );
  }, [error, setServerErrors]);

  function set<K extends keyof BookingFormValues>(field: K, value: BookingFormValues[K], path: string = field) {
    setValues((current) => ({ ...current, [field]: value }));
    errors.edited(path);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (errors.trySubmit()) onSubmit(bookingFormToInput(values));
  }

  const touch = (field: string) => ({ onBlur: () => errors.touch(field) });

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <section className="card form" aria-labelledby="booking-data-title">
        <h2 className="card-title" id="booking-data-title">
          Reserva
        </h2>
        <p className="hint">Reservas manuais começam como pendentes: não geram cobrança nem chamam fornecedores.</p>
        <div className="form-grid">
          <div className="span-2">
            <ClientPicker
              label="Cliente"
              required
              value={values.customer}
              error={errors.errorOf('customer_id')}
              onChange={(customer) => set('customer', customer, 'customer_id')}
            />
          </div>
          <Field label="Tipo" required error={errors.errorOf('type')}>
            {(props) => (
              <select {...props} value={values.type} onChange={(e) => set('type', e.target.value as BookingType)}>
                {TYPES.map((type) => (
                  <option key={type} value={type}>
                    {BOOKING_TYPE_LABELS[type]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Título" required error={errors.errorOf('title')} className="span-2">
            {(props) => (
              <input
                {...props}
                {...touch('title')}
                value={values.title}
                maxLength={200}
                placeholder="Ex.: Pacote Fernando de Noronha – 5 noites"
                onChange={(e) => set('title', e.target.value)}
              />
            )}
          </Field>
          <Field label="Valor total" error={errors.errorOf('total_amount')}>
            {(props) => (
              <MoneyInput
                {...props}
                cents={values.total_cents}
                placeholder="0,00"
                onChange={(cents) => set('total_cents', cents, 'total_amount')}
              />
            )}
          </Field>
          <Field label="Início" error={errors.errorOf('start_date')}>
            {(props) => <DateInput {...props} {...touch('start_date')} value={values.start_date} onChange={(v) => set('start_date', v)} />}
          </Field>
          <Field label="Fim" error={errors.errorOf('end_date')}>
            {(props) => <DateInput {...props} {...touch('end_date')} value={values.end_date} onChange={(v) => set('end_date', v)} />}
          </Field>
          <Field label="Descrição" error={errors.errorOf('description')} className="span-3">
            {(props) => (
              <textarea
                {...props}
                rows={2}
                maxLength={5000}
                value={values.description}
                onChange={(e) => set('description', e.target.value)}
              />
            )}
          </Field>
        </div>
      </section>

      <PassengersEditor
        passengers={values.passengers}
        errorOf={errors.errorOf}
        onTouch={errors.touch}
        onChange={(passengers) => set('passengers', passengers)}
      />

      <section className="card form" aria-labelledby="booking-notes-title">
        <h2 className="card-title" id="booking-notes-title">
          Observações internas
        </h2>
        <Field label="Observações" error={errors.errorOf('notes')} hint="Visíveis só para a agência.">
          {(props) => (
            <textarea {...props} rows={3} maxLength={10000} value={values.notes} onChange={(e) => set('notes', e.target.value)} />
          )}
        </Field>
      </section>

      <FormErrorAlert error={error} serverErrors={errors.serverErrors} shownFields={SHOWN_FIELDS} />
      <FormSubmit label="Criar reserva" pendingLabel="Criando…" pending={pending}>
        <Link className="button" href={cancelHref}>
          Cancelar
        </Link>
      </FormSubmit>
    </form>
  );
}
