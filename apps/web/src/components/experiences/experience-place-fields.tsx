'use client';

import { Field } from '@/components/form/field';
import { BRAZIL_STATES } from '@/lib/brazil-states';
import type { ExperienceFormValues } from '@/lib/experience-form';

type PlaceField = 'city' | 'state' | 'country' | 'location' | 'address';

interface ExperiencePlaceFieldsProps {
  values: Pick<ExperienceFormValues, PlaceField>;
  errorOf: (field: string) => string | undefined;
  onTouch: (field: string) => void;
  onChange: (field: PlaceField, value: string) => void;
}

/** Where it happens; in Brazil the state (UF) comes from the list. */
export function ExperiencePlaceFields({ values, errorOf, onTouch, onChange }: ExperiencePlaceFieldsProps) {
  const text = (field: PlaceField, max: number) => ({
    value: values[field],
    maxLength: max,
    onBlur: () => onTouch(field),
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
  });
  const brazil = values.country.trim().toUpperCase() === 'BR';
  return (
    <section className="card form" aria-labelledby="experience-place-title">
      <h2 className="card-title" id="experience-place-title">
        Local
      </h2>
      <div className="form-grid">
        <Field label="Cidade" required error={errorOf('city')}>
          {(props) => <input {...props} {...text('city', 120)} />}
        </Field>
        <Field label="Estado" error={errorOf('state')}>
          {(props) =>
            brazil ? (
              <select {...props} value={values.state} onChange={(e) => onChange('state', e.target.value)}>
                <option value="">Selecione</option>
                {BRAZIL_STATES.map((uf) => (
                  <option key={uf} value={uf}>
                    {uf}
                  </option>
                ))}
              </select>
            ) : (
              <input {...props} {...text('state', 60)} />
            )
          }
        </Field>
        <Field label="País" required error={errorOf('country')} hint="Código de 2 letras: BR, AR, PT…">
          {(props) => <input {...props} {...text('country', 2)} onChange={(e) => onChange('country', e.target.value.toUpperCase())} />}
        </Field>
        <Field label="Ponto de encontro" error={errorOf('location')}>
          {(props) => <input {...props} {...text('location', 300)} placeholder="Ex.: Cais de Paraty" />}
        </Field>
        <Field label="Endereço" error={errorOf('address')} className="span-2">
          {(props) => <input {...props} {...text('address', 300)} />}
        </Field>
      </div>
    </section>
  );
}
