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
