/**
 * Money is integer cents inside the suppliers; reais (at most two decimals)
 * only at the port boundary, so sums never drift.
 */
export function centsToReais(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an integer amount of cents: ${cents}`);
  return cents / 100;
}

/** `percent` of `cents`, rounded half up to a whole cent; percent may carry two decimals. */
export function percentOfCents(cents: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.round((cents * basisPoints) / 10_000);
}

/** Scales cents by a factor and rounds to a whole cent (factors come from pricing models, not money). */
export function scaleCents(cents: number, factor: number): number {
  return Math.round(cents * factor);
}

/** Rounds cents to a "shelf price" ending in whole reais, as suppliers display fares. */
export function roundToReais(cents: number): number {
  return Math.round(cents / 100) * 100;
}
