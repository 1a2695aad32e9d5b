'use client';

import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import type { FormEvent } from 'react';
import { useTRPC } from '@/trpc/client';
import { memberErrorMessage } from './member-error';
import { NewPasswordFields, useNewPassword } from './new-password-fields';
import { useSignInAfter } from './use-sign-in-after';

/** A new password through the e-mailed link (once); then signed in with it. */
export function ResetPasswordForm({ token }: { token: string }) {
  const trpc = useTRPC();
  const signInAfter = useSignInAfter();
  const newPassword = useNewPassword();
  const { password } = newPassword;
  const reset = useMutation(trpc.account.resetPassword.mutationOptions({ onSuccess: ({ email }) => signInAfter(email, password) }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!newPassword.confirmed()) return;
    reset.mutate({ token, password });
  }

  return (
    <form className="form" onSubmit={onSubmit}>
      <NewPasswordFields {...newPassword.fields} labels={{ password: 'Nova senha', confirmation: 'Confirme a nova senha' }} autoFocus />
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
