import { expect, test } from '@playwright/test';
import { runCli } from '../support/cli';
import { submitLogin } from '../support/panel';

// A team of its own (made with the operator CLI): the demo agency's exchange policies stay as they are.
test("Configurações › Câmbio: an owner adds GBP (PTAX) and ARS (the agency's rate only), each saved as its own policy", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const team = runCli(['team:create', '--name', `Câmbio ${stamp}`]);
  const email = `exchange-${stamp}@e2e.test`;
  runCli(['user:create', '--team', String(team.team_id), '--email', email, '--password', 'owner-password-e2e', '--role', 'owner']);
  await submitLogin(page, email, 'owner-password-e2e');
  await expect(page.getByRole('heading', { name: 'Início' })).toBeVisible();

  await page.goto('/settings');
  const exchange = page.getByRole('region', { name: 'Câmbio' });
  await expect(exchange.getByRole('form', { name: 'Câmbio EUR' })).toBeVisible();
  await expect(exchange.getByRole('form', { name: 'Câmbio GBP' })).toHaveCount(0);

  const add = exchange.getByRole('form', { name: 'Adicionar moeda' });
  await add.getByLabel('Adicionar moeda').selectOption('GBP');
  await add.getByRole('button', { name: 'Adicionar' }).click();
  const gbp = exchange.getByRole('form', { name: 'Câmbio GBP' });
  await gbp.getByLabel('Spread (%)').fill('1,5');
  await gbp.getByRole('button', { name: 'Salvar GBP' }).click();
  // Saved, it is one of the team's policies (no longer the form of a currency being added); PTAX for GBP
  // arrives with the next run of the job: until then it does not sell, and says why.
  await expect(gbp.getByRole('status').first()).not.toContainText('ainda não configurada');
  await expect(gbp.getByRole('status').first()).toContainText('Sem PTAX recebida ainda');

  await add.getByLabel('Adicionar moeda').selectOption('ARS');
  await add.getByRole('button', { name: 'Adicionar' }).click();
  const ars = exchange.getByRole('form', { name: 'Câmbio ARS' });
  // No PTAX for the peso: the agency's own rate is the only source offered.
  await expect(ars.getByLabel('Fonte da taxa').locator('option')).toHaveText(['Taxa informada pela agência']);
  await ars.getByLabel('Taxa da agência (R$ por ARS)').fill('0,0057');
  await ars.getByRole('button', { name: 'Salvar ARS' }).click();
  await expect(ars.getByRole('status').first()).toContainText('Taxa da agência');
  await expect(ars.getByRole('status').first()).toContainText('vendendo ofertas em ARS');

  // Both are the team's policies after a reload, read back from the API.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Câmbio GBP' }).getByLabel('Spread (%)')).toHaveValue('1.5');
  await expect(page.getByRole('form', { name: 'Câmbio ARS' })).toBeVisible();
});
