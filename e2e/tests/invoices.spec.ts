import { expect, test } from '@playwright/test';
import { signInAsOwnerOfNewTeam } from '../support/foreign-sale';
import { createClientInPanel } from '../support/panel';

// A team of its own (made with the CLI, sandbox gateway) turns NFS-e on in Configurações › Nota fiscal,
// sells a hotel paid by PIX (simulated), and the invoices.issue job issues the sandbox's test note
// (TESTE-…): the booking page and Notas fiscais show it. The Asaas path runs over REST with the Asaas
// stand-in in packages/core/src/invoices/invoices.test.ts.
test('the NFS-e of a sale shows on the booking page and in Notas fiscais with its status', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  await signInAsOwnerOfNewTeam(page, `Agência NFS-e ${stamp}`, 'nfse');

  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'Nota fiscal de serviço' });
  await form.getByLabel('Quando emitir').selectOption({ label: 'Na confirmação da venda' });
  await form.getByLabel('Código do serviço municipal').fill('09.02');
  await form.getByLabel('Nome do serviço municipal').fill('Agenciamento de viagens');
  await form.getByLabel('ISS (%)').fill('2,5');
  await form.getByRole('button', { name: 'Salvar nota fiscal' }).click();
  await expect(form.getByText('Configurações da nota fiscal salvas.')).toBeVisible();

  const name = `Cliente NFS-e ${stamp}`;
  await createClientInPanel(page, name, `nfse-e2e-${stamp}@example.com`);
  await page.getByRole('navigation').getByRole('link', { name: 'Hotéis' }).click();
  await page.getByRole('combobox', { name: 'Destino' }).fill('rio');
  await page
    .getByRole('option', { name: /Rio de Janeiro/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Buscar hotéis' }).click();
  const firstHotel = page.getByRole('button', { name: /^Ver ofertas de / }).first();
  await expect(firstHotel).toBeVisible({ timeout: 30_000 });
  await firstHotel.click();
  await page.getByRole('button', { name: 'Escolher' }).first().click();
  await page.getByRole('combobox', { name: 'Cliente' }).fill(String(stamp));
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await page.getByRole('button', { name: 'Reservar hotel' }).click();
  await page.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
  await expect(page.getByTestId('hotel-payment-status')).toHaveText('Pago');
  const bookingLink = page.getByRole('link', { name: /^Ver reserva BK-/ });
  const bookingNumber = (await bookingLink.textContent())!.replace('Ver reserva ', '').trim();
  await bookingLink.click();
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmada');

  // Issued by the job when the confirmation commits; the page shows it once reloaded.
  const invoice = page.getByRole('region', { name: 'Nota fiscal' });
  await expect(async () => {
    await page.reload();
    await expect(invoice.locator('[data-status]')).toHaveText('Emitida', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(invoice).toContainText(/TESTE-[0-9A-F]{8}/);
  await expect(invoice).toContainText('Nota de teste');

  await page.getByRole('navigation').getByRole('link', { name: 'Notas fiscais' }).click();
  await expect(page.getByRole('heading', { name: 'Notas fiscais', level: 1 })).toBeVisible();
  const row = page.getByRole('region', { name: 'Notas fiscais' }).getByRole('row').filter({ hasText: bookingNumber });
  await expect(row).toContainText('Emitida');
  await expect(row).toContainText('Teste');
  await expect(row).toContainText(/TESTE-/);
});
