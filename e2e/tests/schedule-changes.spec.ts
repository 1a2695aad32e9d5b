import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
// The stand-in from @tas/suppliers' source (e2e does not depend on the package): real HTTP on 127.0.0.1,
// reached by the production server thanks to ALLOW_PRIVATE_TARGETS=1 (scripts/serve-app.mjs); it sends
// its signed webhook events to the server's PUBLIC_BASE_URL.
import { DUFFEL_STAND_IN_TOKEN, startDuffelStandIn, type DuffelStandIn } from '../../packages/suppliers/src/flights/duffel/stand-in/server';
import { runCli } from '../support/cli';
import { validCpf } from '../support/documents';
import { submitLogin } from '../support/panel';

// Issue #23 point 3: an airline moves a flight sold through Duffel; Duffel's signed event puts the change in
// "Alterações de voo" and the agent accepts it. Supplier settings change, so on a team of its own (CLI).
const DAY = 86_400_000;
const isoDay = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** A Duffel flight booked over REST with the team's live key, paid by the sandbox card; answers the booking. */
async function bookDuffelFlight(request: APIRequestContext, key: string, stamp: number) {
  const headers = { authorization: `Bearer ${key}` };
  const client = await request.post('/api/v1/clients', {
    headers,
    data: {
      customer_type: 'individual',
      full_name: `Viajante Alterado ${stamp}`,
      email: `alterado-${stamp}@example.com`,
      cpf: validCpf(stamp),
    },
  });
  expect(client.status(), await client.text()).toBe(201);
  const search = await request.post('/api/v1/flights/search', {
    headers,
    data: { origin: 'GRU', destination: 'LIS', departureDate: isoDay(45), adults: 1, provider: 'online_supplier' },
  });
  expect(search.status(), (await search.text()).slice(0, 300)).toBe(200);
  const found = (await search.json()).data;
  const group = found.flightGroups.find((g: { supplier?: string }) => g.supplier === 'duffel');
  expect(group, 'a Duffel offer in the search').toBeDefined();
  const offer = group.offers[0];
  const p = found.searchParams;
  const prebook = await request.post('/api/v1/flights/prebook', {
    headers,
    data: {
      rate_token: offer.rateToken,
      provider: p.provider,
      origin: p.origin,
      destination: p.destination,
      departure_date: p.departureDate,
      cabin_class: p.cabinClass,
      adults: p.adults,
      children: p.children,
      infants: p.infants,
      total_price: offer.price.total,
      currency: 'BRL',
    },
  });
  expect(prebook.status(), await prebook.text()).toBe(201);
  const book = await request.post('/api/v1/flights/book', {
    headers,
    data: {
      prebook_token: (await prebook.json()).data.prebook_token,
      customer_id: (await client.json()).data.customer.id,
      passengers: [
        {
          type: 'adult',
          first_name: 'Viajante',
          last_name: 'Alterado',
          gender: 'F',
          birth_date: '1988-04-12',
          document_type: 'cpf',
          document_number: validCpf(stamp),
          email: `alterado-${stamp}@example.com`,
          phone: '+55 21 98765-4321',
        },
      ],
      contact_email: `alterado-${stamp}@example.com`,
      contact_phone: '+55 21 98765-4321',
      payment: {
        method: 'credit_card',
        credit_card: {
          holder_name: 'VIAJANTE ALTERADO',
          number: '4111 1111 1111 1111',
          expiry_month: '12',
          expiry_year: '2035',
          ccv: '123',
        },
      },
    },
  });
  expect(book.status(), await book.text()).toBe(201);
  return (await book.json()).data.booking as { id: string; booking_number: string };
}

/**
 * A team of its own (CLI) whose owner connects Duffel's stand-in in Configurações and registers its webhook
 * from the panel; a Duffel flight is sold, then the airline moves it and the signed event reaches the server.
 */
async function changedDuffelSale(page: Page, request: APIRequestContext, duffel: DuffelStandIn) {
  const stamp = Date.now();
  const team = runCli(['team:create', '--name', `Agência Alterações ${stamp}`, '--plan', 'pro', '--sandbox']);
  const email = `alteracoes-${stamp}@e2e.test`;
  runCli(['user:create', '--team', String(team.team_id), '--email', email, '--password', 'changes-password-e2e', '--role', 'owner']);
  await submitLogin(page, email, 'changes-password-e2e');
  await expect(page.getByRole('heading', { name: 'Início' })).toBeVisible();

  // Configurações: Duffel on the stand-in, then its webhook registered from the panel.
  await page.goto('/settings');
  const settings = page.getByRole('form', { name: 'Duffel' });
  await settings.getByLabel('Token de acesso da Duffel').fill(DUFFEL_STAND_IN_TOKEN);
  await settings.getByLabel('URL da API (opcional)').fill(duffel.url);
  await settings.getByRole('checkbox', { name: /Usar a Duffel/ }).check();
  await settings.getByRole('button', { name: 'Salvar Duffel' }).click();
  await expect(settings.getByText('Duffel salva.')).toBeVisible();
  const webhook = page.getByRole('form', { name: 'Webhook da Duffel' });
  await expect(webhook.getByTestId('duffel-webhook-status')).toHaveText(/^Nenhum segredo salvo/);
  await webhook.getByRole('button', { name: 'Registrar na Duffel' }).click();
  await expect(webhook.getByTestId('duffel-webhook-status')).toHaveText(/^Segredo salvo/);
  const url = await webhook.getByTestId('duffel-webhook-url').textContent();
  expect(duffel.webhooks.map((w) => w.url)).toContain(url);

  // A Duffel flight sold, then the airline moves it: the signed event reaches the server.
  const booking = await bookDuffelFlight(request, String(team.api_key), stamp);
  const orderId = String(duffel.orders.at(-1)!.order.id);
  const { deliveries } = await duffel.detectAirlineChange(orderId);
  // The stand-in serves each test's team: only this team's delivery is this test's.
  expect(deliveries.filter((d) => d.url === url).map((d) => d.status)).toEqual([200]);

  return booking;
}

test.describe('airline schedule changes from Duffel', () => {
  let duffel: DuffelStandIn;
  test.beforeAll(async () => {
    duffel = await startDuffelStandIn({ host: '127.0.0.1' });
  });
  test.afterAll(async () => {
    await duffel?.close();
  });

  test('a signed change shows in Alterações de voo with the flights before and after, and the agent accepts it', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const booking = await changedDuffelSale(page, request, duffel);

    await page.goto('/alteracoes-de-voo');
    const card = page.getByRole('listitem', { name: `Alteração ${booking.booking_number}` });
    await expect(card).toBeVisible();
    await expect(card.getByRole('table', { name: 'Antes' })).toContainText('GRU');
    await expect(card.getByRole('table', { name: 'Depois' })).toContainText('GRU');
    await card.getByRole('button', { name: 'Aceitar' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${booking.booking_number} aceita na Duffel` })).toBeVisible();
    await expect(page.getByText('Nenhuma alteração de voo pendente.')).toBeVisible();
    expect(duffel.airlineChanges.at(-1)).toMatchObject({ action_taken: 'accepted' });
  });

  test('Solicitar alteração: the agent asks Duffel for flights on another date, sees their cost, picks one and the booking flies it', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const booking = await changedDuffelSale(page, request, duffel);
    const newDate = isoDay(48);

    await page.goto('/alteracoes-de-voo');
    const card = page.getByRole('listitem', { name: `Alteração ${booking.booking_number}` });
    await card.getByRole('button', { name: 'Solicitar alteração' }).click();
    const form = card.getByRole('form', { name: `Solicitar alteração ${booking.booking_number}` });
    await form.getByLabel('Nova data de partida').fill(newDate);
    await form.getByRole('button', { name: 'Buscar alternativas' }).click();
    const alternative = card.getByRole('listitem', { name: 'Alternativa 1' });
    await expect(alternative).toContainText('Custo da alteração');
    await expect(alternative).toContainText('R$');
    const shown = alternative.getByRole('table', { name: 'Alternativa 1' });
    const day = newDate.split('-').reverse().join('/');
    await expect(shown).toContainText(day);
    const flight = (await shown.locator('tbody tr td').first().textContent())!.trim();

    await alternative.getByRole('button', { name: 'Escolher este voo' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Confirmar novo voo para ${booking.booking_number}` });
    // The cost said before it is paid: debited from the agency's Duffel balance, or nothing.
    await expect(dialog).toContainText(/debita R\$\s?[\d.,]+ do saldo da agência|não cobra nada/);
    await dialog.getByRole('button', { name: 'Confirmar alteração' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${booking.booking_number} resolvida com o novo voo` })).toBeVisible();
    expect(duffel.orderChanges.at(-1)).toMatchObject({ confirmed_at: expect.any(String) });
    expect(duffel.airlineChanges.at(-1)).toMatchObject({ action_taken: 'changed' });

    // The booking shows the new flight.
    await page.goto(`/bookings/${booking.id}`);
    const trip = page.getByRole('region', { name: 'Voo' });
    await expect(trip).toContainText(day);
    await expect(trip).toContainText(flight);
  });
});
