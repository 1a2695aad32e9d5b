'use client';

/**
 * A form control with its label, an optional hint, and the reason it is wrong right under it; the
 * control gets the id, aria-invalid and aria-describedby that tie it to them (screen readers read
 * the error with the field).
 *
 *   <Field label="E-mail" required error={errors.email} hint="Para onde enviamos a cotação.">
 *     {(control) => <input {...control} type="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
 *   </Field>
 *
 * Errors come from useFormErrors (lib/use-form-errors.ts): the form's own checks plus the API's.
 */

import { useId, type ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** Renders the control with the id and descriptions that tie it to this label and message. */
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({ label, error, hint, required, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required" aria-hidden>
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {error && (
        <p className="hint hint-error" id={errorId}>
          {error}
        </p>
      )}
      {hint && !error && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
