/**
 * Each child's age in the search forms (issue #21): suppliers price children by age, so the panel asks
 * for every one. The list follows the count: a new child starts at the default age core documents
 * (8 for a child, 1 for an infant), a removed one drops its age.
 */
export const DEFAULT_CHILD_AGE = 8;
export const DEFAULT_INFANT_AGE = 1;

/** Ages a search form offers: hotels count children 0-17 at check-in; flights 2-11 and infants 0-1. */
export const AGE_RANGES = {
  hotelChild: { min: 0, max: 17, fallback: DEFAULT_CHILD_AGE },
  flightChild: { min: 2, max: 11, fallback: DEFAULT_CHILD_AGE },
  flightInfant: { min: 0, max: 1, fallback: DEFAULT_INFANT_AGE },
} as const;

/** The ages kept in step with a count: those there are, then the fallback for each new one. */
export function agesFor(ages: readonly number[], count: number, fallback: number): number[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => ages[i] ?? fallback);
}

/** One age replaced. */
export function withAge(ages: readonly number[], index: number, age: number): number[] {
  return ages.map((a, i) => (i === index ? age : a));
}

/** "4 anos", "1 ano", "menos de 1 ano" (for the selects and summaries). */
export function ageLabel(age: number): string {
  if (age === 0) return 'menos de 1 ano';
  return age === 1 ? '1 ano' : `${age} anos`;
}
