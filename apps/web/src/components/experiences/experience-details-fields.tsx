'use client';

import { Field } from '@/components/form/field';
import type { ExperienceFormValues } from '@/lib/experience-form';

type ListField = 'included' | 'not_included' | 'requirements';

interface ExperienceDetailsFieldsProps {
  values: Pick<ExperienceFormValues, ListField | 'cancellation_policy'>;
  errorOf: (field: string) => string | undefined;
  onChange: (field: ListField | 'cancellation_policy', value: string) => void;
}

const LISTS: Array<{ field: ListField; label: string; placeholder: string }> = [
  { field: 'included', label: 'O que está incluído', placeholder: 'Guia credenciado\nAlmoço\nTransporte do hotel' },
  { field: 'not_included', label: 'O que não está incluído', placeholder: 'Bebidas\nGorjetas' },
  { field: 'requirements', label: 'Requisitos', placeholder: 'Saber nadar\nLevar documento com foto' },
];

/** What the customer gets and needs: one item per line, and the cancellation policy. */
export function ExperienceDetailsFields({ values, errorOf, onChange }: ExperienceDetailsFieldsProps) {
  return (
    <section className="card form" aria-labelledby="experience-details-title">
      <h2 className="card-title" id="experience-details-title">
        Inclusões e regras
      </h2>
      <div className="form-grid">
        {LISTS.map(({ field, label, placeholder }) => (
          <Field key={field} label={label} error={errorOf(field)} hint="Um item por linha.">
            {(props) => (
              <textarea
                {...props}
                rows={5}
                placeholder={placeholder}
                value={values[field]}
                onChange={(e) => onChange(field, e.target.value)}
              />
            )}
          </Field>
        ))}
      </div>
      <Field label="Política de cancelamento" error={errorOf('cancellation_policy')}>
        {(props) => (
          <textarea
            {...props}
            rows={3}
            maxLength={5000}
            placeholder="Ex.: cancelamento gratuito até 24 horas antes; depois disso, sem reembolso."
            value={values.cancellation_policy}
            onChange={(e) => onChange('cancellation_policy', e.target.value)}
          />
        )}
      </Field>
    </section>
  );
}
