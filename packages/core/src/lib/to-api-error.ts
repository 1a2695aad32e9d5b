import { TRPCError } from '@trpc/server';
import { ZodError, z } from 'zod';
import { ApiError } from './api-error';
import { isDatabaseUnavailable } from './database-unavailable';

// A field that is simply absent says so, whatever its type (enum, string, object...).
z.config({ customError: (issue) => (issue.input === undefined ? 'Required' : undefined) });

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
  return `${field}: ${issue.message}`;
}

export function validationMessage(error: ZodError): string {
  return `Validation error: ${error.issues.map(describeIssue).join('; ')}`;
}

/**
 * The one mapping from anything thrown to the contract's error: ApiError as is, input validation
 * as VALIDATION_ERROR naming the field, transport failures by kind, a database out of reach as 503
 * (a restart: retry), everything else a bare 500.
 */
export function toApiError(error: unknown): ApiError {
  const cause = error instanceof TRPCError ? error.cause : error;
  if (cause instanceof ApiError) return cause;
  if (cause instanceof ZodError) return ApiError.validation(validationMessage(cause));
  if (error instanceof TRPCError) {
    switch (error.code) {
      case 'PARSE_ERROR':
        return ApiError.validation('Validation error: body: malformed JSON');
      case 'UNSUPPORTED_MEDIA_TYPE':
        return ApiError.validation('Validation error: Content-Type must be application/json');
      case 'NOT_FOUND':
        return new ApiError(404, 'NOT_FOUND', 'Route not found');
      case 'PAYLOAD_TOO_LARGE':
        return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Request body exceeds 1 MiB');
      case 'BAD_REQUEST':
        return ApiError.validation(`Validation error: ${error.message}`);
      default:
        break;
    }
  }
  if (isDatabaseUnavailable(cause) || isDatabaseUnavailable(error)) return ApiError.unavailable();
  return new ApiError(500, 'INTERNAL_ERROR', 'Internal server error');
}
