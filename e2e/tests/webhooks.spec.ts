import { expect, test } from '@playwright/test';
import { createApiKeyInPanel, signInAsDemoAgent } from '../support/panel';

test.describe('webhooks in the panel', () => {
  test('an agent registers an endpoint, sees its signing secret once, and the delivery of a booking made through the API', async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const url = `https://erp.example.test/hooks/${stamp}`;
    await signInAsDemoAgent(page);
    const apiKey = await createApiKeyInPanel(page, `Webhooks E2E ${stamp}`);

    await page.getByRole('navigation').getByRole('link', { name: 'Webhooks' }).click();
    await page.getByLabel('URL de destino').fill(url);
    await page.getByLabel('Descrição').fill('ERP da agência');
    await page.getByRole('button', { name: 'Criar webhook' }).click();
    await expect(page.getByTestId('new-webhook-secret')).toHaveText(/^whsec_[0-9A-Za-z]{32}$/);
    await page.getByRole('button', { name: 'Já guardei o segredo' }).click();
    await expect(page.getByTestId('new-webhook-secret')).toHaveCount(0);

    // A booking made by an integrator is an event for the endpoint.
    const auth = { authorization: `Bearer ${apiKey}` };
    const client = await request.post('/api/v1/clients', {
      headers: auth,
      data: { customer_type: 'individual', full_name: `Cliente Webhook ${stamp}`, email: `webhook.${stamp}@example.com` },
    });
    expect(client.status()).toBe(201);
    const customerId = (await client.json()).data.customer.id;
    const booking = await request.post('/api/v1/bookings', {
      headers: auth,
      data: { customer_id: customerId, type: 'experience', title: `Passeio ${stamp}` },
    });
    expect(booking.status()).toBe(201);

    await page.reload();
    const row = page.getByRole('row').filter({ hasText: url });
    await expect(row).toContainText('ERP da agência');
    await expect(page.getByText(/whsec_/)).toHaveCount(0);
    await row.getByRole('button', { name: 'Entregas' }).click();
    const deliveries = page.getByLabel('Entregas recentes');
    await expect(deliveries.getByRole('row').filter({ hasText: 'booking.created' })).toBeVisible();
  });
});
