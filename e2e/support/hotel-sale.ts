import { expect, type Page } from '@playwright/test';
import { createClientInPanel } from './panel';

/** Hotéis: Rio de Janeiro from the autocomplete, searched with the form's default dates and guests. */
export async function searchRioHotels(page: Page): Promise<void> {
  await page.goto('/hotels');
  await page.getByRole('combobox', { name: 'Destino' }).fill('rio');
  await page
    .getByRole('option', { name: /Rio de Janeiro/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Buscar hotéis' }).click();
}

/**
 * The first sandbox hotel in Rio de Janeiro chosen for the client whose name holds `clientSearch`:
 * ends on the booking form, ready for "Reservar hotel". Its first offer; with `refundable`, the first
 * hotel once the list shows only refundable offers; with `nonRefundable`, its first non-refundable offer.
 */
export async function chooseRioHotelFor(
  page: Page,
  clientName: string,
  clientSearch: string,
  { nonRefundable = false, refundable = false }: { nonRefundable?: boolean; refundable?: boolean } = {},
): Promise<void> {
  await searchRioHotels(page);
  const firstHotel = page.getByRole('button', { name: /^Ver ofertas de / }).first();
  await expect(firstHotel).toBeVisible({ timeout: 30_000 });
  if (refundable) await page.getByLabel('Só reembolsáveis').check();
  await firstHotel.click();
  const offers = nonRefundable ? page.getByRole('row').filter({ hasText: 'Não reembolsável' }) : page;
  await offers.getByRole('button', { name: 'Escolher' }).first().click();
  await expect(page.getByRole('form', { name: 'Reservar hotel' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Cliente' }).fill(clientSearch);
  await page.getByRole('option', { name: new RegExp(clientName) }).click();
}

const bookingLinkOf = (page: Page) => page.getByRole('link', { name: /^Ver reserva BK-/ });
const bookingNumberOf = async (page: Page) => (await bookingLinkOf(page).textContent())!.replace('Ver reserva', '').trim();

/**
 * "Reservar hotel" with the form's PIX, paid by the sandbox's "bank" (the real webhook path): ends on
 * "Pago"; returns the booking's number.
 */
export async function bookHotelPaidBySandboxPix(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Reservar hotel' }).click();
  await page.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
  await expect(page.getByTestId('hotel-payment-status')).toHaveText('Pago', { timeout: 30_000 });
  return bookingNumberOf(page);
}

/** From a paid booking's result, its page ("Ver reserva BK-…"), confirmed; returns its number. */
export async function openConfirmedBooking(page: Page): Promise<string> {
  const bookingNumber = await bookingNumberOf(page);
  await bookingLinkOf(page).click();
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmada');
  return bookingNumber;
}

/**
 * A new client and a Rio hotel (see chooseRioHotelFor) sold to them by the sandbox's PIX: ends on the
 * confirmed booking's page; returns its number.
 */
export async function sellRioHotelBySandboxPix(
  page: Page,
  client: { name: string; email: string; search: string },
  offer: { nonRefundable?: boolean; refundable?: boolean } = {},
): Promise<string> {
  await createClientInPanel(page, client.name, client.email);
  await chooseRioHotelFor(page, client.name, client.search, offer);
  await bookHotelPaidBySandboxPix(page);
  return openConfirmedBooking(page);
}
