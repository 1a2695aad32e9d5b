import { z } from 'zod';

/** Money travels as numbers with at most two decimals and is kept as integer cents. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** A non-negative amount with at most two decimals, e.g. 1234.56. */
export const ZMoney = z
  .number()
  .nonnegative()
  .max(100_000_000)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'must have at most two decimals');

export const ZCurrency = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'must be a 3-letter ISO currency code')
  .transform((c) => c.toUpperCase());
