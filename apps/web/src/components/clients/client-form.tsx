'use client';

import Link from 'next/link';
import { useEffect, useState, type FormEvent } from 'react';
import { Field } from '@/components/form/field';
import { DateInput } from '@/components/form/date-input';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { MaskedInput } from '@/components/form/masked-input';
import { clientFormToInput, validateClientForm, type ClientFormValues } from '@/lib/client-form';
import { serverFieldErrors } from '@/lib/field-errors';
import { maskCnpj, maskCpf, maskPhone } from '@/lib/masks';
import { useFormErrors } from '@/lib/use-form-errors';
import { apiCodeOf } from '@/trpc/error-message';
import type { ClientCreateInput } from '@/trpc/types';
import { ClientAddressFields } from './client-address-fields';
import { FormSubmit } from '@/components/form/form-submit';

const SHOWN_FIELDS = ['customer_type', 'full_name', 'email', 'phone', 'cpf', 'cnpj', 'company_name', 'date_of_birth', 'address', 'notes'];

interface ClientFormProps {
  initialValues: ClientFormValues;
  submitLabel: string;
  pending: boolean;
  /** The last failed save: its field complaints are shown next to the fields. */
  error: unknown;
  cancelHref: string;
  onSubmit: (input: ClientCreateInput) => void;
}

export function ClientForm({ initialValues, submitLabel, pending, error, cancelHref, onSubmit }: ClientFormProps) {
  const [values, setValues] = useState(initialValues);
  const errors = useFormErrors(validateClientForm(values));
  const { setServerErrors } = errors;
  const individual = values.customer_type === 'individual';

  useEffect(() => {
    // The e-mail is the one unique field: a conflict is about it.
    setServerErrors(apiCodeOf(error) === 'CONFLICT' ? { email: 'Já existe um cliente ativo com este e-mail.' } : serverFieldErrors(error));
  }, [error, setServerErrors]);

  function set<K extends keyof ClientFormValues>(field: K, value: ClientFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    errors.edited(field);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (errors.trySubmit()) onSubmit(clientFormToInput(values));
  }

  const control = (field: string) => ({ onBlur: () => errors.touch(field) });

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <section className="card form" aria-labelledby="client-data-title">
        <h2 className="card-title" id="client-data-title">
          Dados do cliente
        </h2>
        <fieldset className="field">
          <legend>Tipo de cliente</legend>
          <div className="choice-row">
            <label className="choice">
              <input type="radio" name="customer_type" checked={individual} onChange={() => set('customer_type', 'individual')} /> Pessoa
              física
            </label>
            <label className="choice">
              <input type="radio" name="customer_type" checked={!individual} onChange={() => set('customer_type', 'company')} /> Pessoa
              jurídica
            </label>
          </div>
        </fieldset>
        <div className="form-grid">
          <Field label={individual ? 'Nome completo' : 'Nome da empresa'} required error={errors.errorOf('full_name')}>
            {(props) => (
              <input
                {...props}
                {...control('full_name')}
                value={values.full_name}
                maxLength={200}
                autoComplete="off"
                onChange={(e) => set('full_name', e.target.value)}
              />
            )}
          </Field>
          <Field label="E-mail" required error={errors.errorOf('email')}>
            {(props) => (
              <input
                {...props}
                {...control('email')}
                type="email"
                value={values.email}
                maxLength={254}
                onChange={(e) => set('email', e.target.value)}
              />
            )}
          </Field>
          <Field label="Telefone" error={errors.errorOf('phone')} hint="Com DDD. Para números do exterior, comece com +.">
            {(props) => (
              <MaskedInput
                {...props}
                {...control('phone')}
                type="tel"
                mask={maskPhone}
                placeholder="(11) 98765-4321"
                value={values.phone}
                onChange={(v) => set('phone', v)}
              />
            )}
          </Field>
          {individual ? (
            <Field label="CPF" error={errors.errorOf('cpf')}>
              {(props) => (
                <MaskedInput
                  {...props}
                  {...control('cpf')}
                  mask={maskCpf}
                  placeholder="000.000.000-00"
                  value={values.cpf}
                  onChange={(v) => set('cpf', v)}
                />
              )}
            </Field>
          ) : (
            <Field label="CNPJ" error={errors.errorOf('cnpj')}>
              {(props) => (
                <MaskedInput
                  {...props}
                  {...control('cnpj')}
                  mask={maskCnpj}
                  placeholder="00.000.000/0000-00"
                  value={values.cnpj}
                  onChange={(v) => set('cnpj', v)}
                />
              )}
            </Field>
          )}
          {individual ? (
            <Field label="Data de nascimento" error={errors.errorOf('date_of_birth')}>
              {(props) => (
                <DateInput
                  {...props}
                  {...control('date_of_birth')}
                  value={values.date_of_birth}
                  onChange={(v) => set('date_of_birth', v)}
                />
              )}
            </Field>
          ) : (
            <Field label="Razão social" error={errors.errorOf('company_name')}>
              {(props) => (
                <input
                  {...props}
                  {...control('company_name')}
                  value={values.company_name}
                  maxLength={200}
                  onChange={(e) => set('company_name', e.target.value)}
                />
              )}
            </Field>
          )}
        </div>
      </section>

      <ClientAddressFields
        address={values.address}
        errorOf={errors.errorOf}
        onTouch={errors.touch}
        onChange={(address) => {
          setValues((current) => ({ ...current, address }));
          errors.edited('address');
        }}
      />

      <section className="card form" aria-labelledby="client-notes-title">
        <h2 className="card-title" id="client-notes-title">
          Observações internas
        </h2>
        <Field label="Observações" error={errors.errorOf('notes')} hint="Visíveis só para a agência.">
          {(props) => <textarea {...props} rows={3} maxLength={5000} value={values.notes} onChange={(e) => set('notes', e.target.value)} />}
        </Field>
      </section>

      <FormErrorAlert error={error} serverErrors={errors.serverErrors} shownFields={SHOWN_FIELDS} />
      <FormSubmit label={submitLabel} pendingLabel="Salvando…" pending={pending}>
        <Link className="button" href={cancelHref}>
          Cancelar
        </Link>
      </FormSubmit>
    </form>
  );
}
