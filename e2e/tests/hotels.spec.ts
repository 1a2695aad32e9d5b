import { expect, test, type Page } from '@playwright/test';
import { fillCard } from '../support/card';
import { bookHotelPaidBySandboxPix, chooseRioHotelFor } from '../support/hotel-sale';
import { createClientInPanel, signInAsDemoAgent } from '../support/panel';

test.describe('hotels in the panel', () => {
  test('an agent searches Rio de Janeiro, books a hotel with PIX for a client, the sandbox payment clears and the booking is confirmed', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const name = `Hóspede E2E ${stamp}`;
    await signInAsDemoAgent(page);

    // The client the stay is booked for.
    await page.getByRole('navigation').getByRole('link', { name: 'Clientes' }).click();
    await page.getByRole('link', { name: 'Novo cliente' }).click();
    await page.getByLabel('Nome completo').fill(name);
    await page.getByLabel('E-mail').fill(`hotel-e2e-${stamp}@example.com`);
    await page.getByRole('button', { name: 'Salvar cliente' }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

    // Search: destination from the autocomplete, the default dates and two adults.
    await page.getByRole('navigation').getByRole('link', { name: 'Hotéis' }).click();
    await expect(page.getByRole('heading', { name: 'Hotéis', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Destino' }).fill('rio');
    await page
      .getByRole('option', { name: /Rio de Janeiro/ })
      .first()
      .click();
    await expect(page.getByLabel(/^Destino: Rio de Janeiro/)).toBeVisible();
    await page.getByRole('button', { name: 'Buscar hotéis' }).click();
    const firstHotel = page.getByRole('button', { name: /^Ver ofertas de / }).first();
    await expect(firstHotel).toBeVisible({ timeout: 30_000 });

    // Filters narrow the list: only refundable offers with breakfast.
    await page.getByLabel('Regime').selectOption('BB');
    await page.getByLabel('Só reembolsáveis').check();
    await expect(page.getByText(/^\d+ de \d+ hotéis$/)).toBeVisible();

    // Hotel details with its gallery, then an offer is held (prebook).
    await firstHotel.click();
    await expect(page.getByRole('img', { name: /foto 1 de \d+/ })).toBeVisible();
    await page.getByRole('button', { name: 'Escolher' }).first().click();
    await expect(page.getByRole('form', { name: 'Reservar hotel' })).toBeVisible();
    await expect(page.getByText(/Oferta reservada até/)).toBeVisible();

    // Book for the client, with the lead guest taken from their name, paid by PIX.
    await page.getByRole('combobox', { name: 'Cliente' }).fill(String(stamp));
    await page.getByRole('option', { name: new RegExp(name) }).click();
    await expect(page.getByRole('textbox', { name: 'Nome do hóspede 1', exact: true })).toHaveValue('Hóspede');
    await expect(page.getByRole('textbox', { name: 'Sobrenome do hóspede 1', exact: true })).toHaveValue(`E2E ${stamp}`);
    await expect(page.getByRole('radio', { name: 'PIX', exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Reservar hotel' }).click();

    await expect(page.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
    await expect(page.getByLabel('PIX copia e cola')).toHaveValue(/^000201/);
    await expect(page.getByTestId('hotel-payment-status')).toHaveText('Aguardando pagamento');

    // The sandbox "bank" pays it through the real webhook path.
    await page.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
    await expect(page.getByTestId('hotel-payment-status')).toHaveText('Pago');
    await page.getByRole('link', { name: /^Ver reserva BK-/ }).click();
    await expect(page.getByTestId('booking-status')).toHaveText('Confirmada');
    await expect(page.getByTestId('booking-payment-status')).toHaveText('Pago');
  });

  test('in manual issuing mode a paid PIX order waits in "to confirm" until the agent enters the supplier locator', async ({ page }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const name = `Manual E2E ${stamp}`;
    await signInAsDemoAgent(page);
    await setIssuingMode(page, 'manual');
    try {
      await createClientInPanel(page, name, `hotel-manual-${stamp}@example.com`);
      await chooseRioHotelFor(page, name, String(stamp));
      const bookingNumber = await bookHotelPaidBySandboxPix(page);

      await page.goto('/hotels/to-confirm');
      await expect(page.getByRole('heading', { name: 'Hotéis a confirmar', level: 1 })).toBeVisible();
      const locator = `SUP-${stamp}`;
      await page.getByLabel(`Localizador do fornecedor de ${bookingNumber}`).fill(locator);
      await page
        .getByRole('form', { name: `Confirmar ${bookingNumber}` })
        .getByRole('button', { name: 'Confirmar' })
        .click();
      await expect(page.getByLabel(`Localizador do fornecedor de ${bookingNumber}`)).toHaveCount(0);
    } finally {
      await setIssuingMode(page, 'automatic');
    }
  });
  test('a paid PIX order the hotel supplier cannot confirm waits in "Emissões com falha"; the agent tries again', async ({ page }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const name = `Falha E2E ${stamp}`;
    await signInAsDemoAgent(page);
    await createClientInPanel(page, name, `hotel-failed-${stamp}@example.com`);
    await chooseRioHotelFor(page, name, String(stamp));
    // The sandbox supplier refuses reservations for a guest named SUPPLIERFAIL.
    await page.getByRole('textbox', { name: 'Sobrenome do hóspede 1', exact: true }).fill('SUPPLIERFAIL');
    const bookingNumber = await bookHotelPaidBySandboxPix(page);

    await page.goto('/hotels');
    await page.getByRole('link', { name: 'Emissões com falha' }).click();
    await expect(page.getByRole('heading', { name: 'Emissões com falha', level: 1 })).toBeVisible();
    const issue = page.getByRole('cell', { name: `Emissão de ${bookingNumber}` });
    await expect(issue).toContainText(/Tentativa \d de 6 falhou/);
    await expect(issue).toContainText('Último erro:');
    await issue.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(issue).toContainText('O fornecedor não confirmou de novo; o sistema seguirá tentando.');
    // The money stays: the booking is confirmed and paid while the reservation is retried.
    await page.getByRole('link', { name: bookingNumber }).click();
    await expect(page.getByTestId('booking-status')).toHaveText('Confirmada');
    await expect(page.getByTestId('booking-payment-status')).toHaveText('Pago');
  });

  test('a card payment declined by the gateway can be retried on the same held offer and is paid at once; once cancelled, the agent refunds it and cancels at the supplier', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const name = `Cartao E2E ${stamp}`;
    await signInAsDemoAgent(page);
    await createClientInPanel(page, name, `hotel-card-${stamp}@example.com`);
    await chooseRioHotelFor(page, name, String(stamp));
    await fillCard(page, 'CARTAO E2E', '4000000000000002');
    await expect(page.getByRole('textbox', { name: 'Número do cartão' })).toHaveValue('4000 0000 0000 0002');
    await expect(page.getByRole('textbox', { name: 'Validade' })).toHaveValue('12/2030');
    await page.getByLabel('Parcelas').selectOption('3');
    await page.getByRole('button', { name: 'Reservar hotel' }).click();
    await expect(page.getByText('Pagamento recusado pelo cartão. Confira os dados ou use outra forma de pagamento.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Número do cartão' }).fill('4111111111111111');
    await page.getByRole('button', { name: 'Reservar hotel' }).click();
    await expect(page.getByTestId('hotel-payment-status')).toHaveText('Pago');
    await expect(page.getByRole('button', { name: 'Simular pagamento (sandbox)' })).toHaveCount(0);

    // Cancelled afterwards: the paid money and the supplier's reservation are settled one by one.
    await page.getByRole('link', { name: /^Ver reserva / }).click();
    await page.getByRole('button', { name: 'Cancelar reserva' }).click();
    const confirmation = page.getByRole('alertdialog', { name: /^Confirmar cancelamento de / });
    await expect(confirmation.getByText('O pagamento já recebido não é estornado automaticamente', { exact: false })).toBeVisible();
    await confirmation.getByRole('button', { name: 'Confirmar cancelamento' }).click();
    await expect(page.getByTestId('booking-status')).toHaveText('Cancelada');
    const settlement = page.getByRole('region', { name: 'Pendências do cancelamento' });
    await settlement.getByRole('button', { name: 'Estornar pagamento' }).click();
    await page
      .getByRole('alertdialog', { name: /^Confirmar estorno de / })
      .getByRole('button', { name: 'Confirmar estorno' })
      .click();
    await expect(page.getByText('Pagamento estornado.')).toBeVisible();
    await expect(page.getByTestId('booking-payment-status')).toHaveText('Estornado');
    await settlement.getByRole('button', { name: 'Cancelar no fornecedor' }).click();
    await page
      .getByRole('alertdialog', { name: /^Confirmar cancelamento no fornecedor de / })
      .getByRole('button', { name: 'Cancelar no fornecedor' })
      .click();
    await expect(page.getByText('Reserva cancelada no fornecedor.')).toBeVisible();
    await expect(settlement).toBeHidden();
  });
});

async function setIssuingMode(page: Page, mode: 'automatic' | 'manual') {
  await page.goto('/settings');
  await page.getByLabel('Modo de emissão').selectOption(mode);
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByText('Configurações salvas.')).toBeVisible();
}
