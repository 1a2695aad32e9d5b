'use client';

import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/form/field';
import { useTRPC } from '@/trpc/client';
import { memberErrorMessage } from './member-error';
import { useSignInAfter } from './use-sign-in-after';

/** The invitee chooses a name and a password; the account is made in the team and they are signed in. */
export function AcceptInvitationForm({ token, email }: { token: string; email: string }) {
  const trpc = useTRPC();
  const signInAfter = useSignInAfter();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const accept = useMutation(trpc.account.acceptInvitation.mutationOptions({ onSuccess: () => signInAfter(email, password) }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMismatch(password !== confirmation);
    if (password !== confirmation) return;
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
      <Field label="Senha" required hint="Ao menos 8 caracteres.">
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
          />
        )}
      </Field>
      <Field label="Confirme a senha" required error={mismatch ? 'As senhas não conferem.' : undefined}>
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
