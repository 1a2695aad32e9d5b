import type { Page } from '@playwright/test';

/**
 * The first sandbox hotel in Rio de Janeiro chosen for the client whose name holds `clientSearch`:
 * ends on the booking form, ready for "Reservar hotel". Its first offer, or its first non-refundable one.
 */
export async function chooseRioHotelFor(
  page: Page,
  clientName: string,
  clientSearch: string,
  { nonRefundable = false }: { nonRefundable?: boolean } = {},
): Promise<void> {
  await page.goto('/hotels');
  await page.getByRole('combobox', { name: 'Destino' }).fill('rio');
  await page
    .getByRole('option', { name: /Rio de Janeiro/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Buscar hotéis' }).click();
  await page
    .getByRole('button', { name: /^Ver ofertas de / })
    .first()
    .click({ timeout: 30_000 });
  const offers = nonRefundable ? page.getByRole('row').filter({ hasText: 'Não reembolsável' }) : page;
  await offers.getByRole('button', { name: 'Escolher' }).first().click();
  await page.getByRole('combobox', { name: 'Cliente' }).fill(clientSearch);
  await page.getByRole('option', { name: new RegExp(clientName) }).click();
}
