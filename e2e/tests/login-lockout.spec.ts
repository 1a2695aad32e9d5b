import { expect, test } from '@playwright/test';
import { runCli } from '../support/cli';
import { submitLogin } from '../support/panel';

// Its own agent: locking the demo agent would break every other test (and the next run on a shared database).
test('after five wrong passwords the login says to try again in 1 minute', async ({ page }) => {
  const stamp = Date.now();
  const team = runCli(['team:create', '--name', `Lockout ${stamp}`]);
  const email = `lockout-${stamp}@e2e.test`;
  runCli(['user:create', '--team', String(team.team_id), '--email', email, '--password', 'correct-password']);

  for (let attempt = 1; attempt <= 5; attempt++) {
    await submitLogin(page, email, `wrong-${attempt}`);
    await expect(page.locator('form').getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
  }
  // Locked now: even the right password is refused until the minute has passed.
  await submitLogin(page, email, 'correct-password');
  await expect(page.locator('form').getByRole('alert')).toHaveText('Muitas tentativas sem sucesso. Tente novamente em 1 minuto.');
  await expect(page).toHaveURL(/\/login$/);
});
