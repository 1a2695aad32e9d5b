'use client';

/**
 * A form's last row: why the last submit failed, then the submit button (and any other buttons).
 *
 *   <FormSubmit label="Salvar rascunho" pendingLabel="Salvando…" pending={create.isPending} error={create.error} />
 *   <FormSubmit label="Criar chave" pendingLabel="Criando…" pending={create.isPending} error={create.error} disabled={scopes.length === 0}>
 *     <Link className="button" href="/clients">Cancelar</Link>
 *   </FormSubmit>
 *
 * ErrorAlert alone says why something failed: an API error in Portuguese, or a sentence as given.
 */

import type { ReactNode } from 'react';
import { errorMessage } from '@/trpc/error-message';

export function ErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p className="alert alert-error" role="alert">
      {typeof error === 'string' ? error : errorMessage(error)}
    </p>
  );
}

interface FormSubmitProps {
  label: string;
  pendingLabel: string;
  pending: boolean;
  error?: unknown;
  disabled?: boolean;
  children?: ReactNode;
}

export function FormSubmit({ label, pendingLabel, pending, error, disabled, children }: FormSubmitProps) {
  return (
    <>
      <ErrorAlert error={error} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={pending || disabled}>
          {pending ? pendingLabel : label}
        </button>
        {children}
      </div>
    </>
  );
}
