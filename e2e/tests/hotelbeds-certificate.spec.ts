import { expect, test } from '@playwright/test';
// The test CA from @tas/core's source (e2e does not depend on the package), as the stand-in is imported.
import { createTestCa } from '../../packages/core/src/testing/test-ca';
import { runCli } from '../support/cli';
import { submitLogin } from '../support/panel';

const DAY_MS = 86_400_000;
const ddmmyyyy = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

// A team of its own (made with the operator CLI): supplier settings of the shared demo agency stay as they are.
test('Configurações: an owner uploads the Hotelbeds client certificate (PEM); the panel shows subject, issuer, expiry and the 30-day warning', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const team = runCli(['team:create', '--name', `Certificado ${stamp}`]);
  const email = `certificate-${stamp}@e2e.test`;
  runCli(['user:create', '--team', String(team.team_id), '--email', email, '--password', 'owner-password-e2e', '--role', 'owner']);
  await submitLogin(page, email, 'owner-password-e2e');
  await expect(page.getByRole('heading', { name: 'Início' })).toBeVisible();

  // Expires in 20 days and a half: inside the 30-day warning.
  const notAfter = new Date(Date.now() + 20 * DAY_MS + DAY_MS / 2);
  const ca = createTestCa('E2E Public CA');
  const certificate = ca.client(`Agência ${stamp}`, { notBefore: new Date(Date.now() - DAY_MS), notAfter });

  await page.goto('/settings');
  const card = page.getByRole('form', { name: 'Fornecedores de hotéis' });
  const fields = card.getByRole('group', { name: 'Certificado de cliente da Hotelbeds' });
  await expect(fields.getByText('Nenhum certificado salvo')).toBeVisible();
  await fields
    .getByLabel('Certificado (PEM)')
    .setInputFiles({ name: 'agencia.crt', mimeType: 'application/x-pem-file', buffer: Buffer.from(certificate.certPem) });
  await fields
    .getByLabel('Chave privada (PEM)')
    .setInputFiles({ name: 'agencia.key', mimeType: 'application/x-pem-file', buffer: Buffer.from(certificate.keyPem) });
  await card.getByRole('button', { name: 'Salvar fornecedores' }).click();
  await expect(card.getByText('Fornecedores salvos.')).toBeVisible();

  // Seen again after a reload: only what the certificate says of itself, never the certificate or key.
  await page.reload();
  const saved = page.getByTestId('hotelbeds-certificate');
  await expect(saved).toContainText(`CN=Agência ${stamp}, O=Agência de teste, C=BR`);
  await expect(saved).toContainText('CN=E2E Public CA, O=TAS tests, C=BR');
  await expect(saved).toContainText(`Válido até${ddmmyyyy(notAfter.toISOString())}`);
  await expect(saved.getByRole('status')).toHaveText(/^O certificado expira em 20 dias \(\d{2}\/\d{2}\/\d{4}\)\./);
  await expect(page.locator('body')).not.toContainText('BEGIN');

  await page.getByRole('button', { name: 'Remover certificado' }).click();
  await expect(page.getByText('Nenhum certificado salvo')).toBeVisible();
});
