import type { Db } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { experienceColumns } from './columns';
import { presentExperienceDetail, withImages } from './present';
import { requireExperience } from './service';
import { claimSlug } from './slug';
import { crossFieldProblem, type TExperiencePatchInput } from './write-schemas';

/**
 * Only the fields sent change; the name keeps its slug (links stay stable) unless a slug is sent.
 * Images, when sent, replace all images, in the same transaction as the other fields.
 */
export async function updateExperience(db: Db, teamId: string, input: TExperiencePatchInput) {
  const { id, slug, images, ...fields } = input;
  const row = await db.$transaction(async (tx) => {
    const current = await requireExperience(tx, teamId, id);
    const problem = crossFieldProblem(
      {
        min_participants: fields.min_participants ?? current.minParticipants,
        max_participants: fields.max_participants ?? current.maxParticipants,
        latitude: fields.latitude !== undefined ? fields.latitude : current.latitude,
        longitude: fields.longitude !== undefined ? fields.longitude : current.longitude,
      },
      fields.min_participants !== undefined && fields.max_participants === undefined,
    );
    if (problem) throw ApiError.validation(`Validation error: ${problem.field}: ${problem.message}`);
    if (slug !== undefined && slug !== current.slug) await claimSlug(tx, teamId, slug, current.id);
    if (images !== undefined) await tx.experienceImage.deleteMany({ where: { experienceId: current.id } });
    return tx.experience.update({
      where: { id: current.id },
      data: {
        ...experienceColumns(fields),
        ...(slug !== undefined && { slug }),
        ...(images !== undefined && { images: { create: images ?? [] } }),
      },
      include: withImages,
    });
  });
  return presentExperienceDetail(row);
}
