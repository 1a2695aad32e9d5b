import { z } from 'zod';
import { ApiError } from '../lib/api-error';
import { ageOn } from './dates';

/**
 * Children's and infants' ages of a flight (issue #21). Airlines price them by age and Duffel refuses
 * an order whose birth dates do not give the ages searched. Ages are counted as Duffel counts them:
 * on the date of the last flight (the return, else the departure). Without ages each child is priced
 * as 8 and each infant as 1.
 */
export const DEFAULT_CHILD_AGE = 8;
export const DEFAULT_INFANT_AGE = 1;

const onLastFlight = 'on the date of the last flight (the return, else the departure)';

export const ZChildrenAges = z
  .array(z.number().int().min(2).max(11))
  .max(9)
  .describe(
    `Age of each child (2-11) ${onLastFlight}, one per child. Omitted: every child is priced as ${DEFAULT_CHILD_AGE}. Each child passenger's \`birth_date\` at book must give one of these ages.`,
  );
export const ZInfantsAges = z
  .array(z.number().int().min(0).max(1))
  .max(9)
  .describe(
    `Age of each infant (0-1) ${onLastFlight}, one per infant. Omitted: every infant is priced as ${DEFAULT_INFANT_AGE}. Each infant passenger's \`birth_date\` at book must give one of these ages.`,
  );

export interface PricedAges {
  children: number[];
  infants: number[];
}

const sorted = (ages: readonly number[]) => [...ages].sort((a, b) => a - b);

/** The ages to price: those given, else the defaults (sorted, so equal sets compare equal). */
export function pricedAges(counts: { children: number; infants: number }, children?: number[], infants?: number[]): PricedAges {
  return {
    children: sorted(children ?? Array.from({ length: counts.children }, () => DEFAULT_CHILD_AGE)),
    infants: sorted(infants ?? Array.from({ length: counts.infants }, () => DEFAULT_INFANT_AGE)),
  };
}

/** Zod refinement: one age per child and per infant when ages are given. */
export function oneAgeEach(fields: { children: string; childrenAges: string; infants: string; infantsAges: string }) {
  return (trip: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const [count, ages, who] of [
      [fields.children, fields.childrenAges, 'child'],
      [fields.infants, fields.infantsAges, 'infant'],
    ] as const) {
      const given = trip[ages] as number[] | undefined;
      if (given !== undefined && given.length !== trip[count]) {
        ctx.addIssue({ code: 'custom', path: [ages], message: `must give one age per ${who} (${count} is ${String(trip[count])})` });
      }
    }
  };
}

export const sameAges = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && sorted(a).every((age, i) => age === sorted(b)[i]);

/** The date ages are counted on: the last flight's. */
export const lastFlightDate = (trip: { departureDate: string; returnDate: string | null }) => trip.returnDate ?? trip.departureDate;

/**
 * Each child and infant passenger's age on the last flight's date must be one the offer was priced for
 * (each priced age names one passenger). Checked at book, before any charge or supplier call.
 */
export function checkPricedAges(
  passengers: readonly { type: string; birth_date: string }[],
  trip: { departureDate: string; returnDate: string | null },
  priced: PricedAges,
): void {
  const left = { child: [...priced.children], infant: [...priced.infants] };
  const day = lastFlightDate(trip);
  passengers.forEach((p, i) => {
    if (p.type !== 'child' && p.type !== 'infant') return;
    const age = ageOn(p.birth_date, day);
    const pool = left[p.type];
    const at = pool.indexOf(age);
    if (at >= 0) {
      pool.splice(at, 1);
      return;
    }
    const ages = p.type === 'child' ? priced.children : priced.infants;
    const list = p.type === 'child' ? 'children_ages' : 'infants_ages';
    throw ApiError.validation(
      `Validation error: passengers.${i}.birth_date: gives ${age} on ${day}, an age not priced (${list}: ${ages.join(', ')}); search and prebook with the passengers' ages`,
    );
  });
}
