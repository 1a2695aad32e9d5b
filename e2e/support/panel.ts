import { expect, type Page } from '@playwright/test';

/** The agent the demo seed creates (DESIGN.md section 3). */
export const DEMO_AGENT = { email: 'agent@demo.travel', password: 'demo-password' };

export async function submitLogin(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export async function signInAsDemoAgent(page: Page) {
  await submitLogin(page, DEMO_AGENT.email, DEMO_AGENT.password);
  await expect(page.getByRole('heading', { name: 'Início' })).toBeVisible();
}

/** A read/write test key made on the API keys page, as an integrator's admin would. */
export async function createApiKeyInPanel(page: Page, name: string): Promise<string> {
  await page.getByRole('navigation').getByRole('link', { name: 'Chaves de API' }).click();
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('Teste / sandbox').check();
  await page.getByRole('button', { name: 'Criar chave' }).click();
  const shownKey = page.getByLabel('Chave de API completa');
  await expect(shownKey).toHaveText(/^tak_test_[0-9A-Za-z]{32}$/);
  return (await shownKey.textContent())!.trim();
}

/** A client made in the panel's form; ends on the client's page. */
export async function createClientInPanel(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/clients/new');
  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Salvar cliente' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}
