import { expect, test, type Page } from '@playwright/test';
// The stand-ins from @tas/suppliers' source (e2e does not depend on the package): real HTTP on 127.0.0.1,
// reached by the production server thanks to ALLOW_PRIVATE_TARGETS=1 (scripts/serve-app.mjs).
import { DUFFEL_STAND_IN_TOKEN, startDuffelStandIn, type DuffelStandIn } from '../../packages/suppliers/src/flights/duffel/stand-in/server';
import { HotelbedsStandIn } from '../../packages/suppliers/src/hotels/hotelbeds/stand-in/server';
import { runCli } from '../support/cli';
import { validCpf } from '../support/documents';
import { createClientInPanel, submitLogin } from '../support/panel';

// A family of two adults, a 4-year-old and a 6-month-old books a Hotelbeds hotel and a Duffel flight in
// the panel (issue #21). It changes supplier settings, so it runs on a team of its own made with the CLI,
// never on the shared demo agency.
const DAY = 86_400_000;

/** dd/mm/aaaa of a day `days` from today (UTC noon: far from any midnight). */
function brDate(days: number): string {
  const date = new Date(Math.floor(Date.now() / DAY) * DAY + 12 * 3_600_000 + days * DAY);
  return `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
}

// Birth dates by the day they count on: 4 years and two months before, and six months before.
const fourYearsBefore = (days: number) => brDate(days - (4 * 365 + 60));
const sixMonthsBefore = (days: number) => brDate(days - 183);

async function signInAsFamilyAgencyOwner(page: Page, stamp: number) {
  const team = runCli(['team:create', '--name', `Agência Família ${stamp}`, '--plan', 'pro', '--sandbox']);
  const email = `familia-${stamp}@e2e.test`;
  const password = 'family-password-e2e';
  runCli(['user:create', '--team', String(team.team_id), '--email', email, '--password', password, '--role', 'owner']);
  await submitLogin(page, email, password);
  await expect(page.getByRole('heading', { name: 'Início' })).toBeVisible();
}

test.describe('children and infants by age in the panel', () => {
  test.use({ actionTimeout: 30_000 });
  let hotelbeds: HotelbedsStandIn;
  let duffel: DuffelStandIn;
  test.beforeAll(async () => {
    // An account contracted in reais: offers in another currency are never sold.
    hotelbeds = await HotelbedsStandIn.start({ host: '127.0.0.1', currency: 'BRL' });
    duffel = await startDuffelStandIn({ host: '127.0.0.1' });
  });
  test.afterAll(async () => {
    await hotelbeds?.close();
    await duffel?.close();
  });

  test('two adults, a 4-year-old and a 6-month-old book a Hotelbeds hotel and a Duffel flight', async ({ page }) => {
    test.setTimeout(300_000);
    const stamp = Date.now();
    const name = `Família Souza ${stamp}`;
    await signInAsFamilyAgencyOwner(page, stamp);

    // Configurações: Hotelbeds and Duffel, pointed at the stand-ins.
    await page.goto('/settings');
    const hotelSuppliers = page.getByRole('form', { name: 'Fornecedores de hotéis' });
    await hotelSuppliers.getByLabel('API key da Hotelbeds').fill(hotelbeds.apiKey);
    await hotelSuppliers.getByLabel('Secret da Hotelbeds').fill(hotelbeds.secret);
    await hotelSuppliers.getByLabel('URL da API da Hotelbeds').fill(hotelbeds.url);
    await hotelSuppliers.getByRole('checkbox', { name: /Usar Hotelbeds/ }).check();
    await hotelSuppliers.getByRole('button', { name: 'Salvar fornecedores' }).click();
    await expect(hotelSuppliers.getByText('Fornecedores salvos.')).toBeVisible();
    const duffelForm = page.getByRole('form', { name: 'Duffel' });
    await duffelForm.getByLabel('Token de acesso da Duffel').fill(DUFFEL_STAND_IN_TOKEN);
    await duffelForm.getByLabel('URL da API (opcional)').fill(duffel.url);
    await duffelForm.getByRole('checkbox', { name: /Usar a Duffel/ }).check();
    await duffelForm.getByRole('button', { name: 'Salvar Duffel' }).click();
    await expect(duffelForm.getByText('Duffel salva.')).toBeVisible();

    await createClientInPanel(page, name, `familia-e2e-${stamp}@example.com`);

    // Hotel: Rio de Janeiro (Hotelbeds lists it once its destinations are in), 2 adults and 2 children of 4 and 0.
    await page.goto('/hotels');
    const destination = page.getByRole('combobox', { name: 'Destino' });
    const rio = page.getByRole('option', { name: /Rio de Janeiro/ });
    const mallorca = page.getByRole('option', { name: /Mallorca/ });
    const typed = ['mal', 'mall', 'mallo', 'mallor', 'mallorc', 'mallorca'];
    let attempt = 0;
    await expect(async () => {
      await destination.fill(typed[attempt++ % typed.length]!);
      await expect(mallorca).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    await destination.fill('rio de janeiro');
    await rio.first().click();
    await page.getByLabel('Crianças').selectOption('2');
    await page.getByLabel('Idade da criança 1').selectOption('4');
    await page.getByLabel('Idade da criança 2').selectOption('0');
    await page.getByRole('button', { name: 'Buscar hotéis' }).click();
    // Both suppliers' hotels; the supplier filter keeps Hotelbeds'.
    await expect(page.getByText('Fornecedor: Sandbox').first()).toBeVisible({ timeout: 30_000 });
    await page.getByRole('combobox', { name: 'Fornecedor' }).selectOption('hotelbeds');
    const card = page.getByRole('listitem').filter({ hasText: 'Copacabana Mar Hotel' });
    await expect(card.getByText('Fornecedor: Hotelbeds')).toBeVisible({ timeout: 30_000 });
    const asked = hotelbeds.requests.filter((r) => r.operation === 'availability').map((r) => r.body as any);
    expect(asked.at(-1).occupancies[0].paxes).toEqual([
      { type: 'CH', age: 0 },
      { type: 'CH', age: 4 },
    ]);
    await card.getByRole('button', { name: 'Ver ofertas de Copacabana Mar Hotel' }).click();
    await page.getByRole('button', { name: 'Escolher' }).first().click();
    const hotelForm = page.getByRole('form', { name: 'Reservar hotel' });
    await expect(hotelForm).toBeVisible();
    await page.getByRole('combobox', { name: 'Cliente' }).fill(String(stamp));
    await page.getByRole('option', { name: new RegExp(name) }).click();
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Adicionar hóspede' }).click();
    const guest = async (n: number, first: string, birth?: string) => {
      await page.getByRole('textbox', { name: `Nome do hóspede ${n}`, exact: true }).fill(first);
      await page.getByRole('textbox', { name: `Sobrenome do hóspede ${n}`, exact: true }).fill('Souza');
      if (birth) await page.getByRole('textbox', { name: `Nascimento do hóspede ${n}`, exact: true }).fill(birth);
    };
    await guest(2, 'Pedro');
    await guest(3, 'Bia', fourYearsBefore(30));
    await guest(4, 'Caio', sixMonthsBefore(30));
    await page.getByRole('button', { name: 'Reservar hotel' }).click();
    await page.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
    await expect(page.getByTestId('hotel-payment-status')).toHaveText('Pago', { timeout: 30_000 });
    await expect.poll(() => hotelbeds.bookings().length, { timeout: 30_000 }).toBe(1);
    const children = hotelbeds.bookings()[0]!.paxes.filter((p) => p.type === 'CH');
    expect(children.map((p) => [p.name, p.age])).toEqual([
      ['Caio', 0],
      ['Bia', 4],
    ]);

    // Flight: GRU -> LIS on Duffel in 40 days, 2 adults, a child of 4 and an infant of 0.
    await page.goto('/flights');
    await page.getByRole('combobox', { name: 'Origem' }).fill('GRU');
    await page.getByRole('option', { name: /^GRU/ }).first().click();
    await page.getByRole('combobox', { name: 'Destino' }).fill('LIS');
    await page.getByRole('option', { name: /^LIS/ }).first().click();
    await page.getByRole('textbox', { name: 'Ida', exact: true }).fill(brDate(40));
    await page.getByLabel('Adultos').selectOption('2');
    await page.getByLabel('Crianças').selectOption('1');
    await page.getByLabel('Bebês').selectOption('1');
    await page.getByLabel('Idade da criança 1').selectOption('4');
    await page.getByLabel('Idade do bebê 1').selectOption('0');
    await page.getByLabel('Fornecedor').selectOption('online_supplier');
    await page.getByRole('button', { name: 'Buscar voos' }).click();
    await expect(page.getByRole('button', { name: /^Escolher tarifa / }).first()).toBeVisible({ timeout: 30_000 });
    const offerRequest = duffel.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/air/offer_requests')).at(-1);
    expect((offerRequest!.body as any).data.passengers).toEqual([{ type: 'adult' }, { type: 'adult' }, { age: 4 }, { age: 0 }]);
    const duffelCards = page.getByRole('listitem').filter({ hasText: 'Fornecedor: Duffel' });
    const more = page.getByRole('button', { name: 'Mostrar mais voos' });
    while ((await duffelCards.count()) === 0 && (await more.isVisible())) await more.click();
    await duffelCards
      .first()
      .getByRole('button', { name: /^Escolher tarifa / })
      .first()
      .click();
    await page.getByRole('button', { name: 'Continuar para a reserva' }).click();
    await expect(page.getByRole('form', { name: 'Reservar voo' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Cliente' }).fill(String(stamp));
    await page.getByRole('option', { name: new RegExp(name) }).click();
    const passenger = async (n: number, type: string, first: string, gender: 'M' | 'F', birth: string, document: [string, string]) => {
      const group = page.getByRole('group', { name: `Passageiro ${n} (${type})` });
      await group.getByRole('textbox', { name: 'Nome', exact: true }).fill(first);
      await group.getByRole('textbox', { name: 'Sobrenome', exact: true }).fill('Souza');
      await group.getByLabel('Sexo').selectOption(gender);
      await group.getByRole('textbox', { name: 'Nascimento' }).fill(birth);
      await group.getByLabel('Documento', { exact: true }).selectOption(document[0]);
      await group.getByRole('textbox', { name: 'Número do documento' }).fill(document[1]);
    };
    await passenger(1, 'Adulto', 'Ana', 'F', '12/04/1988', ['cpf', validCpf(stamp)]);
    await passenger(2, 'Adulto', 'Pedro', 'M', '30/09/1986', ['cpf', validCpf(stamp + 1)]);
    await passenger(3, 'Criança', 'Bia', 'F', fourYearsBefore(40), ['passport', 'FX123456']);
    await passenger(4, 'Bebê', 'Caio', 'M', sixMonthsBefore(40), ['passport', 'FX654321']);
    await page.getByLabel('Telefone de contato').fill('11987654321');
    await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
    await page.getByRole('textbox', { name: 'Nome impresso no cartão' }).fill('ANA SOUZA');
    await page.getByRole('textbox', { name: 'Número do cartão' }).fill('4111111111111111');
    await page.getByRole('textbox', { name: 'Validade' }).fill('122030');
    await page.getByRole('textbox', { name: 'CVV' }).fill('123');
    await page.getByRole('button', { name: 'Reservar voo' }).click();
    await expect(page.getByTestId('flight-payment-status')).toHaveText('Pago', { timeout: 30_000 });
    expect(duffel.orders).toHaveLength(1);
    const sent = (duffel.orders[0]!.request as any).passengers as { given_name: string }[];
    expect(sent.map((p) => p.given_name)).toEqual(['Ana', 'Pedro', 'Bia', 'Caio']);
  });
});
