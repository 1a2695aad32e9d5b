import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Hotéis, once the team's Hotelbeds destinations are in (fetched the first time the autocomplete is
 * used: Mallorca, which Hotelbeds alone lists, shows then); ends with "rio de janeiro" typed, its
 * options open for the caller to pick.
 */
export async function typeRioOnceHotelbedsDestinationsAreIn(page: Page): Promise<Locator> {
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
  return page.getByRole('option', { name: /Rio de Janeiro/ });
}

/**
 * "Buscar hotéis" with both suppliers on: once the sandbox's hotels are in, the supplier filter keeps
 * Hotelbeds'; answers the Hotelbeds stand-in's Copacabana Mar Hotel card.
 */
export async function searchHotelbedsCopacabana(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Buscar hotéis' }).click();
  await expect(page.getByText('Fornecedor: Sandbox').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('combobox', { name: 'Fornecedor' }).selectOption('hotelbeds');
  const card = page.getByRole('listitem').filter({ hasText: 'Copacabana Mar Hotel' });
  await expect(card.getByText('Fornecedor: Hotelbeds')).toBeVisible({ timeout: 30_000 });
  return card;
}

/** Voos: origin, destination and outbound date (dd/mm/aaaa) typed; the caller adds passengers and searches. */
export async function fillFlightSearch(page: Page, from: string, to: string, outbound: string): Promise<void> {
  await page.goto('/flights');
  await page.getByRole('combobox', { name: 'Origem' }).fill(from);
  await page
    .getByRole('option', { name: new RegExp(`^${from}`) })
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Destino' }).fill(to);
  await page
    .getByRole('option', { name: new RegExp(`^${to}`) })
    .first()
    .click();
  await expect(page.getByLabel(new RegExp(`^Destino: ${to}`))).toBeVisible();
  await page.getByRole('textbox', { name: 'Ida', exact: true }).fill(outbound);
}

/**
 * The filled search run on the online suppliers, and the first Duffel fare chosen (the sandbox answers
 * too: more flights are shown until a Duffel one is on the page).
 */
export async function chooseFirstDuffelFare(page: Page): Promise<void> {
  await page.getByLabel('Fornecedor').selectOption('online_supplier');
  await page.getByRole('button', { name: 'Buscar voos' }).click();
  await expect(page.getByRole('button', { name: /^Escolher tarifa / }).first()).toBeVisible({ timeout: 30_000 });
  const duffelCards = page.getByRole('listitem').filter({ hasText: 'Fornecedor: Duffel' });
  const more = page.getByRole('button', { name: 'Mostrar mais voos' });
  while ((await duffelCards.count()) === 0 && (await more.isVisible())) await more.click();
  const card = duffelCards.first();
  await expect(card).toBeVisible();
  await card
    .getByRole('button', { name: /^Escolher tarifa / })
    .first()
    .click();
}
