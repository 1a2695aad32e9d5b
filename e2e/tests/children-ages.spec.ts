import { expect, test } from '@playwright/test';
// The stand-ins from @tas/suppliers' source (e2e does not depend on the package): real HTTP on 127.0.0.1,
// reached by the production server thanks to ALLOW_PRIVATE_TARGETS=1 (scripts/serve-app.mjs).
import { DUFFEL_STAND_IN_TOKEN, startDuffelStandIn, type DuffelStandIn } from '../../packages/suppliers/src/flights/duffel/stand-in/server';
import { HotelbedsStandIn } from '../../packages/suppliers/src/hotels/hotelbeds/stand-in/server';
import { fillCard } from '../support/card';
import { validCpf } from '../support/documents';
import { brDateIn, connectHotelbedsAndDuffel, signInAsOwnerOfNewTeam } from '../support/foreign-sale';
import { bookHotelPaidBySandboxPix } from '../support/hotel-sale';
import { createClientInPanel } from '../support/panel';
import {
  chooseFirstDuffelFare,
  fillFlightSearch,
  searchHotelbedsCopacabana,
  typeRioOnceHotelbedsDestinationsAreIn,
} from '../support/supplier-search';

// A family of two adults, a 4-year-old and a 6-month-old books a Hotelbeds hotel and a Duffel flight in
// the panel (issue #21). It changes supplier settings, so it runs on a team of its own made with the CLI,
// never on the shared demo agency.

// Birth dates by the day they count on: 4 years and two months before, and six months before.
const fourYearsBefore = (days: number) => brDateIn(days - (4 * 365 + 60));
const sixMonthsBefore = (days: number) => brDateIn(days - 183);

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
    await signInAsOwnerOfNewTeam(page, `Agência Família ${stamp}`, 'familia');

    await connectHotelbedsAndDuffel(page, hotelbeds, { token: DUFFEL_STAND_IN_TOKEN, url: duffel.url });

    await createClientInPanel(page, name, `familia-e2e-${stamp}@example.com`);

    // Hotel: Rio de Janeiro (Hotelbeds lists it once its destinations are in), 2 adults and 2 children of 4 and 0.
    await (await typeRioOnceHotelbedsDestinationsAreIn(page)).first().click();
    await page.getByLabel('Crianças').selectOption('2');
    await page.getByLabel('Idade da criança 1').selectOption('4');
    await page.getByLabel('Idade da criança 2').selectOption('0');
    // Both suppliers' hotels; the supplier filter keeps Hotelbeds'.
    const card = await searchHotelbedsCopacabana(page);
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
    await bookHotelPaidBySandboxPix(page);
    await expect.poll(() => hotelbeds.bookings().length, { timeout: 30_000 }).toBe(1);
    const children = hotelbeds.bookings()[0]!.paxes.filter((p) => p.type === 'CH');
    expect(children.map((p) => [p.name, p.age])).toEqual([
      ['Caio', 0],
      ['Bia', 4],
    ]);

    // Flight: GRU -> LIS on Duffel in 40 days, 2 adults, a child of 4 and an infant of 0.
    await fillFlightSearch(page, 'GRU', 'LIS', brDateIn(40));
    await page.getByLabel('Adultos').selectOption('2');
    await page.getByLabel('Crianças').selectOption('1');
    await page.getByLabel('Bebês').selectOption('1');
    await page.getByLabel('Idade da criança 1').selectOption('4');
    await page.getByLabel('Idade do bebê 1').selectOption('0');
    await chooseFirstDuffelFare(page);
    const offerRequest = duffel.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/air/offer_requests')).at(-1);
    expect((offerRequest!.body as any).data.passengers).toEqual([{ type: 'adult' }, { type: 'adult' }, { age: 4 }, { age: 0 }]);
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
    await fillCard(page, 'ANA SOUZA');
    await page.getByRole('button', { name: 'Reservar voo' }).click();
    await expect(page.getByTestId('flight-payment-status')).toHaveText('Pago', { timeout: 30_000 });
    expect(duffel.orders).toHaveLength(1);
    const sent = (duffel.orders[0]!.request as any).passengers as { given_name: string }[];
    expect(sent.map((p) => p.given_name)).toEqual(['Ana', 'Pedro', 'Bia', 'Caio']);
  });
});
