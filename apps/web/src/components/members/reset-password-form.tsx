'use client';

import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/form/field';
import { useTRPC } from '@/trpc/client';
import { memberErrorMessage } from './member-error';
import { useSignInAfter } from './use-sign-in-after';

/** A new password through the e-mailed link (once); then signed in with it. */
export function ResetPasswordForm({ token }: { token: string }) {
  const trpc = useTRPC();
  const signInAfter = useSignInAfter();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const reset = useMutation(trpc.account.resetPassword.mutationOptions({ onSuccess: ({ email }) => signInAfter(email, password) }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMismatch(password !== confirmation);
    if (password !== confirmation) return;
    reset.mutate({ token, password });
  }

  return (
    <form className="form" onSubmit={onSubmit}>
      <Field label="Nova senha" required hint="Ao menos 8 caracteres.">
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
            autoFocus
          />
        )}
      </Field>
      <Field label="Confirme a nova senha" required error={mismatch ? 'As senhas não conferem.' : undefined}>
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
      {reset.isError && (
        <p className="alert alert-error" role="alert">
          {memberErrorMessage(reset.error)} <Link href="/forgot-password">Pedir um novo link</Link>
        </p>
      )}
      <button className="button button-primary button-block" type="submit" disabled={reset.isPending || reset.isSuccess}>
        {reset.isPending || reset.isSuccess ? 'Entrando…' : 'Salvar nova senha'}
      </button>
    </form>
  );
}
