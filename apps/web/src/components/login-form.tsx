'use client';

import { signIn } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { loginErrorMessage } from '@/lib/login-error';
import { safeReturnPath } from '@/lib/return-path';

export function LoginForm({ next, initialError }: { next: string; initialError: string | null }) {
  const router = useRouter();
  const [error, setError] = useState(() => loginErrorMessage(initialError));
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    setPending(true);
    setError(null);
    const result = await signIn('credentials', {
      redirect: false,
      email: text('email'),
      password: text('password'),
    });
    if (!result?.ok || result.error) {
      setPending(false);
      setError(loginErrorMessage(result?.error ?? 'unknown'));
      return;
    }
    // Checked again here: the form must never be the step that leaves the site.
    router.replace(safeReturnPath(next));
    router.refresh();
  }

  return (
    <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate={false}>
      <label className="field">
        <span>E-mail</span>
        <input name="email" type="email" autoComplete="username" required autoFocus />
      </label>
      <label className="field">
        <span>Senha</span>
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <button className="button button-primary button-block" type="submit" disabled={pending}>
        {pending ? 'Entrando…' : 'Entrar'}
      </button>
    </form>
  );
}
