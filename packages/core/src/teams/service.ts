import type { Db, Prisma } from '@tas/db';
import { z } from 'zod';
import { createApiKey } from '../api-keys/service';
import { ApiError } from '../lib/api-error';
import { readSettings, sandboxSettings } from './settings';

export const ZTeamCreateInput = z.object({
  name: z.string().trim().min(2).max(120),
  plan: z.enum(['starter', 'pro']).default('starter'),
  sandbox: z.boolean().default(false),
});

/** A new agency with one live and one test key (shown once). */
export async function createTeam(db: Db, input: z.input<typeof ZTeamCreateInput>) {
  const { name, plan, sandbox } = ZTeamCreateInput.parse(input);
  const team = await db.team.create({
    data: { name, plan, settings: readSettings(sandbox ? sandboxSettings() : {}) as Prisma.InputJsonObject },
  });
  const live = await createApiKey(db, team.id, { name: 'Default live key', mode: 'live' });
  const test = await createApiKey(db, team.id, { name: 'Default test key', mode: 'test' });
  return { team_id: team.id, name: team.name, plan: team.plan, api_key: live.key, test_api_key: test.key };
}

export async function getTeam(db: Db, teamId: string) {
  const team = await db.team.findUnique({ where: { id: teamId } });
  if (!team) throw ApiError.notFound('Team');
  return { id: team.id, name: team.name, plan: team.plan, settings: readSettings(team.settings) };
}
