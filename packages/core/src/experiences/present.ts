import type { Experience, ExperienceImage } from '@tas/db';
import { fromCents } from '../lib/money';
import { presentImages } from './images';

export type ExperienceRow = Experience & { images: ExperienceImage[] };

/** Images always come with the row, in their display order. */
export const withImages = { images: { orderBy: [{ order: 'asc' as const }, { id: 'asc' as const }] } };

/** The contract's list fields. */
export function presentExperience(row: ExperienceRow) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    short_description: row.shortDescription,
    category: row.category,
    duration: row.duration,
    duration_unit: row.durationUnit,
    location: row.location,
    city: row.city,
    state: row.state,
    country: row.country,
    price: fromCents(row.priceCents),
    currency: row.currency,
    max_participants: row.maxParticipants,
    min_participants: row.minParticipants,
    is_active: row.isActive,
    images: presentImages(row.images),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The list fields plus the contract's additional detail fields. */
export function presentExperienceDetail(row: ExperienceRow) {
  return {
    ...presentExperience(row),
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    min_age: row.minAge,
    included: row.included,
    not_included: row.notIncluded,
    requirements: row.requirements,
    cancellation_policy: row.cancellationPolicy,
  };
}
