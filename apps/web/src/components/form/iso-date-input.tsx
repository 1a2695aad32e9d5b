'use client';

import { useEffect, useState, type InputHTMLAttributes } from 'react';
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
  useEffect(() => {
    setText((current) => (brToIso(current) === value || (!value && !brToIso(current)) ? current : isoToBr(value)));
  }, [value]);
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
