'use client';

import Link from 'next/link';
import { useEffect, useState, type FormEvent } from 'react';
import { Field } from '@/components/form/field';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { experienceFormToInput, validateExperienceForm, type ExperienceFormValues } from '@/lib/experience-form';
import { serverFieldErrors } from '@/lib/field-errors';
import { DURATION_UNIT_LABELS, EXPERIENCE_CATEGORY_LABELS } from '@/lib/labels';
import { useFormErrors } from '@/lib/use-form-errors';
import type { DurationUnit, ExperienceCategory, ExperienceCreateInput } from '@/trpc/types';
import { ExperienceDetailsFields } from './experience-details-fields';
import { ExperienceImagesEditor } from './experience-images-editor';
import { ExperiencePlaceFields } from './experience-place-fields';
import { ExperiencePriceFields } from './experience-price-fields';
import { FormSubmit } from '@/components/form/form-submit';

const SHOWN_FIELDS = [
  'name',
  'category',
  'short_description',
  'description',
  'duration',
  'duration_unit',
  'location',
  'address',
  'city',
  'state',
  'country',
  'price',
  'min_participants',
  'max_participants',
  'min_age',
  'images',
  'included',
  'not_included',
  'requirements',
  'cancellation_policy',
];

interface ExperienceFormProps {
  initialValues: ExperienceFormValues;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  cancelHref: string;
  onSubmit: (input: ExperienceCreateInput) => void;
}

export function ExperienceForm({ initialValues, submitLabel, pending, error, cancelHref, onSubmit }: ExperienceFormProps) {
  const [values, setValues] = useState(initialValues);
  const errors = useFormErrors(validateExperienceForm(values));
  const { setServerErrors } = errors;
  useEffect(() => setServerErrors(serverFieldErrors(error)), [error, setServerErrors]);

  function set<K extends keyof ExperienceFormValues>(field: K, value: ExperienceFormValues[K], path: string = field) {
    setValues((current) => ({ ...current, [field]: value }));
    errors.edited(path);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (errors.trySubmit()) onSubmit(experienceFormToInput(values));
  }

  const text = (field: 'name' | 'short_description', max: number) => ({
    value: values[field],
    maxLength: max,
    onBlur: () => errors.touch(field),
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  });

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <section className="card form" aria-labelledby="experience-basics-title">
        <h2 className="card-title" id="experience-basics-title">
          Experiência
        </h2>
        <div className="form-grid">
          <Field label="Nome" required error={errors.errorOf('name')} className="span-2">
            {(props) => <input {...props} {...text('name', 200)} placeholder="Ex.: Passeio de barco pelas ilhas de Paraty" />}
          </Field>
          <Field label="Categoria" required error={errors.errorOf('category')}>
            {(props) => (
              <select {...props} value={values.category} onChange={(e) => set('category', e.target.value as ExperienceCategory)}>
                {Object.entries(EXPERIENCE_CATEGORY_LABELS).map(([category, label]) => (
                  <option key={category} value={category}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Resumo" error={errors.errorOf('short_description')} hint="Uma frase para o catálogo." className="span-3">
            {(props) => <input {...props} {...text('short_description', 500)} />}
          </Field>
          <Field label="Descrição" error={errors.errorOf('description')} className="span-3">
            {(props) => (
              <textarea
                {...props}
                rows={4}
                maxLength={10000}
                value={values.description}
                onChange={(e) => set('description', e.target.value)}
              />
            )}
          </Field>
          <Field label="Duração" required error={errors.errorOf('duration')}>
            {(props) => (
              <input
                {...props}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                value={values.duration}
                onBlur={() => errors.touch('duration')}
                onChange={(e) => set('duration', e.target.value)}
              />
            )}
          </Field>
          <Field label="Unidade da duração" error={errors.errorOf('duration_unit')}>
            {(props) => (
              <select {...props} value={values.duration_unit} onChange={(e) => set('duration_unit', e.target.value as DurationUnit)}>
                {Object.entries(DURATION_UNIT_LABELS).map(([unit, words]) => (
                  <option key={unit} value={unit}>
                    {words.many}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </section>

      <ExperiencePlaceFields
        values={values}
        errorOf={errors.errorOf}
        onTouch={errors.touch}
        onChange={(field, value) => set(field, value)}
      />
      <ExperiencePriceFields
        values={values}
        errorOf={errors.errorOf}
        onTouch={errors.touch}
        onCountChange={(field, value) => set(field, value)}
        onPriceChange={(cents) => set('price_cents', cents, 'price')}
      />
      <ExperienceImagesEditor images={values.images} errorOf={errors.errorOf} onChange={(images) => set('images', images)} />
      <ExperienceDetailsFields values={values} errorOf={errors.errorOf} onChange={(field, value) => set(field, value)} />

      <label className="choice card">
        <input type="checkbox" checked={values.is_active} onChange={(e) => set('is_active', e.target.checked)} />
        <span>
          <strong>Ativa no catálogo</strong> <span className="muted">— experiências inativas não aparecem para venda.</span>
        </span>
      </label>

      <FormErrorAlert error={error} serverErrors={errors.serverErrors} shownFields={SHOWN_FIELDS} />
      <FormSubmit label={submitLabel} pendingLabel="Salvando…" pending={pending}>
        <Link className="button" href={cancelHref}>
          Cancelar
        </Link>
      </FormSubmit>
    </form>
  );
}
