import { z } from 'zod';
import { ZId } from '../lib/zod-helpers';
import { router, teamProcedure } from '../trpc';
import { createExperience } from './create';
import { ZExperienceDeactivated, ZExperienceDetail, ZExperienceList, ZExperienceListQuery } from './schemas';
import { deactivateExperience, getExperience, listExperiences } from './service';
import { updateExperience } from './update';
import { ZExperienceCreateInput, ZExperiencePatchInput } from './write-schemas';

const tags = ['experiences'];
const byId = z.object({ id: ZId });

export const experiencesRouter = router({
  list: teamProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/v1/experiences',
        tags,
        summary: 'List experiences',
        description:
          "The team's experiences (tours, transfers, tickets), filtered by `search`, `category` and `is_active`. Paginated with `page` and `limit` (default 20, max 100).",
      },
      rateLimit: 'experiences',
    })
    .input(ZExperienceListQuery)
    .output(ZExperienceList)
    .query(({ ctx, input }) => listExperiences(ctx.db, ctx.caller.teamId, input)),

  get: teamProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/v1/experiences/{id}',
        tags,
        summary: 'Get an experience',
        description: "One experience of the team; 404 for another team's experience.",
      },
      rateLimit: 'experiences',
    })
    .input(byId)
    .output(ZExperienceDetail)
    .query(({ ctx, input }) => getExperience(ctx.db, ctx.caller.teamId, input.id)),

  create: teamProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/v1/experiences',
        tags,
        summary: 'Create an experience',
        description: "Adds an experience to the team's catalogue (201), to quote and book like hotels and flights.",
      },
      status: 201,
      rateLimit: 'experiences',
    })
    .input(ZExperienceCreateInput)
    .output(ZExperienceDetail)
    .mutation(({ ctx, input }) => createExperience(ctx.db, ctx.caller.teamId, input)),

  update: teamProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/api/v1/experiences/{id}',
        tags,
        summary: 'Change an experience',
        description: "Changes the fields sent of one of the team's experiences.",
      },
      rateLimit: 'experiences',
    })
    .input(ZExperiencePatchInput)
    .output(ZExperienceDetail)
    .mutation(({ ctx, input }) => updateExperience(ctx.db, ctx.caller.teamId, input)),

  delete: teamProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/api/v1/experiences/{id}',
        tags,
        summary: 'Deactivate an experience',
        description: 'Deactivates an experience: it leaves the catalogue, and quotes and bookings that name it keep it.',
      },
      rateLimit: 'experiences',
    })
    .input(byId)
    .output(ZExperienceDeactivated)
    .mutation(({ ctx, input }) => deactivateExperience(ctx.db, ctx.caller.teamId, input.id)),
});
