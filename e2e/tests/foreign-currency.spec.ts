import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
// The stand-ins from @tas/suppliers' source (e2e does not depend on the package): real HTTP on 127.0.0.1,
// reached by the production server thanks to ALLOW_PRIVATE_TARGETS=1 (scripts/serve-app.mjs), which
// also serves it the PTAX stand-in (PTAX_BASE_URL).
import { DUFFEL_STAND_IN_TOKEN, startDuffelStandIn, type DuffelStandIn } from '../../packages/suppliers/src/flights/duffel/stand-in/server';
import { HotelbedsStandIn } from '../../packages/suppliers/src/hotels/hotelbeds/stand-in/server';
import { fillCard } from '../support/card';
import { bookHotelPaidBySandboxPix } from '../support/hotel-sale';
import { validCpf } from '../support/documents';
import {
  brDateIn,
  centsOf,
  connectHotelbedsAndDuffel,
  decimal,
  expectTableFits,
  money,
  reaisPer,
  signInAsOwnerOfNewTeam,
  timesRate,
} from '../support/foreign-sale';
import { createClientInPanel, signInAsDemoAgent, submitLogin } from '../support/panel';
import {
  chooseFirstDuffelFare,
  fillFlightSearch,
  searchHotelbedsCopacabana,
  typeRioOnceHotelbedsDestinationsAreIn,
} from '../support/supplier-search';
import { createAgent, currentTeamId } from '../support/team';

// Issue #22 in the panel: a team whose Hotelbeds account prices in EUR and whose Duffel offers come in
// USD sells both in reais, the rate locked at prebook. EUR sells at the Banco Central's PTAX (the
// stand-in's) plus a spread, USD at a rate the agency enters. A team of its own: it changes settings.

/** Configurações › Câmbio: saves one currency's policy; answers the applied rate the panel then shows. */
async function saveExchangePolicy(page: Page, currency: string, policy: { source: 'ptax' | 'agency'; spread: string; rate?: string }) {
  const form = page.getByRole('form', { name: `Câmbio ${currency}` });
  await form.getByLabel('Fonte da taxa').selectOption(policy.source);
  await form.getByLabel('Spread (%)').fill(policy.spread);
  if (policy.rate) await form.getByLabel(`Taxa da agência (R$ por ${currency})`).fill(policy.rate);
  await form.getByRole('button', { name: `Salvar ${currency}` }).click();
  await expect(form.getByText(`Câmbio ${currency} salvo.`)).toBeVisible();
  // PTAX arrives from the server's refresh at start: the policy sells once its rate is in.
  const line = form.getByRole('status').filter({ hasText: /taxa aplicada|não são vendidas/ });
  await expect(async () => {
    await page.reload();
    await expect(line).toContainText(`vendendo ofertas em ${currency}`, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  const text = (await line.textContent())!;
  return { rate: /: R\$ ([\d.]+) ·/.exec(text)![1]!, applied: /taxa aplicada R\$ ([\d.]+)/.exec(text)![1]! };
}

/** The booking number a book step announces ("Reserva BK-… criada") and the total it charged. */
async function bookedSale(page: Page) {
  const created = page.getByRole('region', { name: 'Reserva criada' });
  const number = /Reserva (\S+) criada/.exec((await created.getByRole('status').first().textContent())!)![1]!;
  return { number, total: (await created.locator('strong').first().textContent())! };
}

test.describe('foreign-currency offers sold in reais in the panel', () => {
  test.use({ actionTimeout: 30_000 });
  let hotelbeds: HotelbedsStandIn;
  let duffel: DuffelStandIn;
  test.beforeAll(async () => {
    // The Hotelbeds stand-in prices in EUR unless told otherwise; the Duffel one in USD when asked.
    hotelbeds = await HotelbedsStandIn.start({ host: '127.0.0.1' });
    duffel = await startDuffelStandIn({ host: '127.0.0.1', currency: 'USD' });
  });
  test.afterAll(async () => {
    await hotelbeds?.close();
    await duffel?.close();
  });

  test('a Hotelbeds hotel in EUR and a Duffel flight in USD, booked in reais at the rate locked at prebook', async ({ page }) => {
    test.setTimeout(300_000);
    const stamp = Date.now();
    // A long name, as real ones are: the bookings list must still fit a 1366 px screen.
    const name = `Maria Aparecida dos Santos Câmbio ${stamp}`;
    await signInAsOwnerOfNewTeam(page, `Agência Câmbio ${stamp}`, 'cambio');
    await connectHotelbedsAndDuffel(page, hotelbeds, { token: DUFFEL_STAND_IN_TOKEN, url: duffel.url });
    const eur = await saveExchangePolicy(page, 'EUR', { source: 'ptax', spread: '2' });
    const eurRate = eur.applied;
    const usdRate = (await saveExchangePolicy(page, 'USD', { source: 'agency', spread: '0', rate: '5,4321' })).applied;
    expect(usdRate).toMatch(/^5\.4321/);
    await createClientInPanel(page, name, `cambio-e2e-${stamp}@example.com`);

    // Hotel: Rio de Janeiro at Hotelbeds, an offer in EUR shown in reais with its euros and rate.
    await (await typeRioOnceHotelbedsDestinationsAreIn(page)).first().click();
    const card = await searchHotelbedsCopacabana(page);
    await card.getByRole('button', { name: 'Ver ofertas de Copacabana Mar Hotel' }).click();
    const offers = page.getByRole('table', { name: 'Ofertas' });
    await expect(offers.getByTestId('supplier-price').first()).toContainText(
      new RegExp(`^€\\s[\\d.]+,\\d{2} × R\\$ ${eurRate.replace('.', ',')}$`),
    );
    await offers.getByRole('button', { name: 'Escolher' }).first().click();
    const hotelForm = page.getByRole('form', { name: 'Reservar hotel' });
    const hotelLocked = hotelForm.getByTestId('supplier-price');
    await expect(hotelLocked).toContainText('Preço do fornecedor:');
    await expect(hotelLocked).toContainText('€');
    await expect(hotelLocked).toContainText(`${reaisPer(eurRate, 'EUR')}: PTAX de venda de`);
    await expect(hotelLocked).toContainText('+ 2%');
    await expect(hotelLocked).toContainText('travado na pré-reserva');
    const hotelEur = (await hotelLocked.locator('strong').textContent())!;
    await page.getByRole('combobox', { name: 'Cliente' }).fill(String(stamp));
    await page.getByRole('option', { name: new RegExp(name) }).click();
    await bookHotelPaidBySandboxPix(page);
    await expect.poll(() => hotelbeds.bookings().length, { timeout: 30_000 }).toBe(1);
    const hotelSale = await bookedSale(page);

    // Flight: GRU -> LIS on Duffel in 40 days, a fare in USD shown in reais with its dollars and rate.
    await fillFlightSearch(page, 'GRU', 'LIS', brDateIn(40));
    await chooseFirstDuffelFare(page);
    const fare = page.getByRole('region', { name: 'Tarifa escolhida' }).getByTestId('supplier-price');
    await expect(fare).toContainText('US$');
    await expect(fare).toContainText(`${reaisPer(usdRate, 'USD')}: Taxa da agência de`);
    await page.getByRole('button', { name: 'Continuar para a reserva' }).click();
    const flightForm = page.getByRole('form', { name: 'Reservar voo' });
    await expect(flightForm.getByTestId('supplier-price')).toContainText(`${reaisPer(usdRate, 'USD')}: Taxa da agência`);
    await expect(flightForm.getByTestId('supplier-price')).toContainText('travado na pré-reserva');
    const flightUsd = (await flightForm.getByTestId('supplier-price').locator('strong').textContent())!;
    await page.getByRole('combobox', { name: 'Cliente' }).fill(String(stamp));
    await page.getByRole('option', { name: new RegExp(name) }).click();
    const passenger = page.getByRole('group', { name: 'Passageiro 1 (Adulto)' });
    await passenger.getByRole('textbox', { name: 'Nome', exact: true }).fill('Maria');
    await passenger.getByRole('textbox', { name: 'Sobrenome', exact: true }).fill('Santos');
    await passenger.getByLabel('Sexo').selectOption('F');
    await passenger.getByRole('textbox', { name: 'Nascimento' }).fill('12/04/1988');
    await passenger.getByLabel('Documento', { exact: true }).selectOption('cpf');
    await passenger.getByRole('textbox', { name: 'Número do documento' }).fill(validCpf(stamp));
    await page.getByLabel('Telefone de contato').fill('11987654321');
    await fillCard(page, 'MARIA SANTOS');
    await page.getByRole('button', { name: 'Reservar voo' }).click();
    await expect(page.getByTestId('flight-payment-status')).toHaveText('Pago', { timeout: 30_000 });
    // Duffel is paid from the balance in its own currency.
    expect((duffel.orders[0]!.request as any).payments[0]).toMatchObject({ type: 'balance', currency: 'USD' });
    const flightSale = await bookedSale(page);

    // The bookings list fits a 1366 x 768 screen: the status column whole, no sideways scroll.
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/bookings');
    const bookings = page.getByRole('region', { name: 'Reservas' });
    await expect(bookings.getByRole('row')).toHaveCount(3);
    const status = bookings.getByRole('columnheader', { name: 'Status' });
    const statusBox = (await status.boundingBox())!;
    expect(statusBox.x + statusBox.width).toBeLessThanOrEqual(1366);
    for (const badge of await bookings.getByRole('row').locator('td:last-child').all()) {
      const box = (await badge.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1366);
    }
    await expectTableFits(bookings);

    // Financeiro › Contas a receber: both customers' payments, in reais, with their total.
    await page.getByRole('navigation', { name: 'Navegação do painel' }).getByRole('link', { name: 'Financeiro' }).click();
    await expect(page).toHaveURL(/\/finance\/receivables/);
    await page.getByLabel('Situação').selectOption('all');
    const receivables = page.getByRole('region', { name: 'Contas a receber' });
    await expect(receivables.getByRole('row').filter({ hasText: hotelSale.number })).toContainText(hotelSale.total);
    await expect(receivables.getByRole('row').filter({ hasText: flightSale.number })).toContainText(flightSale.total);
    await expect(page.getByTestId('total-BRL')).toHaveText(money(centsOf(hotelSale.total) + centsOf(flightSale.total), 'BRL'));
    await expectTableFits(receivables);

    // Contas a pagar: the hotel's euros and the flight's dollars, each at the rate locked at prebook.
    await page.getByRole('navigation', { name: 'Financeiro' }).getByRole('link', { name: 'Contas a pagar' }).click();
    // The receivables page has the same filter: chosen there, its address-bar update would cancel this navigation.
    await expect(page).toHaveURL(/\/finance\/payables/);
    await page.getByLabel('Situação').selectOption('all');
    const payables = page.getByRole('region', { name: 'Contas a pagar' });
    const hotelPayable = payables.getByRole('row').filter({ hasText: hotelSale.number });
    await expect(hotelPayable).toContainText(hotelEur);
    await expect(hotelPayable).toContainText(`travado a R$ ${eur.rate.replace('.', ',')}`);
    await expect(payables.getByRole('row').filter({ hasText: flightSale.number })).toContainText(flightUsd);
    await expect(page.getByTestId('total-EUR')).toHaveText(hotelEur);
    await expect(page.getByTestId('total-USD')).toHaveText(flightUsd);
    await expectTableFits(payables);

    // The agency paid the hotel's euros at 6,0000 (not the locked rate): an exchange loss.
    await hotelPayable.getByRole('button', { name: `Marcar como pago ${hotelSale.number}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Câmbio pago (R$ por EUR)').fill('6,0000');
    await dialog.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await expect(dialog).toBeHidden();
    const eurCents = centsOf(hotelEur);
    const paidCents = eurCents * 6;
    const lockedCents = timesRate(eurCents, eur.rate);
    const loss = `Perda cambial ${money(paidCents - lockedCents, 'BRL')}`;
    await expect(hotelPayable).toContainText('Paga');
    await expect(hotelPayable).toContainText(money(paidCents, 'BRL'));
    await expect(hotelPayable).toContainText(loss);

    // The booking shows what the supplier cost and the loss.
    await hotelPayable.getByRole('link', { name: hotelSale.number }).click();
    const ledger = page.getByRole('region', { name: 'Financeiro' });
    await expect(ledger.getByTestId('ledger-payable')).toHaveText(hotelEur);
    await expect(ledger.getByTestId('ledger-locked-rate')).toHaveText(
      `Câmbio travado na pré-reserva: R$ ${eur.rate.replace('.', ',')} por EUR`,
    );
    await expect(ledger).toContainText(`Pago ${money(paidCents, 'BRL')}`);
    await expect(ledger).toContainText(/a R\$ 6(,0+)? por EUR/);
    await expect(ledger.getByTestId('exchange-difference')).toHaveText(loss);
    await expect(ledger.getByTestId('ledger-realised-margin')).toHaveText(money(centsOf(hotelSale.total) - paidCents, 'BRL'));

    // The CSV of Contas a pagar carries the same figures.
    await page.goto('/finance/payables?status=all');
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Baixar contas a pagar em CSV' }).click(),
    ]);
    const rows = parse<Record<string, string>>(await readFile(await csv.path()), { bom: true, columns: true });
    const hotelRow = rows.find((row) => row.Reserva === hotelSale.number)!;
    expect(hotelRow).toMatchObject({
      Fornecedor: 'hotelbeds',
      Valor: decimal(eurCents),
      Moeda: 'EUR',
      Status: 'paid',
      'Câmbio travado': eur.rate,
      'Pago (R$)': decimal(paidCents),
      'Variação cambial (R$)': decimal(lockedCents - paidCents),
    });
    expect(Number(hotelRow['Câmbio pago'])).toBe(6);
    expect(rows.find((row) => row.Reserva === flightSale.number)).toMatchObject({
      Fornecedor: 'duffel',
      Valor: decimal(centsOf(flightUsd)),
      Moeda: 'USD',
    });

    // Duffel debited its balance at the sale; the flight cancelled with Duffel's quote, Duffel owes the dollars back.
    await page.goto('/finance/payables?status=paid');
    const flightPayable = page.getByRole('region', { name: 'Contas a pagar' }).getByRole('row').filter({ hasText: flightSale.number });
    await expect(flightPayable.getByRole('button', { name: `Registrar crédito recebido ${flightSale.number}` })).toHaveCount(0);
    await flightPayable.getByRole('link', { name: flightSale.number }).click();
    await page.getByRole('button', { name: 'Cancelar com reembolso' }).click();
    const cancel = page.getByRole('alertdialog', { name: /^Cancelar BK-.* com reembolso$/ });
    await expect(cancel.getByTestId('cancellation-refund')).toHaveText(/R\$/, { timeout: 30_000 });
    await cancel.getByRole('button', { name: 'Confirmar cancelamento e reembolso' }).click();
    await expect(page.getByTestId('booking-status')).toHaveText('Cancelada', { timeout: 30_000 });
    await expect(page.getByTestId('ledger-supplier-credit')).toContainText('a receber');

    // The dollars came back at 5,5000: recorded once, in reais, on the list and the booking.
    await page.goto('/finance/payables?status=paid');
    await expect(flightPayable).toContainText('Crédito a receber: US$');
    const creditCents = centsOf((await flightPayable.getByText('Crédito a receber:').textContent())!);
    await flightPayable.getByRole('button', { name: `Registrar crédito recebido ${flightSale.number}` }).click();
    const receipt = page.getByRole('dialog');
    await receipt.getByLabel('Câmbio recebido (R$ por USD)').fill('5,5000');
    await receipt.getByRole('button', { name: 'Confirmar recebimento' }).click();
    await expect(receipt).toBeHidden();
    const backCents = timesRate(creditCents, '5.5');
    await expect(flightPayable).toContainText(`: ${money(backCents, 'BRL')}`);
    await expect(flightPayable).toContainText('Crédito recebido em');
    await expect(flightPayable.getByRole('button', { name: `Registrar crédito recebido ${flightSale.number}` })).toHaveCount(0);
    await flightPayable.getByRole('link', { name: flightSale.number }).click();
    await expect(page.getByTestId('ledger-supplier-credit')).toContainText(`recebido em`);
    await expect(page.getByTestId('ledger-supplier-credit')).toContainText(money(backCents, 'BRL'));

    // Início: the margin after exchange.
    await page.goto('/');
    await expect(page.getByTestId('kpi-margin-after-exchange')).toHaveText(/^R\$/);
  });

  test('an agent of the team sees no Financeiro, and its lists and files refuse them', async ({ page }) => {
    await signInAsDemoAgent(page);
    const agent = createAgent(await currentTeamId(page), 'financeiro');
    await page.context().clearCookies();
    await submitLogin(page, agent.email, agent.password);
    const nav = page.getByRole('navigation', { name: 'Navegação do painel' });
    await expect(nav.getByRole('link', { name: 'Reservas' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Financeiro' })).toHaveCount(0);
    await page.goto('/finance/payables');
    await expect(page.getByRole('alert').filter({ hasText: 'Você não tem permissão' })).toBeVisible();
    const file = await page.request.get('/api/reports/payables?format=csv');
    expect(file.status()).toBe(403);
    expect(await file.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});
