'use client';

import { Field } from '@/components/form/field';
import { MoneyInput } from '@/components/form/money-input';
import type { ExperienceFormValues } from '@/lib/experience-form';

type CountField = 'min_participants' | 'max_participants' | 'min_age';

interface ExperiencePriceFieldsProps {
  values: Pick<ExperienceFormValues, CountField | 'price_cents'>;
  errorOf: (field: string) => string | undefined;
  onTouch: (field: string) => void;
  onCountChange: (field: CountField, value: string) => void;
  onPriceChange: (cents: number | null) => void;
}

/** Price per person and the group size it is sold for. */
export function ExperiencePriceFields({ values, errorOf, onTouch, onCountChange, onPriceChange }: ExperiencePriceFieldsProps) {
  const count = (field: CountField) => ({
    type: 'number',
    inputMode: 'numeric' as const,
    min: field === 'min_age' ? 0 : 1,
    step: 1,
    value: values[field],
    onBlur: () => onTouch(field),
    onChange: (e: { target: { value: string } }) => onCountChange(field, e.target.value),
  });
  return (
    <section className="card form" aria-labelledby="experience-price-title">
      <h2 className="card-title" id="experience-price-title">
        Preço e participantes
      </h2>
      <div className="form-grid form-grid-4">
        <Field label="Preço por pessoa" required error={errorOf('price')}>
          {(props) => (
            <MoneyInput {...props} cents={values.price_cents} placeholder="0,00" onBlur={() => onTouch('price')} onChange={onPriceChange} />
          )}
        </Field>
        <Field label="Mínimo de participantes" required error={errorOf('min_participants')}>
          {(props) => <input {...props} {...count('min_participants')} />}
        </Field>
        <Field label="Máximo de participantes" required error={errorOf('max_participants')}>
          {(props) => <input {...props} {...count('max_participants')} />}
        </Field>
        <Field label="Idade mínima" error={errorOf('min_age')} hint="0 para qualquer idade.">
          {(props) => <input {...props} {...count('min_age')} />}
        </Field>
      </div>
    </section>
  );
}
