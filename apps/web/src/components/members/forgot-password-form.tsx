'use client';

import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/form/field';
import { useTRPC } from '@/trpc/client';
import { memberErrorMessage } from './member-error';

/** "Esqueci minha senha": the same answer whether the address has an account or not. */
export function ForgotPasswordForm() {
  const trpc = useTRPC();
  const [email, setEmail] = useState('');
  const request = useMutation(trpc.account.requestPasswordReset.mutationOptions());

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    request.mutate({ email: email.trim() });
  }

  if (request.isSuccess) {
    return (
      <div className="stack">
        <p className="alert alert-success" role="status">
          Se houver uma conta ativa com o e-mail {email.trim()}, enviamos um link para criar uma nova senha. Ele vale por 1 hora.
        </p>
        <Link href="/login">Voltar para o login</Link>
      </div>
    );
  }
  return (
    <form className="form" onSubmit={onSubmit}>
      <Field label="E-mail" required>
        {(control) => (
          <input
            {...control}
            type="email"
            required
            maxLength={254}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="username"
            autoFocus
          />
        )}
      </Field>
      {request.isError && (
        <p className="alert alert-error" role="alert">
          {memberErrorMessage(request.error)}
        </p>
      )}
      <button className="button button-primary button-block" type="submit" disabled={request.isPending}>
        {request.isPending ? 'Enviando…' : 'Enviar link'}
      </button>
      <Link href="/login">Voltar para o login</Link>
    </form>
  );
}
