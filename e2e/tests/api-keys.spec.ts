import { expect, test } from '@playwright/test';
import { DEMO_AGENT, signInAsDemoAgent, submitLogin } from '../support/panel';

test.describe('panel sign-in', () => {
  test('a signed-out visit to /api-keys lands on the login page', async ({ page }) => {
    await page.goto('/api-keys');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  });

  test('a wrong password shows "E-mail ou senha incorretos"', async ({ page }) => {
    await submitLogin(page, DEMO_AGENT.email, 'not-the-password');
    await expect(page.locator('form').getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the demo agent sees the team name and plan on the dashboard', async ({ page }) => {
    await signInAsDemoAgent(page);
    await expect(page.getByTestId('team-name')).toHaveText('Demo Travel');
    await expect(page.getByTestId('team-plan')).toHaveText('Pro');
  });
});

test.describe('API keys page', () => {
  test('a key created in the panel calls /api/v1/me until it is revoked', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAsDemoAgent(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Chaves de API' }).click();
    await expect(page.getByRole('heading', { name: 'Chaves de API', level: 1 })).toBeVisible();

    const name = `E2E ${Date.now()}`;
    await page.getByLabel('Nome').fill(name);
    await page.getByLabel('Teste / sandbox').check();
    await page.getByRole('button', { name: 'Criar chave' }).click();

    const shownKey = page.getByLabel('Chave de API completa');
    await expect(shownKey).toHaveText(/^tak_test_[0-9A-Za-z]{32}$/);
    const apiKey = (await shownKey.textContent())!.trim();
    await expect(page.getByText('não será mostrada novamente')).toBeVisible();

    await page.getByRole('button', { name: 'Copiar' }).click();
    await expect(page.getByRole('button', { name: 'Copiada!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(apiKey);

    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    await expect(row).toContainText(apiKey.slice(0, 12));
    await expect(row).toContainText('Teste');
    await expect(row).toContainText('Ativa');

    const me = await request.get('/api/v1/me', { headers: { Authorization: `Bearer ${apiKey}` } });
    expect(me.status()).toBe(200);
    expect((await me.json()).data.team.name).toBe('Demo Travel');

    await row.getByRole('button', { name: 'Revogar' }).click();
    await page
      .getByRole('alertdialog', { name: /Confirmar revogação/ })
      .getByRole('button', { name: 'Confirmar revogação' })
      .click();
    await expect(row).toContainText('Revogada');

    const afterRevoke = await request.get('/api/v1/me', { headers: { Authorization: `Bearer ${apiKey}` } });
    expect(afterRevoke.status()).toBe(401);
    const body = await afterRevoke.json();
    expect(body).toEqual({ error: expect.any(String), code: 'UNAUTHORIZED', timestamp: expect.any(String) });
    expect(Number.isNaN(Date.parse(body.timestamp))).toBe(false);
  });

  test('the keys table sorts by name both ways, then back to newest first', async ({ page }) => {
    await signInAsDemoAgent(page);
    await page.goto('/api-keys');
    const stamp = Date.now();
    for (const name of [`Sort B ${stamp}`, `sort a ${stamp}`]) {
      await page.getByLabel('Nome').fill(name);
      await page.getByLabel('Teste / sandbox').check();
      await page.getByRole('button', { name: 'Criar chave' }).click();
      await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
    }

    const keys = page.getByRole('region', { name: 'Chaves da agência' });
    const header = keys.getByRole('columnheader', { name: 'Nome' });
    // Keys without a name ("Sem nome") stay last whichever the direction.
    const names = async () => (await keys.locator('tbody tr td:first-child').allTextContents()).filter((name) => name !== 'Sem nome');
    const byName = (list: string[]) => [...list].sort(new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true }).compare);
    const unsorted = await names();
    // Newest first: the key made last leads.
    expect(unsorted[0]).toBe(`sort a ${stamp}`);

    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await names();
    expect(ascending).toEqual(byName(unsorted));
    expect(ascending.indexOf(`sort a ${stamp}`)).toBeLessThan(ascending.indexOf(`Sort B ${stamp}`));

    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(await names()).toEqual(byName(unsorted).reverse());

    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'none');
    expect(await names()).toEqual(unsorted);
  });

  test('signing out returns to the login page and closes the panel', async ({ page }) => {
    await signInAsDemoAgent(page);
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/api-keys');
    await expect(page).toHaveURL(/\/login$/);
  });
});
