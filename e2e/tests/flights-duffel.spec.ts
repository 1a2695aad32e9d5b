import { expect, test } from '@playwright/test';
// The stand-in from @tas/suppliers' source (e2e does not depend on the package): real HTTP on 127.0.0.1,
// reached by the production server thanks to ALLOW_PRIVATE_TARGETS=1 (scripts/serve-app.mjs).
import { DUFFEL_STAND_IN_TOKEN, startDuffelStandIn, type DuffelStandIn } from '../../packages/suppliers/src/flights/duffel/stand-in/server';
import { cancelAtSupplier, cancelInAgency } from '../support/booking-cancel';
import { fillCard } from '../support/card';
import { validCpf } from '../support/documents';
import { brDateIn } from '../support/foreign-sale';
import { createClientInPanel, signInAsDemoAgent } from '../support/panel';
import { chooseFirstDuffelFare, fillFlightSearch } from '../support/supplier-search';

test.describe('Duffel flights in the panel', () => {
  let standIn: DuffelStandIn;
  test.beforeAll(async () => {
    standIn = await startDuffelStandIn({ host: '127.0.0.1' });
  });
  test.afterAll(async () => {
    await standIn?.close();
  });

  test('an agent enables Duffel, books a GRU -> LIS Duffel fare by card, cancels it and cancels the order at Duffel', async ({ page }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const name = `Viajante Duffel ${stamp}`;
    await signInAsDemoAgent(page);

    // Configurações › Voos: Duffel, pointed at the stand-in; the connection test passes before saving.
    await page.goto('/settings');
    const duffel = page.getByRole('form', { name: 'Duffel' });
    await duffel.getByLabel('Token de acesso da Duffel').fill(DUFFEL_STAND_IN_TOKEN);
    await duffel.getByLabel('URL da API (opcional)').fill(standIn.url);
    await duffel.getByRole('button', { name: 'Testar conexão' }).click();
    await expect(duffel.getByRole('status').filter({ hasText: /^Conexão OK com um token de teste/ })).toBeVisible({ timeout: 20_000 });
    await duffel.getByRole('checkbox', { name: /Usar a Duffel/ }).check();
    await duffel.getByRole('button', { name: 'Salvar Duffel' }).click();
    await expect(duffel.getByText('Duffel salva.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('form', { name: 'Duffel' }).getByRole('checkbox', { name: /Usar a Duffel/ })).toBeChecked();
    await expect(page.getByRole('form', { name: 'Duffel' }).getByText('Token salvo. Preencha para trocar.')).toBeVisible();

    // The client the flight is booked for.
    await createClientInPanel(page, name, `duffel-e2e-${stamp}@example.com`);

    // Search GRU -> LIS (the stand-in's catalogue flies it) with automatic issuing.
    await fillFlightSearch(page, 'GRU', 'LIS', brDateIn(40));
    await chooseFirstDuffelFare(page);
    expect(standIn.requests.some((r) => r.method === 'POST' && r.path.startsWith('/air/offer_requests'))).toBe(true);
    await expect(page.getByLabel('Composição do preço')).toContainText(/Total\s*R\$\s?[\d.]+,\d{2}/);
    await page.getByRole('button', { name: 'Continuar para a reserva' }).click();

    // Passenger, contact and the sandbox card.
    const form = page.getByRole('form', { name: 'Reservar voo' });
    await expect(form).toBeVisible();
    await page.getByRole('combobox', { name: 'Cliente' }).fill(String(stamp));
    await page.getByRole('option', { name: new RegExp(name) }).click();
    const passenger = page.getByRole('group', { name: 'Passageiro 1 (Adulto)' });
    await expect(passenger.getByRole('textbox', { name: 'Sobrenome', exact: true })).toHaveValue(`Duffel ${stamp}`);
    await passenger.getByLabel('Sexo').selectOption('M');
    await passenger.getByRole('textbox', { name: 'Nascimento' }).fill('20/08/1985');
    await passenger.getByRole('textbox', { name: 'Número do documento' }).fill(validCpf(stamp));
    await page.getByLabel('Telefone de contato').fill('11987654321');
    await fillCard(page, 'VIAJANTE DUFFEL');
    await page.getByRole('button', { name: 'Reservar voo' }).click();

    // Paid, confirmed, issued at Duffel: the agency's locator, and Duffel's booking reference as the airline's.
    await expect(page.getByTestId('flight-payment-status')).toHaveText('Pago', { timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: /^Reserva BK-\d{4}-\d{6} criada: Confirmada\.$/ })).toBeVisible();
    expect(standIn.orders).toHaveLength(1);
    const order = standIn.orders[0]!.order as { id: string; booking_reference: string };
    await expect(page.getByTestId('flight-locator')).toHaveText(/^[A-Z2-9]{6}$/);
    await expect(page.getByLabel('Dados da reserva')).toContainText(order.booking_reference);

    await page.getByRole('link', { name: /^Ver reserva BK-/ }).click();
    await expect(page.getByTestId('booking-status')).toHaveText('Confirmada');
    await expect(page.getByTestId('booking-external-locator')).toHaveText(order.booking_reference);
    await expect(page.getByText(order.id, { exact: true })).toBeVisible();
    await expect(page.getByTestId('booking-payment-status')).toHaveText('Pago');

    // Cancelled in the agency, then at Duffel on purpose.
    await cancelInAgency(page);
    expect(standIn.cancellations).toHaveLength(0);
    await cancelAtSupplier(page);

    // The stand-in's own records: the order is cancelled through a confirmed cancellation.
    expect(standIn.cancellations).toEqual([expect.objectContaining({ order_id: order.id, confirmed_at: expect.any(String) })]);
    expect(standIn.orders[0]!.order).toMatchObject({ id: order.id, cancelled_at: expect.any(String) });
  });
});
