import type { Db, Prisma } from '@tas/db';
import { experienceColumns } from './columns';
import { presentExperienceDetail, withImages } from './present';
import { claimSlug, generateSlug } from './slug';
import type { TExperienceCreateInput } from './write-schemas';

/** One transaction: the slug is claimed and the experience written with its images, or nothing is. */
export async function createExperience(db: Db, teamId: string, input: TExperienceCreateInput) {
  const row = await db.$transaction(async (tx) => {
    const slug = input.slug ? await claimSlug(tx, teamId, input.slug) : await generateSlug(tx, teamId, input.name);
    return tx.experience.create({
      data: {
        ...(experienceColumns(input) as Prisma.ExperienceUncheckedCreateInput),
        teamId,
        slug,
        images: { create: input.images ?? [] },
      },
      include: withImages,
    });
  });
  return presentExperienceDetail(row);
}
