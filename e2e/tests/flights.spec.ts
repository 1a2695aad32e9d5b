import { expect, test } from '@playwright/test';
import { validCpf } from '../support/documents';
import { createClientInPanel, signInAsDemoAgent, submitLogin } from '../support/panel';
import { createAgent, currentTeamId } from '../support/team';

/** dd/mm/aaaa `days` from today in São Paulo, as an agent types it. */
function brDateIn(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(date).split('-');
  return `${d}/${m}/${y}`;
}

test.describe('flights in the panel', () => {
  test('an agent books an offline GRU -> GIG flight paid by card; another agent issues it with the airline locator', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const name = `Passageira E2E ${stamp}`;
    await signInAsDemoAgent(page);

    // The client the flight is booked for.
    await createClientInPanel(page, name, `flight-e2e-${stamp}@example.com`);

    // Search: both airports from the autocomplete, one-way a few weeks ahead, one adult, offline issuing.
    await page.getByRole('navigation').getByRole('link', { name: 'Voos' }).click();
    await expect(page.getByRole('heading', { name: 'Voos', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Origem' }).fill('GRU');
    await page.getByRole('option', { name: /^GRU/ }).first().click();
    await expect(page.getByLabel(/^Origem: GRU/)).toBeVisible();
    // Keyboard choice for the destination: type, then Enter on the highlighted option.
    const destination = page.getByRole('combobox', { name: 'Destino' });
    await destination.fill('GIG');
    await expect(page.getByRole('option', { name: /^GIG/ }).first()).toBeVisible();
    await destination.press('Enter');
    await expect(page.getByLabel(/^Destino: GIG/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Ida', exact: true }).fill(brDateIn(35));
    await page.getByLabel('Fornecedor').selectOption('offline_supplier');
    await page.getByRole('button', { name: 'Buscar voos' }).click();

    // Results grouped by flight with their fares; the cheapest fare of the first flight is chosen.
    const firstFare = page.getByRole('button', { name: /^Escolher tarifa / }).first();
    await expect(firstFare).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^\d+ de \d+ voos$/)).toBeVisible();
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: /Direto|parada/ })
        .first(),
    ).toBeVisible();
    await firstFare.click();

    // The rate: fare, DU (none offline), taxes and total, in reais.
    const pricing = page.getByLabel('Composição do preço');
    await expect(pricing).toBeVisible();
    await expect(pricing).toContainText('Tarifa');
    await expect(pricing).toContainText('DU (taxa de serviço)');
    await expect(pricing).toContainText('Taxas de embarque');
    await expect(pricing).toContainText(/Total\s*R\$\s?[\d.]+,\d{2}/);
    await page.getByRole('button', { name: 'Continuar para a reserva' }).click();

    // Book: the client, the adult passenger (name taken from the client), contact and a card.
    const form = page.getByRole('form', { name: 'Reservar voo' });
    await expect(form).toBeVisible();
    await expect(form.getByText(/Tarifa reservada até/)).toBeVisible();
    await page.getByRole('combobox', { name: 'Cliente' }).fill(String(stamp));
    await page.getByRole('option', { name: new RegExp(name) }).click();
    const passenger = page.getByRole('group', { name: 'Passageiro 1 (Adulto)' });
    await expect(passenger.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Passageira');
    await expect(passenger.getByRole('textbox', { name: 'Sobrenome', exact: true })).toHaveValue(`E2E ${stamp}`);
    await passenger.getByLabel('Sexo').selectOption('F');
    await passenger.getByRole('textbox', { name: 'Nascimento' }).fill('15/04/1988');
    await passenger.getByRole('textbox', { name: 'Número do documento' }).fill(validCpf(stamp));
    await expect(page.getByLabel('E-mail de contato')).toHaveValue(`flight-e2e-${stamp}@example.com`);
    await page.getByLabel('Telefone de contato').fill('11987654321');
    await expect(page.getByLabel('Telefone de contato')).toHaveValue('(11) 98765-4321');
    await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
    await page.getByRole('textbox', { name: 'Nome impresso no cartão' }).fill('PASSAGEIRA E2E');
    await page.getByRole('textbox', { name: 'Número do cartão' }).fill('4111111111111111');
    await expect(page.getByRole('textbox', { name: 'Número do cartão' })).toHaveValue('4111 1111 1111 1111');
    await page.getByRole('textbox', { name: 'Validade' }).fill('122030');
    await page.getByRole('textbox', { name: 'CVV' }).fill('123');
    await page.getByRole('button', { name: 'Reservar voo' }).click();

    // Paid at once and confirmed; the airline locator comes later (offline issuing).
    await expect(page.getByTestId('flight-payment-status')).toHaveText('Pago', { timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: /^Reserva BK-\d{4}-\d{6} criada: Confirmada\.$/ })).toBeVisible();
    await expect(page.getByTestId('flight-locator')).toHaveText(/^[A-Z2-9]{6}$/);
    const bookingLink = page.getByRole('link', { name: /^Ver reserva BK-/ });
    const bookingNumber = ((await bookingLink.textContent()) ?? '').replace('Ver reserva', '').trim();
    const bookingHref = (await bookingLink.getAttribute('href'))!;
    expect(bookingHref).toMatch(/^\/bookings\/[0-9a-f-]{36}$/);

    // Another agent of the same team, in a browser of their own, issues it.
    const issuer = createAgent(await currentTeamId(page), 'flights-issuer');
    const use = testInfo.project.use;
    const context = await browser.newContext({ baseURL: use.baseURL, locale: use.locale, timezoneId: use.timezoneId });
    try {
      const other = await context.newPage();
      await submitLogin(other, issuer.email, issuer.password);
      await expect(other.getByRole('heading', { name: 'Início' })).toBeVisible();
      await other.goto('/flights');
      await other.getByRole('link', { name: 'Emissões pendentes' }).click();
      await expect(other.getByRole('heading', { name: 'Emissões pendentes', level: 1 })).toBeVisible();

      const row = other.getByRole('listitem', { name: `Emissão ${bookingNumber}`, exact: true });
      await expect(row).toContainText('GRU → GIG');
      await expect(row).toContainText(name);
      await expect(row).toContainText('Adulto');
      await expect(row.getByTestId('to-issue-payment')).toHaveText('Pago');
      await row.getByLabel(`Localizador da companhia de ${bookingNumber}`).fill('qx7p2m');
      await expect(row.getByLabel(`Localizador da companhia de ${bookingNumber}`)).toHaveValue('QX7P2M');
      await row.getByRole('button', { name: 'Emitir' }).click();

      // It leaves the queue; the notice links the booking, now showing the airline locator.
      await expect(
        other.getByRole('status').filter({ hasText: `Reserva ${bookingNumber} emitida com o localizador QX7P2M.` }),
      ).toBeVisible();
      await expect(other.getByRole('listitem', { name: `Emissão ${bookingNumber}`, exact: true })).toHaveCount(0);
      await other.getByRole('status').getByRole('link', { name: bookingNumber }).click();
      await expect(other).toHaveURL(new RegExp(`${bookingHref}$`));
      await expect(other.getByTestId('booking-status')).toHaveText('Confirmada');
      await expect(other.getByTestId('booking-external-locator')).toHaveText('QX7P2M');
      await expect(other.getByTestId('booking-payment-status')).toHaveText('Pago');
      await expect(other.getByText('VISA •••• 1111')).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
