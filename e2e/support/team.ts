import { expect, type Page } from '@playwright/test';
import { runCli } from './cli';

/** The signed-in agent's team, as the panel reads it (tRPC `team.current`, no transformer). */
export async function currentTeamId(page: Page): Promise<string> {
  const response = await page.request.get('/api/trpc/team.current');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { result: { data: { id: string } } };
  return body.result.data.id;
}

/** Another agent of a team, made with the operator CLI; answers the credentials to sign in with. */
export function createAgent(teamId: string, label: string): { email: string; password: string } {
  const email = `${label}-${Date.now()}@e2e.test`;
  const password = 'agent-password-e2e';
  runCli(['user:create', '--team', teamId, '--email', email, '--password', password, '--role', 'agent']);
  return { email, password };
}
