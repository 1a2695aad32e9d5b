'use client';

import type { InputHTMLAttributes } from 'react';

type MaskedInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  mask: (value: string) => string;
  value: string;
  onChange: (value: string) => void;
};

/** A text input that keeps its value in a Brazilian pattern (CPF, CNPJ, CEP, telephone) as it is typed. */
export function MaskedInput({ mask, value, onChange, ...props }: MaskedInputProps) {
  return (
    <input {...props} inputMode={props.inputMode ?? 'numeric'} value={value} onChange={(event) => onChange(mask(event.target.value))} />
  );
}
