'use client';

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

/** A labelled control with its hint and, when the value is wrong, the reason right under it. */
export function Field({ label, error, hint, required, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && <span className="required" aria-hidden> *</span>}
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
