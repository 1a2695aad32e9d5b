'use client';

import { Field } from '@/components/form/field';
import { IsoDateInput } from '@/components/form/iso-date-input';
import type { GuestForm } from '@/lib/hotel-booking';

interface GuestFieldsProps {
  guests: GuestForm[];
  errors: Record<string, string>;
  onChange: (guests: GuestForm[]) => void;
}

/** The names the hotel receives, one row per guest; the first is the lead guest. */
export function GuestFields({ guests, errors, onChange }: GuestFieldsProps) {
  const set = (index: number, patch: Partial<GuestForm>) => onChange(guests.map((g, i) => (i === index ? { ...g, ...patch } : g)));
  return (
    <fieldset className="stack">
      <legend>Hóspedes</legend>
      {guests.map((guest, index) => (
        <div className="hotel-guest-row" key={index}>
          <Field label={`Nome do hóspede ${index + 1}`} required error={errors[`guests.${index}.firstName`]}>
            {(control) => <input {...control} value={guest.firstName} onChange={(e) => set(index, { firstName: e.target.value })} />}
          </Field>
          <Field label={`Sobrenome do hóspede ${index + 1}`} required error={errors[`guests.${index}.lastName`]}>
            {(control) => <input {...control} value={guest.lastName} onChange={(e) => set(index, { lastName: e.target.value })} />}
          </Field>
          <Field label={`Nascimento do hóspede ${index + 1}`} hint="Informe para crianças: a idade na entrada deve ser uma das buscadas">
            {(control) => <IsoDateInput {...control} value={guest.birthDate ?? ''} onChange={(iso) => set(index, { birthDate: iso })} />}
          </Field>
          {index > 0 && (
            <button
              type="button"
              className="button button-ghost button-small"
              onClick={() => onChange(guests.filter((_, i) => i !== index))}
            >
              Remover
            </button>
          )}
        </div>
      ))}
      <div className="actions">
        <button type="button" className="button button-small" onClick={() => onChange([...guests, { firstName: '', lastName: '' }])}>
          Adicionar hóspede
        </button>
      </div>
    </fieldset>
  );
}
