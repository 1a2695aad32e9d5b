import type { Page } from '@playwright/test';

/** A card every stand-in and the sandbox accept (4000 0000 0000 0002 is the one they decline). */
export const ACCEPTED_CARD = '4111111111111111';

/** A booking form's "Pagamento" by card: `holder` as printed, valid until 12/2030, CVV 123. */
export async function fillCard(page: Page, holder: string, number = ACCEPTED_CARD): Promise<void> {
  await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
  await page.getByRole('textbox', { name: 'Nome impresso no cartão' }).fill(holder);
  await page.getByRole('textbox', { name: 'Número do cartão' }).fill(number);
  await page.getByRole('textbox', { name: 'Validade' }).fill('122030');
  await page.getByRole('textbox', { name: 'CVV' }).fill('123');
}
