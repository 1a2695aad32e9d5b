import { expect, test } from '@playwright/test';
import { createClientInPanel, signInAsDemoAgent } from '../support/panel';

// The demo agency, whose cancellation fee is left as it is (none): the agent sees the supplier's
// penalty, the agency's fee and the refund before confirming, and the booking then records them.
test('an agent cancels a paid hotel with a quote: penalty, fee and refund shown before confirming, then refunded exactly', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  await signInAsDemoAgent(page);

  // A refundable stay in Rio, paid by PIX through the sandbox.
  const name = `Cliente Cancelamento ${stamp}`;
  await createClientInPanel(page, name, `cancel-e2e-${stamp}@example.com`);
  await page.getByRole('navigation').getByRole('link', { name: 'Hotéis' }).click();
  await expect(page.getByRole('heading', { name: 'Hotéis', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Destino' }).fill('rio');
  await page
    .getByRole('option', { name: /Rio de Janeiro/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Buscar hotéis' }).click();
  const firstHotel = page.getByRole('button', { name: /^Ver ofertas de / }).first();
  await expect(firstHotel).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Só reembolsáveis').check();
  await firstHotel.click();
  await page.getByRole('button', { name: 'Escolher' }).first().click();
  await expect(page.getByRole('form', { name: 'Reservar hotel' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Cliente' }).fill(String(stamp));
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await page.getByRole('button', { name: 'Reservar hotel' }).click();
  await page.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
  await expect(page.getByTestId('hotel-payment-status')).toHaveText('Pago');
  await page.getByRole('link', { name: /^Ver reserva BK-/ }).click();
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmada');

  // The quote, before anything changes: free cancellation at the sandbox, no agency fee.
  await page.getByRole('button', { name: 'Cancelar com reembolso' }).click();
  const dialog = page.getByRole('alertdialog', { name: /^Cancelar BK-.* com reembolso$/ });
  const amounts = dialog.getByLabel('Valores do cancelamento');
  await expect(amounts).toContainText(/Multa do fornecedor\s*R\$\s?0,00/, { timeout: 30_000 });
  await expect(amounts).toContainText(/Taxa da agência\s*R\$\s?0,00/);
  const paidText = (await amounts.locator('.detail').filter({ hasText: 'Pago pelo cliente' }).locator('dd').textContent())!;
  const paid = Number(paidText.replace(/[^\d,]/g, '').replace(',', '.'));
  const refund = paid.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(dialog.getByTestId('cancellation-refund')).toHaveText(new RegExp(`R\\$\\s?${refund.replace('.', '\\.')}$`));
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmada');

  await dialog.getByRole('button', { name: 'Confirmar cancelamento e reembolso' }).click();
  await expect(
    page.getByText(new RegExp(`Reserva cancelada\\. Reembolso ao cliente: R\\$\\s?${refund.replace('.', '\\.')}\\.`)),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelada');
  await expect(page.getByTestId('booking-payment-status')).toHaveText('Estornado');
  const recorded = page.getByRole('region', { name: 'Cancelamento', exact: true });
  await expect(recorded).toContainText(/Taxa da agência\s*R\$\s?0,00/);
  await expect(recorded).toContainText(new RegExp(`Reembolsado ao cliente\\s*R\\$\\s?${refund.replace('.', '\\.')}`));
  // Nothing left to refund by hand.
  await expect(page.getByRole('button', { name: 'Cancelar com reembolso' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Estornar pagamento' })).toHaveCount(0);
});
