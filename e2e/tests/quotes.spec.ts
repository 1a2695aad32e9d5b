import { expect, test, type Page } from '@playwright/test';
import { createApiKeyInPanel, signInAsDemoAgent } from '../support/panel';

test.describe('quotes: built in the panel, answered on the share page, converted into a booking', () => {
  test('an agent sends a quote, the customer accepts it on a phone, and the agent converts it into a booking', async ({
    page,
    browser,
  }) => {
    const stamp = Date.now();
    const clientName = `Cliente Cotação ${stamp}`;
    const title = `Férias em Gramado ${stamp}`;
    await signInAsDemoAgent(page);

    const { shareUrl, quoteUrl } = await buildAndSendQuote(page, clientName, title);

    // The customer: no session, a phone-sized screen.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'pt-BR' });
    const customer = await phone.newPage();
    await customer.goto(shareUrl);
    await expect(customer.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(customer.getByText('Hotel Serra Azul, 3 noites')).toBeVisible();
    await expect(customer.getByText('Café da manhã incluso')).toBeVisible();
    await expect(customer.getByText('Desconto (10%)')).toBeVisible();
    await expect(customer.getByTestId('quote-total')).toHaveText('R$ 3.060,00');
    await expect(customer.getByTestId('quote-validity')).toContainText(/Válida até \d{2}\/\d{2}\/\d{4}/);
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const pdf = await customer.request.get(`${shareUrl}/pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await customer.getByRole('button', { name: 'Aceitar cotação' }).click();
    await customer.getByRole('alertdialog', { name: 'Confirmar aceite' }).getByRole('button', { name: 'Confirmar aceite' }).click();
    await expect(customer.getByText(/Você aceitou esta cotação/)).toBeVisible();
    await expect(customer.getByRole('button', { name: 'Aceitar cotação' })).toHaveCount(0);
    await customer.reload();
    await expect(customer.getByText(/Você aceitou esta cotação/)).toBeVisible();
    await phone.close();

    // Back in the panel: accepted, with the customer in the history; converting opens the booking.
    await page.goto(quoteUrl);
    const status = page.getByTestId('quote-status');
    await expect(status).toHaveText('Aceita');
    await expect(page.getByRole('list', { name: 'Mudanças da cotação' }).getByText('Cliente', { exact: false }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Converter em reserva' }).click();
    await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('booking-status')).toBeVisible();
    await expect(page.getByText(clientName).first()).toBeVisible();

    await page.goto(quoteUrl);
    await expect(page.getByRole('link', { name: 'Abrir reserva' })).toBeVisible();

    // The client's page lists the quote beside the booking it became.
    await page.getByRole('link', { name: clientName }).first().click();
    const clientQuotes = page.getByRole('region', { name: /Cotações/ });
    await expect(clientQuotes.getByText(title)).toBeVisible();
    await expect(clientQuotes.getByText('Aceita')).toBeVisible();
  });

  test('the customer declines with a reason; the link then offers no buttons and the panel shows the reason', async ({ page, browser }) => {
    const stamp = Date.now();
    const title = `Cruzeiro recusado ${stamp}`;
    await signInAsDemoAgent(page);
    const { shareUrl, quoteUrl } = await buildAndSendQuote(page, `Cliente Recusa ${stamp}`, title);

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'pt-BR' });
    const customer = await phone.newPage();
    await customer.goto(shareUrl);
    await customer.getByRole('button', { name: 'Recusar' }).click();
    const confirmation = customer.getByRole('alertdialog', { name: 'Confirmar recusa' });
    await confirmation.getByLabel('Motivo (opcional)').fill('Encontrei outra data');
    await confirmation.getByRole('button', { name: 'Confirmar recusa' }).click();
    await expect(customer.getByText(/Você recusou esta cotação/)).toBeVisible();
    await expect(customer.getByRole('button', { name: 'Aceitar cotação' })).toHaveCount(0);
    await phone.close();

    await page.goto(quoteUrl);
    await expect(page.getByTestId('quote-status')).toHaveText('Recusada');
    await expect(page.getByText('Encontrei outra data')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Converter em reserva' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancelar cotação' })).toHaveCount(0);
  });

  test('a quote changed after the customer opened it is not accepted unseen: the page shows the change and the new total is accepted', async ({
    page,
    browser,
    request,
  }) => {
    const stamp = Date.now();
    const title = `Serra alterada ${stamp}`;
    await signInAsDemoAgent(page);
    const { shareUrl, quoteUrl } = await buildAndSendQuote(page, `Cliente Versão ${stamp}`, title);
    const quoteId = quoteUrl.match(/[0-9a-f-]{36}/)![0];
    const apiKey = await createApiKeyInPanel(page, `Cotação alterada E2E ${stamp}`);

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'pt-BR' });
    const customer = await phone.newPage();
    await customer.goto(shareUrl);
    await expect(customer.getByTestId('quote-total')).toHaveText('R$ 3.060,00');

    // The agency drops the discount while the customer still has the old page open.
    const edit = await request.patch(`/api/v1/quotes/${quoteId}`, {
      headers: { Authorization: `Bearer ${apiKey}` },
      data: { discount_type: null },
    });
    expect(edit.status()).toBe(200);

    await customer.getByRole('button', { name: 'Aceitar cotação' }).click();
    await customer.getByRole('alertdialog', { name: 'Confirmar aceite' }).getByRole('button', { name: 'Confirmar aceite' }).click();
    await expect(customer.getByText(/A agência alterou esta cotação depois que você a abriu/)).toBeVisible();
    await expect(customer.getByTestId('quote-total')).toHaveText('R$ 3.400,00');

    await customer.getByRole('button', { name: 'Aceitar cotação' }).click();
    await customer.getByRole('alertdialog', { name: 'Confirmar aceite' }).getByRole('button', { name: 'Confirmar aceite' }).click();
    await expect(customer.getByText(/Você aceitou esta cotação/)).toBeVisible();
    await phone.close();

    await page.goto(quoteUrl);
    await expect(page.getByTestId('quote-status')).toHaveText('Aceita');
  });
});

/** The agent's side: a new client, a two-item quote with 10% off (R$ 3.060,00), saved and sent. */
async function buildAndSendQuote(page: Page, clientName: string, title: string): Promise<{ shareUrl: string; quoteUrl: string }> {
  const stamp = clientName.replace(/\D/g, '');
  // A client to quote for.
  await page.getByRole('navigation').getByRole('link', { name: 'Clientes' }).click();
  await page.getByRole('link', { name: 'Novo cliente' }).click();
  await page.getByLabel('Nome completo').fill(clientName);
  await page.getByLabel('E-mail').fill(`cotacao-${stamp}@example.com`);
  await page.getByRole('button', { name: 'Salvar cliente' }).click();
  await expect(page.getByRole('heading', { name: clientName, level: 1 })).toBeVisible();

  // The builder: two items of different types, a 10% discount, live totals.
  await page.getByRole('navigation').getByRole('link', { name: 'Cotações' }).click();
  await expect(page.getByRole('heading', { name: 'Cotações', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Nova cotação' }).first().click();
  await expect(page.getByRole('heading', { name: 'Nova cotação', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Cliente' }).fill(clientName);
  await page.getByRole('option', { name: new RegExp(clientName) }).click();
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Tipo do item 1').selectOption('hotel');
  await page.getByLabel('Descrição do item 1').fill('Hotel Serra Azul, 3 noites');
  await page.getByLabel('Detalhes do item 1').fill('Café da manhã incluso');
  await page.getByLabel('Quantidade do item 1').fill('2');
  await page.getByLabel('Preço unitário do item 1').fill('150000');
  await page.getByRole('button', { name: 'Adicionar item' }).click();
  await page.getByLabel('Tipo do item 2').selectOption('experience');
  await page.getByLabel('Descrição do item 2').fill('Passeio de Maria Fumaça');
  await page.getByLabel('Preço unitário do item 2').fill('40000');
  await page.getByRole('combobox', { name: 'Desconto', exact: true }).selectOption('percentage');
  await page.getByLabel('Percentual de desconto').fill('10');
  await expect(page.getByTestId('quote-builder-total')).toHaveText('R$ 3.060,00');
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();

  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const status = page.getByTestId('quote-status');
  await expect(status).toHaveText('Rascunho');
  await page.getByRole('button', { name: 'Enviar ao cliente' }).click();
  await expect(status).toHaveText('Enviada');
  const shareUrl = await page.getByLabel('Link da cotação').inputValue();
  expect(shareUrl).toMatch(/\/q\/[^/]+$/);
  return { shareUrl, quoteUrl: page.url() };
}
