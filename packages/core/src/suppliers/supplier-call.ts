import { isSupplierError } from '@tas/suppliers';
import { ApiError } from '../lib/api-error';
import { logger } from '../lib/logger';

/** Search-like calls (destinations, search, details, prebook) and reservations have their own budgets. */
export type SupplierStep = 'search' | 'book';

const DEFAULT_TIMEOUT_MS: Record<SupplierStep, number> = { search: 25_000, book: 60_000 };
const TIMEOUT_ENV: Record<SupplierStep, string> = { search: 'SUPPLIER_SEARCH_TIMEOUT_MS', book: 'SUPPLIER_BOOK_TIMEOUT_MS' };

export function supplierTimeoutMs(step: SupplierStep): number {
  const configured = Number(process.env[TIMEOUT_ENV[step]]);
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_TIMEOUT_MS[step];
}

/**
 * Runs one supplier call under its timeout and turns supplier failures into the contract's errors:
 * `supplierName` words the messages; down or too slow is 502 SUPPLIER_ERROR; a refused account or request is the caller's 400.
 * `field` names the input the supplier judged (for `Validation error: <field>: <reason>`).
 */
export async function callSupplier<T>(
  step: SupplierStep,
  run: (signal: AbortSignal) => Promise<T>,
  field?: string,
  supplierName = 'Hotel supplier',
): Promise<T> {
  const signal = AbortSignal.timeout(supplierTimeoutMs(step));
  try {
    return await run(signal);
  } catch (error) {
    throw supplierFailure(error, signal, field, supplierName);
  }
}

function supplierFailure(error: unknown, signal: AbortSignal, field: string | undefined, supplierName: string): unknown {
  if (!isSupplierError(error)) {
    if (!signal.aborted) return error;
    return new ApiError(502, 'SUPPLIER_ERROR', `${supplierName} did not answer in time`);
  }
  switch (error.kind) {
    case 'timeout':
      return new ApiError(502, 'SUPPLIER_ERROR', `${supplierName} did not answer in time`);
    case 'unavailable':
      logger.warn({ err: error }, 'supplier unavailable');
      return new ApiError(502, 'SUPPLIER_ERROR', `${supplierName} unavailable, try again later`);
    case 'credentials':
      return new ApiError(400, 'PROVIDER_CREDENTIALS_INVALID', 'Provider credentials rejected by the supplier');
    default:
      return ApiError.validation(`Validation error: ${field ? `${field}: ` : ''}${error.message}`);
  }
}
