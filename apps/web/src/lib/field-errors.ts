import { TRPCClientError } from '@trpc/client';
import { translateReason } from './validation-reasons';

/** Messages by field path as core names it: `email`, `address.postal_code`, `images.1.order`. */
export type FieldErrors = Record<string, string>;

const PREFIX = 'Validation error: ';

/** Splits core's "Validation error: a: why; b.c: why" into one Portuguese message per field. */
export function parseValidationMessage(message: string): FieldErrors {
  if (!message.startsWith(PREFIX)) return {};
  const errors: FieldErrors = {};
  for (const part of message.slice(PREFIX.length).split('; ')) {
    const colon = part.indexOf(': ');
    if (colon <= 0) continue;
    const field = part.slice(0, colon);
    // Field paths are identifiers and indexes; anything else is a sentence, not a field.
    if (!/^[\w.]+$/.test(field)) continue;
    errors[field] ??= translateReason(part.slice(colon + 2));
  }
  return errors;
}

/** The per-field messages of a validation error from core; empty for any other failure. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof TRPCClientError)) return {};
  const code = (error.data as { apiCode?: string } | undefined)?.apiCode;
  return code === 'VALIDATION_ERROR' ? parseValidationMessage(error.message) : {};
}

/** The error of a field, or of anything under it (a list editor shows `included.3` at `included`). */
export function errorAt(errors: FieldErrors, field: string): string | undefined {
  if (errors[field]) return errors[field];
  const nested = Object.keys(errors).find((key) => key.startsWith(`${field}.`));
  return nested ? errors[nested] : undefined;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
