import type { Prisma } from '@tas/db';
import { toCents } from '../lib/money';
import type { TExperienceFields } from './write-schemas';

/**
 * Wire fields to columns, only for the fields present (PATCH changes only what is sent).
 * `null` clears: text to '', lists to [], coordinates to null. Slug and images are handled apart.
 */
export function experienceColumns(input: TExperienceFields): Prisma.ExperienceUncheckedUpdateInput {
  const has = (k: keyof TExperienceFields) => input[k] !== undefined;
  return {
    ...(has('name') && { name: input.name }),
    ...(has('description') && { description: input.description ?? '' }),
    ...(has('short_description') && { shortDescription: input.short_description ?? '' }),
    ...(has('category') && { category: input.category }),
    ...(has('duration') && { duration: input.duration }),
    ...(has('duration_unit') && { durationUnit: input.duration_unit }),
    ...(has('location') && { location: input.location ?? '' }),
    ...(has('city') && { city: input.city }),
    ...(has('state') && { state: input.state ?? '' }),
    ...(has('country') && { country: input.country }),
    ...(has('price') && { priceCents: toCents(input.price!) }),
    ...(has('currency') && { currency: input.currency }),
    ...(has('max_participants') && { maxParticipants: input.max_participants }),
    ...(has('min_participants') && { minParticipants: input.min_participants }),
    ...(has('is_active') && { isActive: input.is_active }),
    ...(has('address') && { address: input.address ?? '' }),
    ...(has('latitude') && { latitude: input.latitude }),
    ...(has('longitude') && { longitude: input.longitude }),
    ...(has('min_age') && { minAge: input.min_age }),
    ...(has('included') && { included: input.included ?? [] }),
    ...(has('not_included') && { notIncluded: input.not_included ?? [] }),
    ...(has('requirements') && { requirements: input.requirements ?? [] }),
    ...(has('cancellation_policy') && { cancellationPolicy: input.cancellation_policy ?? '' }),
  };
}
