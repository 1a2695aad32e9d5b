'use client';

import { ageLabel, withAge } from '@/lib/children-ages';
import { Field } from './field';

interface AgesFieldsProps {
  /** "Idade da criança" → "Idade da criança 1", "Idade da criança 2", ... */
  label: string;
  ages: number[];
  min: number;
  max: number;
  hint?: string;
  onChange: (ages: number[]) => void;
}

/** One age select per child (or infant) of a search: suppliers price them by age. */
export function AgesFields({ label, ages, min, max, hint, onChange }: AgesFieldsProps) {
  return (
    <>
      {ages.map((age, i) => (
        <Field key={i} label={`${label} ${i + 1}`} hint={hint}>
          {(control) => (
            <select {...control} value={age} onChange={(event) => onChange(withAge(ages, i, Number(event.target.value)))}>
              {Array.from({ length: max - min + 1 }, (_, n) => min + n).map((n) => (
                <option key={n} value={n}>
                  {ageLabel(n)}
                </option>
              ))}
            </select>
          )}
        </Field>
      ))}
    </>
  );
}
