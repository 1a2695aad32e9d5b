import { expect, test } from '@playwright/test';
import { signInAsDemoAgent } from '../support/panel';

// Real Hotelbeds is never called from tests: the connection test runs before any account is saved,
// and Hotelbeds stays off for the demo agency (its saved account is never used).
test.describe('hotel suppliers in the panel', () => {
  test('Configurações: the connection test explains a missing account; a Hotelbeds account is saved write-only; results name their supplier', async ({ page }) => {
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
    await expect(page.getByRole('form', { name: 'Fornecedores de hotéis' }).getByText('Credenciais salvas. Preencha para trocar.')).toBeVisible();

    await page.goto('/hotels');
    await page.getByRole('combobox', { name: 'Destino' }).fill('rio');
    await page.getByRole('option', { name: /Rio de Janeiro/ }).first().click();
    await page.getByRole('button', { name: 'Buscar hotéis' }).click();
    await expect(page.getByText('Fornecedor: Sandbox').first()).toBeVisible({ timeout: 30_000 });
  });
});
