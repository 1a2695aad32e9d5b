'use client';

import { hasErrors, type FieldErrors } from '@/lib/field-errors';
import { ErrorAlert } from './form-submit';

interface FormErrorAlertProps {
  error: unknown;
  serverErrors: FieldErrors;
  /** Fields the form shows next to their input; any other field's complaint is listed here. */
  shownFields: readonly string[];
}

/** The form-level message after a failed submit: the cause, or a pointer to the fields marked in red. */
export function FormErrorAlert({ error, serverErrors, shownFields }: FormErrorAlertProps) {
  if (!error) return null;
  if (!hasErrors(serverErrors)) return <ErrorAlert error={error} />;
  const elsewhere = Object.entries(serverErrors).filter(
    ([field]) => !shownFields.some((shown) => field === shown || field.startsWith(`${shown}.`)),
  );
  return (
    <div className="alert alert-error" role="alert">
      <span>
        Confira os campos destacados.
        {elsewhere.map(([field, reason]) => (
          <span key={field}>
            {' '}
            {field}: {reason}
          </span>
        ))}
      </span>
    </div>
  );
}
