import { z } from 'zod';
import { ZCurrency, ZMoney } from '../lib/money';
import { ZId } from '../lib/zod-helpers';
import { exactly } from './exactly';
import { ZImagesInput } from './images';
import { ZDurationUnit, ZExperienceCategory } from './schemas';

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
const REGIONS = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** Free text; `null` clears it (stored as an empty string). */
const text = (max: number) => z.string().trim().max(max).nullish();
const list = z.array(z.string().trim().min(1).max(500)).max(50).nullish();

export const ZSlug = z
  .string()
  .trim()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters and digits separated by single hyphens');

const fields = {
  name: z.string().trim().min(2).max(200),
  slug: ZSlug,
  description: text(10_000),
  short_description: text(500),
  category: ZExperienceCategory,
  duration: exactly(z.number().int().positive().max(10_000)),
  duration_unit: ZDurationUnit,
  location: text(300),
  city: z.string().trim().min(1).max(120),
  state: text(60),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a 2-letter ISO country code')
    .transform((c) => c.toUpperCase())
    .refine((c) => REGIONS.of(c) !== undefined, 'must be a 2-letter ISO country code'),
  price: exactly(ZMoney),
  currency: ZCurrency.refine((c) => CURRENCIES.has(c), 'must be a 3-letter ISO currency code'),
  max_participants: exactly(z.number().int().min(1).max(10_000)),
  min_participants: exactly(z.number().int().min(1).max(10_000)),
  is_active: exactly(z.boolean()),
  address: text(300),
  latitude: exactly(z.number().min(-90).max(90)).nullish(),
  longitude: exactly(z.number().min(-180).max(180)).nullish(),
  min_age: exactly(z.number().int().min(0).max(120)),
  included: list,
  not_included: list,
  requirements: list,
  cancellation_policy: text(5_000),
  images: ZImagesInput.nullish(),
};

interface TCrossFields {
  min_participants: number;
  max_participants: number;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Rules across fields, checked on the create body and on the merged result of a PATCH.
 * `onlyMinSent`: a PATCH that moved only the minimum is told to fix the minimum.
 */
export function crossFieldProblem(v: TCrossFields, onlyMinSent = false): { field: keyof TCrossFields; message: string } | null {
  if (v.max_participants < v.min_participants) {
    return onlyMinSent
      ? { field: 'min_participants', message: 'must be less than or equal to max_participants' }
      : { field: 'max_participants', message: 'must be greater than or equal to min_participants' };
  }
  if (v.latitude === null && v.longitude !== null) return { field: 'latitude', message: 'required together with longitude' };
  if (v.longitude === null && v.latitude !== null) return { field: 'longitude', message: 'required together with latitude' };
  return null;
}

export const ZExperienceCreateInput = z
  .object({
    ...fields,
    slug: fields.slug.optional(),
    country: fields.country.default('BR'),
    currency: fields.currency.default('BRL'),
    min_participants: fields.min_participants.default(1),
    is_active: fields.is_active.default(true),
    min_age: fields.min_age.default(0),
  })
  .superRefine((input, ctx) => {
    const problem = crossFieldProblem({ ...input, latitude: input.latitude ?? null, longitude: input.longitude ?? null });
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type TExperienceCreateInput = z.infer<typeof ZExperienceCreateInput>;

/** Every field optional: only what is sent changes. */
export const ZExperiencePatchInput = z.object(fields).partial().extend({ id: ZId });
export type TExperiencePatchInput = z.infer<typeof ZExperiencePatchInput>;

/** The writable fields as parsed, whichever verb sent them. */
export type TExperienceFields = Partial<TExperienceCreateInput>;
