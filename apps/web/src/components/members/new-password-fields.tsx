'use client';

import { useState } from 'react';
import { Field } from '@/components/form/field';

/** A password chosen twice (invitation, reset): `confirmed()` on submit says whether both agree. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);
  return {
    password,
    fields: { password, confirmation, mismatch, setPassword, setConfirmation },
    confirmed(): boolean {
      setMismatch(password !== confirmation);
      return password === confirmation;
    },
  };
}

interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  mismatch: boolean;
  setPassword: (value: string) => void;
  setConfirmation: (value: string) => void;
  labels: { password: string; confirmation: string };
  autoFocus?: boolean;
}

/** The two password inputs of `useNewPassword`, with the rule and the mismatch error. */
export function NewPasswordFields({
  password,
  confirmation,
  mismatch,
  setPassword,
  setConfirmation,
  labels,
  autoFocus,
}: NewPasswordFieldsProps) {
  return (
    <>
      <Field label={labels.password} required hint="Ao menos 8 caracteres.">
        {(control) => (
          <input
            {...control}
            type="password"
            required
            minLength={8}
            maxLength={200}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="new-password"
            autoFocus={autoFocus}
          />
        )}
      </Field>
      <Field label={labels.confirmation} required error={mismatch ? 'As senhas não conferem.' : undefined}>
        {(control) => (
          <input
            {...control}
            type="password"
            required
            minLength={8}
            maxLength={200}
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            autoComplete="new-password"
          />
        )}
      </Field>
    </>
  );
}
