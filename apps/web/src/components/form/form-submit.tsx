'use client';

/**
 * A form's last row: why the last submit failed, then the submit button (and any other buttons).
 *
 *   <FormSubmit label="Salvar rascunho" pendingLabel="Salvando…" pending={create.isPending} error={create.error} />
 *   <FormSubmit label="Salvar cliente" pendingLabel="Salvando…" pending={pending}>
 *     <Link className="button" href="/clients">Cancelar</Link>
 *   </FormSubmit>
 *   <FormSubmit label="Reservar voo" pendingLabel="Reservando…" pending={book.isPending} error={message}
 *     back={<button type="button" className="button button-ghost" onClick={onCancel}>Escolher outro voo</button>} />
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
  /** A step back, before the submit button ("Escolher outro voo"). */
  back?: ReactNode;
  /** After the submit button ("Cancelar"). */
  children?: ReactNode;
}

export function FormSubmit({ label, pendingLabel, pending, error, disabled, back, children }: FormSubmitProps) {
  return (
    <>
      <ErrorAlert error={error} />
      <div className="form-actions">
        {back}
        <button type="submit" className="button button-primary" disabled={pending || disabled}>
          {pending ? pendingLabel : label}
        </button>
        {children}
      </div>
    </>
  );
}
