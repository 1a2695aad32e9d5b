import { expect, test, type Page } from '@playwright/test';
import { fillCard } from '../support/card';
import { validCpf } from '../support/documents';
import { brDateIn, centsOf, money as moneyIn, signInAsOwnerOfNewTeam } from '../support/foreign-sale';
import { bookHotelPaidBySandboxPix, chooseRioHotelFor, openConfirmedBooking, sellRioHotelBySandboxPix } from '../support/hotel-sale';
import { createClientInPanel, signInAsDemoAgent } from '../support/panel';

// The demo agency, whose cancellation fee is left as it is (none): the agent sees the supplier's
// penalty, the agency's fee and the refund before confirming, and the booking then records them.
test('an agent cancels a paid hotel with a quote: penalty, fee and refund shown before confirming, then refunded exactly', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  await signInAsDemoAgent(page);

  // A refundable stay in Rio, paid by PIX through the sandbox.
  await sellRioHotelBySandboxPix(
    page,
    { name: `Cliente Cancelamento ${stamp}`, email: `cancel-e2e-${stamp}@example.com`, search: String(stamp) },
    { refundable: true },
  );

  // The quote, before anything changes: free cancellation at the sandbox, no agency fee.
  await page.getByRole('button', { name: 'Cancelar com reembolso' }).click();
  const dialog = page.getByRole('alertdialog', { name: /^Cancelar BK-.* com reembolso$/ });
  const amounts = dialog.getByLabel('Valores do cancelamento');
  await expect(amounts).toContainText(/Multa do fornecedor\s*R\$\s?0,00/, { timeout: 30_000 });
  await expect(amounts).toContainText(/Taxa da agência\s*R\$\s?0,00/);
  const paidText = (await amounts.locator('.detail').filter({ hasText: 'Pago pelo cliente' }).locator('dd').textContent())!;
  const paid = Number(paidText.replace(/[^\d,]/g, '').replace(',', '.'));
  const refund = paid.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(dialog.getByTestId('cancellation-refund')).toHaveText(new RegExp(`R\\$\\s?${refund.replace('.', '\\.')}$`));
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmada');

  await dialog.getByRole('button', { name: 'Confirmar cancelamento e reembolso' }).click();
  await expect(
    page.getByText(new RegExp(`Reserva cancelada\\. Reembolso ao cliente: R\\$\\s?${refund.replace('.', '\\.')}\\.`)),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelada');
  await expect(page.getByTestId('booking-payment-status')).toHaveText('Estornado');
  const recorded = page.getByRole('region', { name: 'Cancelamento', exact: true });
  await expect(recorded).toContainText(/Taxa da agência\s*R\$\s?0,00/);
  await expect(recorded).toContainText(new RegExp(`Reembolsado ao cliente\\s*R\\$\\s?${refund.replace('.', '\\.')}`));
  // Nothing left to refund by hand.
  await expect(page.getByRole('button', { name: 'Cancelar com reembolso' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Estornar pagamento' })).toHaveCount(0);
});

/** Reais as the panel shows them: 123456 -> "R$ 1.234,56". */
const money = (cents: number) => moneyIn(cents, 'BRL');

/** A label and its amount in reais as the booking page shows them. */
const line = (label: string, cents: number) => new RegExp(`${label}\\s*${money(cents).replace(/[$.]/g, '\\$&')}`);

/**
 * The open "Cancelar com reembolso" dialog's figures in cents, once the quote is in; checks that the
 * refund is what was paid less the supplier's penalty and the agency's fee.
 */
async function quotedCancellation(page: Page, feeCents: number) {
  await page.getByRole('button', { name: 'Cancelar com reembolso' }).click();
  const dialog = page.getByRole('alertdialog', { name: /^Cancelar BK-.* com reembolso$/ });
  const amounts = dialog.getByLabel('Valores do cancelamento');
  await expect(amounts).toBeVisible({ timeout: 30_000 });
  const figure = async (label: string) =>
    centsOf((await amounts.locator('.detail').filter({ hasText: label }).locator('dd').textContent())!);
  const paid = await figure('Pago pelo cliente');
  const penalty = await figure('Multa do fornecedor');
  const fee = await figure('Taxa da agência');
  const refund = centsOf((await dialog.getByTestId('cancellation-refund').textContent())!);
  expect(penalty).toBeGreaterThan(0);
  expect(fee).toBe(Math.min(feeCents, paid - penalty));
  expect(refund).toBe(paid - penalty - fee);
  expect(refund).toBeGreaterThan(0);
  await expect(dialog).toContainText('Política do fornecedor de testes');
  return { dialog, paid, penalty, fee, refund };
}

/** Confirms the open dialog; the booking then shows the refund once, and a second confirmation refunds nothing. */
async function confirmAndCheckRefundedOnce(page: Page, quoted: Awaited<ReturnType<typeof quotedCancellation>>) {
  const { dialog, paid, penalty, fee, refund } = quoted;
  // The booking is unchanged until the agent confirms.
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmada');
  await dialog.getByRole('button', { name: 'Confirmar cancelamento e reembolso' }).click();
  await expect(page.getByText(`Reserva cancelada. Reembolso ao cliente: ${money(refund)}.`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelada');
  await expect(page.getByTestId('booking-payment-status')).toHaveText('Estornado');
  const recorded = page.getByRole('region', { name: 'Cancelamento', exact: true });
  await expect(recorded).toContainText(line('Multa do fornecedor', penalty));
  await expect(recorded).toContainText(line('Taxa da agência', fee));
  await expect(recorded).toContainText(line('Reembolsado ao cliente', refund));
  await expect(recorded.getByTestId('cancellation-payment-refund')).toHaveText(`${money(refund)} de ${money(paid)} (parcial)`);
  // Nothing left to refund by hand.
  await expect(page.getByRole('button', { name: 'Cancelar com reembolso' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Estornar pagamento' })).toHaveCount(0);

  // The same confirmation again (a double click, a retry): answered with what was recorded, nothing refunded.
  const id = /\/bookings\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  const again = await page.request.post('/api/trpc/cancellations.confirm', { data: { id, refund_amount: refund / 100 } });
  expect(again.ok(), await again.text()).toBe(true);
  expect(((await again.json()) as { result: { data: unknown } }).result.data).toMatchObject({
    refund_amount: refund / 100,
    refunded_now: false,
  });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cancelamento', exact: true }).getByTestId('cancellation-payment-refund')).toHaveText(
    `${money(refund)} de ${money(paid)} (parcial)`,
  );
}

// A team of its own (it sets a cancellation fee): a non-refundable sandbox hotel and a sandbox flight on
// a non-refundable fare, both paid, are cancelled with the supplier's penalty and the agency's fee.
test('an owner sets a cancellation fee; a paid non-refundable hotel and a paid flight are cancelled with a penalty, refunded the difference once', async ({
  page,
}) => {
  test.setTimeout(300_000);
  test.slow();
  const stamp = Date.now();
  await signInAsOwnerOfNewTeam(page, `Agência Multas ${stamp}`, 'penalty-owner');
  const feeCents = 1_500;

  // Configurações › Taxa de cancelamento: R$ 15,00 and no percent.
  await page.goto('/settings');
  const feeForm = page.getByRole('form', { name: 'Taxa de cancelamento da agência' });
  await feeForm.getByLabel('Valor fixo (R$)').fill('15,00');
  await feeForm.getByLabel('Percentual do valor pago (%)').fill('0');
  await feeForm.getByRole('button', { name: 'Salvar taxa de cancelamento' }).click();
  await expect(feeForm.getByText('Taxa de cancelamento salva.')).toBeVisible();

  const name = `Cliente Multa ${stamp}`;
  await createClientInPanel(page, name, `penalty-e2e-${stamp}@example.com`);

  // Hotel: a non-refundable room in Rio, paid by PIX through the sandbox: the sandbox keeps the net price.
  await chooseRioHotelFor(page, name, String(stamp), { nonRefundable: true });
  await bookHotelPaidBySandboxPix(page);
  await openConfirmedBooking(page);
  await confirmAndCheckRefundedOnce(page, await quotedCancellation(page, feeCents));

  // Flight: GRU -> GIG on the sandbox airline, its cheapest fare (non-refundable: the airline keeps the fare, gives back the taxes), paid by card.
  await page.goto('/flights');
  await page.getByRole('combobox', { name: 'Origem' }).fill('GRU');
  await page.getByRole('option', { name: /^GRU/ }).first().click();
  const destination = page.getByRole('combobox', { name: 'Destino' });
  await destination.fill('GIG');
  await expect(page.getByRole('option', { name: /^GIG/ }).first()).toBeVisible();
  await destination.press('Enter');
  await page.getByRole('textbox', { name: 'Ida', exact: true }).fill(brDateIn(35));
  await page.getByLabel('Fornecedor').selectOption('online_supplier');
  await page.getByRole('button', { name: 'Buscar voos' }).click();
  await page
    .getByRole('button', { name: /^Escolher tarifa / })
    .first()
    .click({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Continuar para a reserva' }).click();
  await expect(page.getByRole('form', { name: 'Reservar voo' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Cliente' }).fill(String(stamp));
  await page.getByRole('option', { name: new RegExp(name) }).click();
  const passenger = page.getByRole('group', { name: 'Passageiro 1 (Adulto)' });
  await passenger.getByLabel('Sexo').selectOption('F');
  await passenger.getByRole('textbox', { name: 'Nascimento' }).fill('15/04/1988');
  await passenger.getByRole('textbox', { name: 'Número do documento' }).fill(validCpf(stamp));
  await page.getByLabel('Telefone de contato').fill('11987654321');
  await fillCard(page, 'CLIENTE MULTA');
  await page.getByRole('button', { name: 'Reservar voo' }).click();
  await expect(page.getByTestId('flight-payment-status')).toHaveText('Pago', { timeout: 30_000 });
  await openConfirmedBooking(page);
  await confirmAndCheckRefundedOnce(page, await quotedCancellation(page, feeCents));
});
