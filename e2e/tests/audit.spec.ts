import { expect, test } from '@playwright/test';
import { createApiKeyInPanel, signInAsDemoAgent } from '../support/panel';

test.describe('Auditoria', () => {
  test('an API key created in the panel shows in the audit log under its action filter, by its prefix only', async ({ page }) => {
    await signInAsDemoAgent(page);
    // No long digit run in the name: the log masks those as card numbers.
    const name = `Auditada ${Date.now().toString(36)}`;
    const apiKey = await createApiKeyInPanel(page, name);

    await page.getByRole('navigation').getByRole('link', { name: 'Auditoria' }).click();
    await expect(page.getByRole('heading', { name: 'Auditoria', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Ação', exact: true }).selectOption({ label: 'Chave de API criada' });
    await expect(page).toHaveURL(/action=api_key\.created/);

    const log = page.getByRole('region', { name: 'Registro de auditoria' });
    const row = log.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Chave de API criada');
    await expect(row).toContainText('Demo Agent <agent@demo.travel>');
    await expect(row).toContainText(`${apiKey.slice(0, 12)}…`);
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
    // Only events of that action are listed, and the key itself is nowhere on the page.
    await expect(log.getByRole('row').filter({ hasText: 'Entrada no painel' })).toHaveCount(0);
    await expect(page.getByText(apiKey)).toHaveCount(0);

    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(log.getByRole('row').filter({ hasText: 'Entrada no painel' }).first()).toBeVisible();
  });
});
