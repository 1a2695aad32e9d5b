import type { Db } from '@tas/db';
import { createApiKey } from '../api-keys/service';
import { createTeam } from '../teams/service';
import { createUser } from '../users/service';
import { seedDemoRecords } from './demo-records';

export const DEMO_AGENT = { email: 'agent@demo.travel', password: 'demo-password' };

/**
 * The demo agency (pro plan, sandbox suppliers and gateway) and its agent. Runs once: a database
 * that already has the demo agent is left alone. The test key is returned so a first start can print it.
 */
export async function seedDemo(db: Db): Promise<{ created: boolean; teamId: string; testApiKey?: string }> {
  const existing = await db.user.findUnique({ where: { email: DEMO_AGENT.email } });
  if (existing) return { created: false, teamId: existing.teamId };
  const team = await createTeam(db, { name: 'Demo Travel', plan: 'pro', sandbox: true });
  await createUser(db, { teamId: team.team_id, ...DEMO_AGENT, name: 'Demo Agent', role: 'owner' });
  await createApiKey(db, team.team_id, { name: 'Read-only demo key', mode: 'test', scopes: ['read'] });
  await seedDemoRecords(db, team.team_id);
  return { created: true, teamId: team.team_id, testApiKey: team.test_api_key };
}
