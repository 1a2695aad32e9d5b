'use client';

import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/form/field';
import { useTRPC } from '@/trpc/client';
import { memberErrorMessage } from './member-error';
import { NewPasswordFields, useNewPassword } from './new-password-fields';
import { useSignInAfter } from './use-sign-in-after';

/** The invitee chooses a name and a password; the account is made in the team and they are signed in. */
export function AcceptInvitationForm({ token, email }: { token: string; email: string }) {
  const trpc = useTRPC();
  const signInAfter = useSignInAfter();
  const [name, setName] = useState('');
  const newPassword = useNewPassword();
  const { password } = newPassword;
  const accept = useMutation(trpc.account.acceptInvitation.mutationOptions({ onSuccess: () => signInAfter(email, password) }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!newPassword.confirmed()) return;
    accept.mutate({ token, name: name.trim(), password });
  }

  return (
    <form className="form" onSubmit={onSubmit}>
      <Field label="E-mail">{(control) => <input {...control} type="email" value={email} readOnly autoComplete="username" />}</Field>
      <Field label="Seu nome" required>
        {(control) => (
          <input
            {...control}
            required
            maxLength={120}
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="name"
            autoFocus
          />
        )}
      </Field>
      <NewPasswordFields {...newPassword.fields} labels={{ password: 'Senha', confirmation: 'Confirme a senha' }} />
      {accept.isError && (
        <p className="alert alert-error" role="alert">
          {memberErrorMessage(accept.error)}
        </p>
      )}
      <button className="button button-primary button-block" type="submit" disabled={accept.isPending || accept.isSuccess}>
        {accept.isPending || accept.isSuccess ? 'Entrando…' : 'Aceitar convite e entrar'}
      </button>
    </form>
  );
}
