'use client';

import { useState } from 'react';
import { errorAt, hasErrors, type FieldErrors } from './field-errors';

/**
 * Which message each field shows: core's answer to the last submit (until that field is edited),
 * else the form's own check once the field was left or a submit was tried, never while the agent
 * is still on a field for the first time.
 */
export function useFormErrors(clientErrors: FieldErrors) {
  const [touched, setTouched] = useState<Record<string, true>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  return {
    serverErrors,
    setServerErrors,
    // Arrow functions: the forms hand these to their fields on their own (errorOf={errors.errorOf}).
    errorOf: (field: string): string | undefined =>
      errorAt(serverErrors, field) ?? (submitted || touched[field] ? clientErrors[field] : undefined),
    touch: (field: string) => {
      setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
    },
    /** The agent edited the field: core's old complaint about it no longer applies. */
    edited: (field: string) => {
      setServerErrors((current) => {
        const keys = Object.keys(current).filter((key) => key === field || key.startsWith(`${field}.`));
        if (keys.length === 0) return current;
        const next = { ...current };
        for (const key of keys) delete next[key];
        return next;
      });
    },
    /** Marks every field as shown; true when the form's own checks pass and the body may go. */
    trySubmit: (): boolean => {
      setSubmitted(true);
      setServerErrors({});
      return !hasErrors(clientErrors);
    },
  };
}

export type FormErrors = ReturnType<typeof useFormErrors>;
