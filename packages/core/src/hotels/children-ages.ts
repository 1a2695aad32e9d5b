import { z } from 'zod';
import { ApiError } from '../lib/api-error';
import { ageOn } from '../flights/dates';

/**
 * Children's ages of a stay (issue #21). Suppliers price children by age (Hotelbeds sends a `CH` pax
 * with its age per child), so a search and a prebook may give one age per child at check-in; an
 * integrator that sends only `children` gets this documented default for each.
 */
export const DEFAULT_CHILD_AGE = 8;

/** A hotel guest is a child below this age at check-in. */
export const ADULT_AGE = 18;

export const ZChildrenAges = z
  .array(
    z
      .number()
      .int()
      .min(0)
      .max(ADULT_AGE - 1),
  )
  .max(6)
  .describe(
    `Age of each child at check-in (0-${ADULT_AGE - 1}), one per child: \`children\` must equal its length. Omitted: every child is priced as ${DEFAULT_CHILD_AGE}. A child guest's \`birth_date\` at book must give one of these ages.`,
  );

/** The ages to price: those given, else the default for each child. */
export function childrenAgesOf(children: number, ages: readonly number[] | undefined): number[] {
  return ages ? [...ages] : Array.from({ length: children }, () => DEFAULT_CHILD_AGE);
}

/** Zod refinement: one age per child when ages are given. */
export function oneAgePerChild(field: string, countField: string) {
  return (stay: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const ages = stay[field] as number[] | undefined;
    if (ages !== undefined && ages.length !== stay[countField]) {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: `must give one age per child (${countField} is ${String(stay[countField])})`,
      });
    }
  };
}

/** A guest's age at check-in, or null without a birth date. */
export function guestAge(birthDate: string | null | undefined, checkIn: string): number | null {
  return birthDate ? ageOn(birthDate, checkIn) : null;
}

/**
 * Guests with a birth date under 18 at check-in are the stay's children: each must have an age that
 * was priced (each priced age names one child at most). Checked at book, before any charge.
 */
export function checkGuestAges(guests: readonly { birth_date?: string }[], checkIn: string, priced: readonly number[]): void {
  const left = [...priced];
  guests.forEach((guest, i) => {
    const age = guestAge(guest.birth_date, checkIn);
    if (age === null || age >= ADULT_AGE) return;
    const field = `Validation error: guests.${i}.birth_date`;
    if (age < 0) throw ApiError.validation(`${field}: must be before check-in`);
    const at = left.indexOf(age);
    if (at < 0) {
      const ages = priced.length > 0 ? `the ages priced are ${priced.join(', ')}` : 'no children were priced';
      throw ApiError.validation(`${field}: a child of ${age} at check-in was not priced (${ages}); search and prebook with children_ages`);
    }
    left.splice(at, 1);
  });
}

/**
 * What a stored hotel booking tells its supplier about children: the ages priced (the item's
 * `children_ages`, else the default per child) and the age at check-in of each guest who is a child.
 */
export function storedChildrenAges(
  details: unknown,
  passengers: readonly { birthDate: Date | null }[],
): { childrenAges: number[]; guestAges: (number | null)[] } {
  const item = (details ?? {}) as { children?: unknown; children_ages?: unknown; check_in?: unknown };
  const children = typeof item.children === 'number' ? item.children : 0;
  const stored = Array.isArray(item.children_ages) ? item.children_ages.filter((a): a is number => typeof a === 'number') : undefined;
  const checkIn = typeof item.check_in === 'string' ? item.check_in : null;
  const guestAges = passengers.map((p) => {
    const age = checkIn && p.birthDate ? guestAge(p.birthDate.toISOString().slice(0, 10), checkIn) : null;
    return age !== null && age >= 0 && age < ADULT_AGE ? age : null;
  });
  return { childrenAges: childrenAgesOf(children, stored), guestAges };
}

/** Suppliers that price children by age: their stays are checked with the default ages when none were given. */
const PRICED_BY_AGE = new Set(['hotelbeds']);

/** The ages a prebooked stay was priced for, or null when none were given and its supplier prices by count. */
export function pricedChildrenAges(offer: { provider: string; children: number; childrenAges?: number[] }): number[] | null {
  if (offer.childrenAges) return offer.childrenAges;
  return PRICED_BY_AGE.has(offer.provider) ? childrenAgesOf(offer.children, undefined) : null;
}
