'use client';

import { DateInput } from '@/components/form/date-input';
import { Field } from '@/components/form/field';
import { MaskedInput } from '@/components/form/masked-input';
import { GENDER_LABELS, PASSENGER_TYPE_LABELS, type DocumentType, type PassengerForm } from '@/lib/flight-booking';
import { DOCUMENT_TYPE_LABELS } from '@/lib/labels';
import { maskCpf } from '@/lib/masks';

interface PassengerFieldsProps {
  index: number;
  passenger: PassengerForm;
  errors: Record<string, string>;
  onChange: (passenger: PassengerForm) => void;
}

/** One traveller as the airline needs them: name as on the document, birth date (checked against the type), document. */
export function PassengerFields({ index, passenger, errors, onChange }: PassengerFieldsProps) {
  const at = (field: keyof PassengerForm) => errors[`passengers.${index}.${field}`];
  const set = <K extends keyof PassengerForm>(field: K, value: PassengerForm[K]) => onChange({ ...passenger, [field]: value });
  const typeLabel = PASSENGER_TYPE_LABELS[passenger.type];
  return (
    <fieldset className="passenger" aria-label={`Passageiro ${index + 1} (${typeLabel})`}>
      <div className="passenger-header">
        <legend>
          Passageiro {index + 1} · {typeLabel}
        </legend>
      </div>
      <div className="form-grid">
        <Field label="Nome" required error={at('firstName')} hint="Como no documento">
          {(control) => (
            <input {...control} maxLength={100} value={passenger.firstName} onChange={(e) => set('firstName', e.target.value)} />
          )}
        </Field>
        <Field label="Sobrenome" required error={at('lastName')}>
          {(control) => <input {...control} maxLength={100} value={passenger.lastName} onChange={(e) => set('lastName', e.target.value)} />}
        </Field>
        <Field label="Sexo">
          {(control) => (
            <select {...control} value={passenger.gender} onChange={(e) => set('gender', e.target.value as PassengerForm['gender'])}>
              <option value="">Não informado</option>
              {Object.entries(GENDER_LABELS).map(([gender, label]) => (
                <option key={gender} value={gender}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Nascimento" required error={at('birthDate')}>
          {(control) => <DateInput {...control} value={passenger.birthDate} onChange={(v) => set('birthDate', v)} />}
        </Field>
        <Field label="Documento">
          {(control) => (
            <select
              {...control}
              value={passenger.documentType}
              onChange={(e) => onChange({ ...passenger, documentType: e.target.value as DocumentType, documentNumber: '' })}
            >
              {(['cpf', 'passport', 'rg'] as const).map((type) => (
                <option key={type} value={type}>
                  {DOCUMENT_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Número do documento" required error={at('documentNumber')}>
          {(control) =>
            passenger.documentType === 'cpf' ? (
              <MaskedInput
                {...control}
                mask={maskCpf}
                placeholder="000.000.000-00"
                value={passenger.documentNumber}
                onChange={(v) => set('documentNumber', v)}
              />
            ) : (
              <input {...control} maxLength={40} value={passenger.documentNumber} onChange={(e) => set('documentNumber', e.target.value)} />
            )
          }
        </Field>
        <Field label="País do documento" error={at('documentCountry')} hint="Sigla, ex.: BR">
          {(control) => (
            <input
              {...control}
              maxLength={2}
              autoCapitalize="characters"
              value={passenger.documentCountry}
              onChange={(e) => set('documentCountry', e.target.value.toUpperCase())}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
