import { expect, type Page } from '@playwright/test';

/** The booking page's "Cancelar reserva", confirmed: cancelled in the agency, the supplier not yet told. */
export async function cancelInAgency(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Cancelar reserva' }).click();
  await page
    .getByRole('alertdialog', { name: /^Confirmar cancelamento de / })
    .getByRole('button', { name: 'Confirmar cancelamento' })
    .click();
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelada');
}

/** "Pendências do cancelamento" › "Cancelar no fornecedor", confirmed: the supplier cancels it too. */
export async function cancelAtSupplier(page: Page): Promise<void> {
  const settlement = page.getByRole('region', { name: 'Pendências do cancelamento' });
  await settlement.getByRole('button', { name: 'Cancelar no fornecedor' }).click();
  await page
    .getByRole('alertdialog', { name: /^Confirmar cancelamento no fornecedor de / })
    .getByRole('button', { name: 'Cancelar no fornecedor' })
    .click();
  await expect(page.getByText('Reserva cancelada no fornecedor.')).toBeVisible({ timeout: 30_000 });
}
