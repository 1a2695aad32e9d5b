'use client';

import { useState, type InputHTMLAttributes } from 'react';
import { brToIso, isoToBr } from '@/lib/br-date';
import { DateInput } from './date-input';

type IsoDateInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  /** YYYY-MM-DD or empty. */
  value: string;
  onChange: (iso: string) => void;
};

/** A dd/mm/aaaa input for a filter: reports a date only once it is complete and real, or '' when cleared. */
export function IsoDateInput({ value, onChange, ...props }: IsoDateInputProps) {
  const [text, setText] = useState(() => isoToBr(value));
  const [shownValue, setShownValue] = useState(value);
  // A new date from outside ("Limpar filtros", the back button) replaces the text, unless the text already means it.
  if (value !== shownValue) {
    setShownValue(value);
    if (!(brToIso(text) === value || (!value && !brToIso(text)))) setText(isoToBr(value));
  }
  return (
    <DateInput
      {...props}
      value={text}
      onChange={(next) => {
        setText(next);
        const iso = next ? brToIso(next) : '';
        if (iso !== null && iso !== value) onChange(iso);
      }}
    />
  );
}
