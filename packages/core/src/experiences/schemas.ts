import { z } from 'zod';
import { ZPageQuery, ZPaginationWithNav } from '../lib/pagination';
import { ZBooleanQuery } from '../lib/zod-helpers';

export const EXPERIENCE_CATEGORIES = ['tour', 'adventure', 'cultural', 'gastronomy', 'nature', 'transfer', 'cruise', 'show'] as const;
export const ZExperienceCategory = z.enum(EXPERIENCE_CATEGORIES);
export const ZDurationUnit = z.enum(['minutes', 'hours', 'days']);

export const ZExperienceListQuery = ZPageQuery(20).extend({
  search: z.string().trim().max(200).optional(),
  category: ZExperienceCategory.optional(),
  is_active: ZBooleanQuery.optional(),
});
export type TExperienceListQuery = z.infer<typeof ZExperienceListQuery>;

export const ZExperienceImage = z.object({
  id: z.string(),
  url: z.string(),
  alt: z.string(),
  order: z.number(),
});

/** The contract's list fields. */
export const ZExperience = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  short_description: z.string(),
  category: ZExperienceCategory,
  duration: z.number(),
  duration_unit: ZDurationUnit,
  location: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  price: z.number(),
  currency: z.string(),
  max_participants: z.number(),
  min_participants: z.number(),
  is_active: z.boolean(),
  images: z.array(ZExperienceImage),
  created_at: z.string(),
  updated_at: z.string(),
});

/** The contract's "additional fields in detail". */
export const ZExperienceDetail = ZExperience.extend({
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  min_age: z.number(),
  included: z.array(z.string()),
  not_included: z.array(z.string()),
  requirements: z.array(z.string()),
  cancellation_policy: z.string(),
});

export const ZExperienceList = z.object({ experiences: z.array(ZExperience), pagination: ZPaginationWithNav });

export const ZExperienceDeactivated = z.object({ id: z.string(), is_active: z.literal(false) });
