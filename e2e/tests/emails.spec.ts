import { expect, test } from '@playwright/test';
import { createApiKeyInPanel, signInAsDemoAgent } from '../support/panel';

test.describe('e-mails in the panel', () => {
  test('a quote sent through the API is an e-mail to its customer, kept without SMTP and readable in "E-mails enviados"', async ({
    page,
    request,
  }) => {
    // The mail.send job runs on the minute: allow for one run.
    test.setTimeout(180_000);
    const stamp = Date.now();
    const email = `emails.${stamp}@example.com`;
    await signInAsDemoAgent(page);
    const apiKey = await createApiKeyInPanel(page, `E-mails E2E ${stamp}`);
    const auth = { authorization: `Bearer ${apiKey}` };

    const client = await request.post('/api/v1/clients', {
      headers: auth,
      data: { customer_type: 'individual', full_name: `Cliente E-mail ${stamp}`, email },
    });
    expect(client.status()).toBe(201);
    const customerId = (await client.json()).data.customer.id;
    const quote = await request.post('/api/v1/quotes', {
      headers: auth,
      data: {
        customer_id: customerId,
        title: `Gramado ${stamp}`,
        valid_until: '2099-12-31',
        items: [{ type: 'hotel', description: 'Hotel Serra', quantity: 2, unit_price: 1234.5 }],
      },
    });
    expect(quote.status()).toBe(201);
    const { id, number, share_url: shareUrl } = (await quote.json()).data.quote;
    expect((await request.patch(`/api/v1/quotes/${id}`, { headers: auth, data: { status: 'sent' } })).status()).toBe(200);

    await page.getByRole('navigation').getByRole('link', { name: 'E-mails enviados' }).click();
    await expect(page.getByRole('heading', { name: 'E-mails enviados' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Cotação enviada');
    // Without SMTP_URL the job keeps the message, rendered, for this page.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Guardado (sem SMTP)', { timeout: 2_000 });
    }).toPass({ timeout: 150_000, intervals: [5_000] });
    await expect(row).toContainText(`Sua cotação ${number}: Gramado ${stamp}`);

    await row.getByRole('button', { name: 'Ver' }).click();
    const body = page.frameLocator('iframe[title="Corpo do e-mail"]');
    await expect(body.getByText('R$ 2.469,00')).toBeVisible();
    await expect(body.getByText('31/12/2099')).toBeVisible();
    await expect(body.getByRole('link', { name: 'Ver cotação' })).toHaveAttribute('href', shareUrl);
  });
});
