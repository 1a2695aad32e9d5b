'use client';

import { DateInput } from '@/components/form/date-input';
import { Field } from '@/components/form/field';
import { MaskedInput } from '@/components/form/masked-input';
import type { PassengerFormValues } from '@/lib/booking-form';
import { maskCpf, maskPhone } from '@/lib/masks';

interface PassengerRowProps {
  index: number;
  passenger: PassengerFormValues;
  errorOf: (field: string) => string | undefined;
  onTouch: (field: string) => void;
  onChange: (passenger: PassengerFormValues) => void;
  onRemove: () => void;
}

/** One passenger: only the name is required; a CPF is masked and checked like the client's. */
export function PassengerRow({ index, passenger, errorOf, onTouch, onChange, onRemove }: PassengerRowProps) {
  const path = (field: keyof PassengerFormValues) => `passengers.${index}.${field}`;
  const set = <K extends keyof PassengerFormValues>(field: K, value: PassengerFormValues[K]) => onChange({ ...passenger, [field]: value });
  const touch = (field: keyof PassengerFormValues) => () => onTouch(path(field));
  const cpf = passenger.document_type === 'cpf';
  return (
    <fieldset className="passenger" aria-label={`Passageiro ${index + 1}`}>
      <div className="passenger-header">
        <legend>Passageiro {index + 1}</legend>
        <button type="button" className="button button-small button-ghost" onClick={onRemove}>
          Remover
        </button>
      </div>
      <div className="form-grid">
        <Field label="Nome do passageiro" required error={errorOf(path('name'))}>
          {(props) => (
            <input {...props} onBlur={touch('name')} value={passenger.name} maxLength={200} onChange={(e) => set('name', e.target.value)} />
          )}
        </Field>
        <Field label="Documento" error={errorOf(path('document_type'))}>
          {(props) => (
            <select
              {...props}
              value={passenger.document_type}
              onChange={(e) =>
                onChange({ ...passenger, document_type: e.target.value as PassengerFormValues['document_type'], document_number: '' })
              }
            >
              <option value="cpf">CPF</option>
              <option value="rg">RG</option>
              <option value="passport">Passaporte</option>
            </select>
          )}
        </Field>
        <Field label="Número do documento" error={errorOf(path('document_number'))}>
          {(props) =>
            cpf ? (
              <MaskedInput
                {...props}
                onBlur={touch('document_number')}
                mask={maskCpf}
                placeholder="000.000.000-00"
                value={passenger.document_number}
                onChange={(v) => set('document_number', v)}
              />
            ) : (
              <input
                {...props}
                onBlur={touch('document_number')}
                value={passenger.document_number}
                maxLength={40}
                onChange={(e) => set('document_number', e.target.value)}
              />
            )
          }
        </Field>
        <Field label="Nascimento" error={errorOf(path('birth_date'))}>
          {(props) => (
            <DateInput {...props} onBlur={touch('birth_date')} value={passenger.birth_date} onChange={(v) => set('birth_date', v)} />
          )}
        </Field>
        <Field label="E-mail do passageiro" error={errorOf(path('email'))}>
          {(props) => (
            <input
              {...props}
              onBlur={touch('email')}
              type="email"
              value={passenger.email}
              maxLength={254}
              onChange={(e) => set('email', e.target.value)}
            />
          )}
        </Field>
        <Field label="Telefone do passageiro" error={errorOf(path('phone'))}>
          {(props) => <MaskedInput {...props} type="tel" mask={maskPhone} value={passenger.phone} onChange={(v) => set('phone', v)} />}
        </Field>
      </div>
    </fieldset>
  );
}
