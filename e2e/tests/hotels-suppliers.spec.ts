import { expect, test, type Page } from '@playwright/test';
// The stand-in from @tas/suppliers' source (e2e does not depend on the package): real HTTP on 127.0.0.1,
// reached by the production server thanks to ALLOW_PRIVATE_TARGETS=1 (scripts/serve-app.mjs).
import { HotelbedsStandIn } from '../../packages/suppliers/src/hotels/hotelbeds/stand-in/server';
import { cancelAtSupplier, cancelInAgency } from '../support/booking-cancel';
import { bookHotelPaidBySandboxPix, openConfirmedBooking, searchRioHotels } from '../support/hotel-sale';
import { createClientInPanel, signInAsDemoAgent } from '../support/panel';
import { searchHotelbedsCopacabana, typeRioOnceHotelbedsDestinationsAreIn } from '../support/supplier-search';

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

    await searchRioHotels(page);
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
      const rio = await typeRioOnceHotelbedsDestinationsAreIn(page);
      await expect(rio).toHaveCount(1);
      await rio.click();
      // Both suppliers' hotels, cheapest first; the supplier filter keeps Hotelbeds'.
      const card = await searchHotelbedsCopacabana(page);
      await expect(page.getByText('Fornecedor: Sandbox')).toHaveCount(0);
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
      await bookHotelPaidBySandboxPix(page);

      // Reserved at Hotelbeds: its reference is the supplier locator on the booking page, with its status.
      await expect.poll(() => standIn.bookings().length, { timeout: 30_000 }).toBe(1);
      const reservation = standIn.bookings()[0]!;
      expect(reservation).toMatchObject({ hotelCode: 200201, status: 'CONFIRMED' });
      await openConfirmedBooking(page);
      await expect(page.getByTestId('booking-external-locator')).toHaveText(reservation.reference);
      await expect(page.getByTestId('booking-hotel-supplier')).toContainText('Hotelbeds · emitida');

      // Cancelled in the agency, then at Hotelbeds on purpose.
      await cancelInAgency(page);
      expect(standIn.bookings()[0]!.status).toBe('CONFIRMED');
      await cancelAtSupplier(page);
      expect(standIn.bookings()[0]!.status).toBe('CANCELLED');
      await expect(page.getByTestId('booking-hotel-supplier')).toContainText('Hotelbeds · cancelada no fornecedor');
    } finally {
      // Later tests search the demo agency's hotels without this stand-in.
      await useHotelbeds(page, false);
    }
  });
});
