'use client';

import type { InputHTMLAttributes } from 'react';
import { formatCentsInput } from '@/lib/format';
import { onlyDigits } from '@/lib/masks';

type MoneyInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  /** Whole cents, or null when empty: no float arithmetic on money. */
  cents: number | null;
  onChange: (cents: number | null) => void;
};

/** Typed like a cash register: digits fill from the cents, shown as "R$ 1.234,56". */
export function MoneyInput({ cents, onChange, ...props }: MoneyInputProps) {
  return (
    <div className="input-affix">
      <span aria-hidden>R$</span>
      <input
        {...props}
        inputMode="numeric"
        value={formatCentsInput(cents)}
        onChange={(event) => {
          const digits = onlyDigits(event.target.value).slice(0, 11);
          onChange(digits ? Number(digits) : null);
        }}
      />
    </div>
  );
}
