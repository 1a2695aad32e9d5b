import { expect, test, type Page } from '@playwright/test';
// The stand-in from @tas/suppliers' source (e2e does not depend on the package): real HTTP on 127.0.0.1,
// reached by the production server thanks to ALLOW_PRIVATE_TARGETS=1 (scripts/serve-app.mjs).
import { HotelbedsStandIn } from '../../packages/suppliers/src/hotels/hotelbeds/stand-in/server';
import { createClientInPanel, signInAsDemoAgent } from '../support/panel';

// Real Hotelbeds is never called from tests: the connection test runs before any account is saved,
// and Hotelbeds stays off for the demo agency (its saved account is never used).
test.describe('hotel suppliers in the panel', () => {
  test('Configurações: the connection test explains a missing account; a Hotelbeds account is saved write-only; results name their supplier', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAsDemoAgent(page);
    await page.goto('/settings');
    const card = page.getByRole('form', { name: 'Fornecedores de hotéis' });
    await expect(card.getByRole('checkbox', { name: /Usar Sandbox/ })).toBeChecked();
    await expect(card.getByRole('checkbox', { name: /Usar Hotelbeds/ })).not.toBeChecked();

    await card.getByRole('button', { name: 'Testar conexão' }).click();
    await expect(card.getByText(/^Nenhuma credencial salva\. Preencha a API key/)).toBeVisible();

    await card.getByLabel('API key da Hotelbeds').fill('e2e-api-key');
    await card.getByLabel('Secret da Hotelbeds').fill('e2e-secret');
    await card.getByRole('button', { name: 'Salvar fornecedores' }).click();
    await expect(card.getByText('Fornecedores salvos.')).toBeVisible();
    await expect(card.getByLabel('Secret da Hotelbeds')).toHaveValue('');
    await page.reload();
    await expect(
      page.getByRole('form', { name: 'Fornecedores de hotéis' }).getByText('Credenciais salvas. Preencha para trocar.'),
    ).toBeVisible();

    await page.goto('/hotels');
    await page.getByRole('combobox', { name: 'Destino' }).fill('rio');
    await page
      .getByRole('option', { name: /Rio de Janeiro/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Buscar hotéis' }).click();
    await expect(page.getByText('Fornecedor: Sandbox').first()).toBeVisible({ timeout: 30_000 });
  });
});

/** Hotelbeds on or off in Configurações, pointed at `standIn` when given. */
async function useHotelbeds(page: Page, on: boolean, standIn?: HotelbedsStandIn) {
  await page.goto('/settings');
  const card = page.getByRole('form', { name: 'Fornecedores de hotéis' });
  if (standIn) {
    await card.getByLabel('API key da Hotelbeds').fill(standIn.apiKey);
    await card.getByLabel('Secret da Hotelbeds').fill(standIn.secret);
    await card.getByLabel('URL da API da Hotelbeds').fill(standIn.url);
    await card.getByRole('button', { name: 'Testar conexão' }).click();
    await expect(card.getByText(/^Conexão OK com a Hotelbeds \(\d+ ms\)\.$/)).toBeVisible({ timeout: 20_000 });
  }
  await card.getByRole('checkbox', { name: /Usar Hotelbeds/ }).setChecked(on);
  await card.getByRole('button', { name: 'Salvar fornecedores' }).click();
  await expect(card.getByText('Fornecedores salvos.')).toBeVisible();
}

test.describe('a Hotelbeds hotel in the panel', () => {
  // A step that cannot be done says which one, instead of waiting out the whole test.
  test.use({ actionTimeout: 30_000 });
  let standIn: HotelbedsStandIn;
  test.beforeAll(async () => {
    // An account contracted in reais (offers in another currency are sold at the agency's rate: README, suppliers).
    standIn = await HotelbedsStandIn.start({ host: '127.0.0.1', currency: 'BRL' });
  });
  test.afterAll(async () => {
    await standIn?.close();
  });

  test('an agent enables Hotelbeds, sees the cancellation terms before booking, books a Rio hotel by PIX, and cancels it also at Hotelbeds', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const stamp = Date.now();
    const name = `Hóspede Hotelbeds ${stamp}`;
    await signInAsDemoAgent(page);
    await useHotelbeds(page, true, standIn);
    try {
      await createClientInPanel(page, name, `hotelbeds-e2e-${stamp}@example.com`);

      // Hotelbeds' destinations are fetched the first time the autocomplete is used: Mallorca, which
      // Hotelbeds alone lists, shows once they are in. Rio, which both list, is offered once and
      // searches both suppliers.
      await page.goto('/hotels');
      const destination = page.getByRole('combobox', { name: 'Destino' });
      const mallorca = page.getByRole('option', { name: /Mallorca/ });
      const typed = ['mal', 'mall', 'mallo', 'mallor', 'mallorc', 'mallorca'];
      let attempt = 0;
      await expect(async () => {
        await destination.fill(typed[attempt++ % typed.length]!);
        await expect(mallorca).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 45_000 });
      await destination.fill('rio de janeiro');
      const rio = page.getByRole('option', { name: /Rio de Janeiro/ });
      await expect(rio).toHaveCount(1);
      await rio.click();
      await page.getByRole('button', { name: 'Buscar hotéis' }).click();
      // Both suppliers' hotels, cheapest first; the supplier filter keeps Hotelbeds'.
      await expect(page.getByText('Fornecedor: Sandbox').first()).toBeVisible({ timeout: 30_000 });
      await page.getByRole('combobox', { name: 'Fornecedor' }).selectOption('hotelbeds');
      await expect(page.getByText('Fornecedor: Sandbox')).toHaveCount(0);
      const card = page.getByRole('listitem').filter({ hasText: 'Copacabana Mar Hotel' });
      await expect(card.getByText('Fornecedor: Hotelbeds')).toBeVisible({ timeout: 30_000 });
      expect(standIn.requests.some((r) => r.operation === 'availability')).toBe(true);
      await card.getByRole('button', { name: 'Ver ofertas de Copacabana Mar Hotel' }).click();

      // The offers say their cancellation terms; the held offer repeats them before the agent books.
      const offers = page.getByRole('table').filter({ has: page.getByText('Cancelamento', { exact: true }) });
      await expect(offers.getByRole('row').nth(1)).toContainText(/Reembolsável até|Não reembolsável/);
      await page.getByRole('button', { name: 'Escolher' }).first().click();
      await expect(page.getByRole('form', { name: 'Reservar hotel' })).toBeVisible();
      await expect(page.getByTestId('hotel-cancellation-policy')).toHaveText(
        /Cancelamento: (sem multa até \d{2}\/\d{2}\/\d{4}.*; depois, o fornecedor cobra multa\.|não reembolsável .*) Fornecedor: Hotelbeds\.$/,
      );

      await page.getByRole('combobox', { name: 'Cliente' }).fill(String(stamp));
      await page.getByRole('option', { name: new RegExp(name) }).click();
      await expect(page.getByRole('radio', { name: 'PIX', exact: true })).toBeChecked();
      await page.getByRole('button', { name: 'Reservar hotel' }).click();
      await page.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
      await expect(page.getByTestId('hotel-payment-status')).toHaveText('Pago', { timeout: 30_000 });

      // Reserved at Hotelbeds: its reference is the supplier locator on the booking page, with its status.
      await expect.poll(() => standIn.bookings().length, { timeout: 30_000 }).toBe(1);
      const reservation = standIn.bookings()[0]!;
      expect(reservation).toMatchObject({ hotelCode: 200201, status: 'CONFIRMED' });
      await page.getByRole('link', { name: /^Ver reserva BK-/ }).click();
      await expect(page.getByTestId('booking-status')).toHaveText('Confirmada');
      await expect(page.getByTestId('booking-external-locator')).toHaveText(reservation.reference);
      await expect(page.getByTestId('booking-hotel-supplier')).toContainText('Hotelbeds · emitida');

      // Cancelled in the agency, then at Hotelbeds on purpose.
      await page.getByRole('button', { name: 'Cancelar reserva' }).click();
      await page
        .getByRole('alertdialog', { name: /^Confirmar cancelamento de / })
        .getByRole('button', { name: 'Confirmar cancelamento' })
        .click();
      await expect(page.getByTestId('booking-status')).toHaveText('Cancelada');
      expect(standIn.bookings()[0]!.status).toBe('CONFIRMED');
      const settlement = page.getByRole('region', { name: 'Pendências do cancelamento' });
      await settlement.getByRole('button', { name: 'Cancelar no fornecedor' }).click();
      await page
        .getByRole('alertdialog', { name: /^Confirmar cancelamento no fornecedor de / })
        .getByRole('button', { name: 'Cancelar no fornecedor' })
        .click();
      await expect(page.getByText('Reserva cancelada no fornecedor.')).toBeVisible({ timeout: 30_000 });
      expect(standIn.bookings()[0]!.status).toBe('CANCELLED');
      await expect(page.getByTestId('booking-hotel-supplier')).toContainText('Hotelbeds · cancelada no fornecedor');
    } finally {
      // Later tests search the demo agency's hotels without this stand-in.
      await useHotelbeds(page, false);
    }
  });
});
