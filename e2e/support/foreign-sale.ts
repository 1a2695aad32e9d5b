import { expect, type Locator, type Page } from '@playwright/test';
import { runCli } from './cli';
import { submitLogin } from './panel';

const DAY = 86_400_000;

/** dd/mm/aaaa of a day `days` from today (UTC noon: far from any midnight). */
export function brDateIn(days: number): string {
  const date = new Date(Math.floor(Date.now() / DAY) * DAY + 12 * 3_600_000 + days * DAY);
  return `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
}

/** The owner of a new team of its own (made with the CLI, sandbox gateway), signed in on Início. */
export async function signInAsOwnerOfNewTeam(page: Page, name: string, label: string): Promise<string> {
  const team = runCli(['team:create', '--name', name, '--plan', 'pro', '--sandbox']);
  const email = `${label}-${Date.now()}@e2e.test`;
  const password = 'owner-password-e2e';
  runCli(['user:create', '--team', String(team.team_id), '--email', email, '--password', password, '--role', 'owner']);
  await submitLogin(page, email, password);
  await expect(page.getByRole('heading', { name: 'Início' })).toBeVisible();
  return String(team.team_id);
}

/** Configurações: the team's Hotelbeds account and Duffel token, pointed at their stand-ins. */
export async function connectHotelbedsAndDuffel(
  page: Page,
  hotelbeds: { apiKey: string; secret: string; url: string },
  duffel: { token: string; url: string },
): Promise<void> {
  await page.goto('/settings');
  const hotelSuppliers = page.getByRole('form', { name: 'Fornecedores de hotéis' });
  await hotelSuppliers.getByLabel('API key da Hotelbeds').fill(hotelbeds.apiKey);
  await hotelSuppliers.getByLabel('Secret da Hotelbeds').fill(hotelbeds.secret);
  await hotelSuppliers.getByLabel('URL da API da Hotelbeds').fill(hotelbeds.url);
  await hotelSuppliers.getByRole('checkbox', { name: /Usar Hotelbeds/ }).check();
  await hotelSuppliers.getByRole('button', { name: 'Salvar fornecedores' }).click();
  await expect(hotelSuppliers.getByText('Fornecedores salvos.')).toBeVisible();
  const duffelForm = page.getByRole('form', { name: 'Duffel' });
  await duffelForm.getByLabel('Token de acesso da Duffel').fill(duffel.token);
  await duffelForm.getByLabel('URL da API (opcional)').fill(duffel.url);
  await duffelForm.getByRole('checkbox', { name: /Usar a Duffel/ }).check();
  await duffelForm.getByRole('button', { name: 'Salvar Duffel' }).click();
  await expect(duffelForm.getByText('Duffel salva.')).toBeVisible();
}

/** "R$ 5,9285 por EUR" as the panel writes an applied rate: "5.9285" -> "5,9285". */
export const reaisPer = (rate: string, currency: string) => `R$ ${rate.replace('.', ',')} por ${currency}`;

/** A money text of the panel ("R$ 1.234,56", "1.234,56 €", "US$ 99,00") as integer cents. */
export function centsOf(text: string): number {
  const digits = /-?[\d.]+,\d{2}/.exec(text.replace(/\s/g, ''));
  if (!digits) throw new Error(`no amount in "${text}"`);
  return Number(digits[0].replace(/\./g, '').replace(',', ''));
}

/** Cents as the panel shows money: 123456 -> "R$ 1.234,56" (the same Intl format, so the same spaces). */
export function money(cents: number, currency: string): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency }).format(cents / 100);
}

/** Cents as the exports write money: -1234 -> "-12.34". */
export function decimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** cents x a decimal-string rate, rounded half up to the cent, in integers (no float). */
export function timesRate(cents: number, rate: string): number {
  const [whole, fraction = ''] = rate.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const product = BigInt(cents) * BigInt(`${whole}${fraction}`);
  return Number((product * 2n + scale) / (2n * scale));
}

/** A list's table fits the 1366 px screen the test set: no sideways scroll, every column inside it. */
export async function expectTableFits(list: Locator): Promise<void> {
  const wrap = list.locator('.table-wrap');
  expect(await wrap.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const last = (await list.getByRole('columnheader').last().boundingBox())!;
  expect(last.x + last.width).toBeLessThanOrEqual(1366);
}
