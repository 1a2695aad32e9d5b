'use client';

import type { InputHTMLAttributes } from 'react';
import { maskDate } from '@/lib/br-date';
import { MaskedInput } from './masked-input';

type DateInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  /** The text as typed: dd/mm/aaaa. */
  value: string;
  onChange: (value: string) => void;
};

/** A date typed as dd/mm/aaaa, in every browser language. */
export function DateInput(props: DateInputProps) {
  return <MaskedInput placeholder="dd/mm/aaaa" maxLength={10} {...props} mask={maskDate} />;
}
