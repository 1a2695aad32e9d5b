import { expect, test, type Page } from '@playwright/test';
import { cityHallStep, connectAsaasAccount } from '../support/asaas';
import { fillCard } from '../support/card';
import { signInAsOwnerOfNewTeam } from '../support/foreign-sale';
import { chooseRioHotelFor, openConfirmedBooking, sellRioHotelBySandboxPix } from '../support/hotel-sale';
import { createClientInPanel } from '../support/panel';

/** Configurações › Nota fiscal: issue on confirmation, municipal service 09.02, ISS 2.5 %. */
async function issueInvoicesOnConfirmation(page: Page) {
  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'Nota fiscal de serviço' });
  await form.getByLabel('Quando emitir').selectOption({ label: 'Na confirmação da venda' });
  await form.getByLabel('Código do serviço municipal').fill('09.02');
  await form.getByLabel('Nome do serviço municipal').fill('Agenciamento de viagens');
  await form.getByLabel('ISS (%)').fill('2,5');
  await form.getByRole('button', { name: 'Salvar nota fiscal' }).click();
  await expect(form.getByText('Configurações da nota fiscal salvas.')).toBeVisible();
}

/** The booking page's "Nota fiscal" card, reloaded until its status reads `label` (the job and webhooks work apart). */
async function expectBookingInvoice(page: Page, label: string) {
  const invoice = page.getByRole('region', { name: 'Nota fiscal' });
  await expect(async () => {
    await page.reload();
    await expect(invoice.locator('[data-status]')).toHaveText(label, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  return invoice;
}

/** The booking's row in Notas fiscais. */
async function invoiceRow(page: Page, bookingNumber: string) {
  await page.getByRole('navigation').getByRole('link', { name: 'Notas fiscais' }).click();
  await expect(page.getByRole('heading', { name: 'Notas fiscais', level: 1 })).toBeVisible();
  return page.getByRole('region', { name: 'Notas fiscais' }).getByRole('row').filter({ hasText: bookingNumber });
}

// A team of its own whose gateway is Asaas: the run's Asaas stand-in process (support/asaas-stand-in-main.ts)
// takes the card, schedules the NFS-e, plays the city hall and sends Asaas' signed INVOICE_* webhooks.
test("through Asaas, a sale's NFS-e is scheduled, followed to authorised (number, PDF) and cancelled with the booking", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const apiKey = `$aact_e2e_${stamp}`;
  await signInAsOwnerOfNewTeam(page, `Agência NFS-e Asaas ${stamp}`, 'nfse-asaas');
  await connectAsaasAccount(page, apiKey);
  await issueInvoicesOnConfirmation(page);

  // A refundable hotel paid by card at Asaas: confirmed at once, so the invoices.issue job schedules the note.
  const name = `Cliente Asaas ${stamp}`;
  await createClientInPanel(page, name, `nfse-asaas-${stamp}@example.com`);
  await chooseRioHotelFor(page, name, String(stamp), { refundable: true });
  await fillCard(page, 'CLIENTE ASAAS');
  await page.getByRole('button', { name: 'Reservar hotel' }).click();
  await expect(page.getByTestId('hotel-payment-status')).toHaveText('Pago', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Simular pagamento (sandbox)' })).toHaveCount(0);
  const bookingNumber = await openConfirmedBooking(page);

  // Scheduled at Asaas and asked to issue: waiting for the city hall, no number yet.
  let invoice = await expectBookingInvoice(page, 'Agendada');
  await expect(invoice).not.toContainText('Nota de teste');
  await expect(invoice.getByRole('link', { name: /\(PDF\)$/ })).toHaveCount(0);
  await expect(await invoiceRow(page, bookingNumber)).toContainText('Agendada');
  await page.goBack();

  // The city hall synchronises, then authorises: each step reaches the app as a signed webhook.
  const [synchronized] = await cityHallStep(apiKey);
  expect(synchronized).toMatchObject({ status: 'SYNCHRONIZED' });
  await expectBookingInvoice(page, 'Na prefeitura');
  expect(await cityHallStep(apiKey)).toEqual([{ id: synchronized!.id, status: 'AUTHORIZED', answer: 200 }]);
  invoice = await expectBookingInvoice(page, 'Emitida');
  const pdf = invoice.getByRole('link', { name: /^\d+ \(PDF\)$/ });
  await expect(pdf).toHaveAttribute('href', `https://www.asaas.com/notafiscal/pdf/${synchronized!.id}`);
  const number = (await pdf.textContent())!.replace(' (PDF)', '');
  const row = await invoiceRow(page, bookingNumber);
  await expect(row).toContainText('Emitida');
  await expect(row.getByRole('link', { name: `${number} (PDF)` })).toBeVisible();
  await expect(row).not.toContainText('Teste');
  await page.goBack();

  // Cancelled in the panel with a full refund (no penalty, no agency fee): no revenue is left, so the
  // job asks Asaas to cancel the note, and the city hall's answer cancels it.
  await page.getByRole('button', { name: 'Cancelar com reembolso' }).click();
  const dialog = page.getByRole('alertdialog', { name: /^Cancelar BK-.* com reembolso$/ });
  await expect(dialog.getByLabel('Valores do cancelamento')).toContainText(/Multa do fornecedor\s*R\$\s?0,00/, { timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Confirmar cancelamento e reembolso' }).click();
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelada', { timeout: 30_000 });
  await expect(page.getByTestId('booking-payment-status')).toHaveText('Estornado');
  await expectBookingInvoice(page, 'Cancelando');
  expect(await cityHallStep(apiKey)).toEqual([{ id: synchronized!.id, status: 'CANCELED', answer: 200 }]);
  await expectBookingInvoice(page, 'Cancelada');
  await expect(await invoiceRow(page, bookingNumber)).toContainText('Cancelada');
});

// The sandbox gateway (and any test key) gets the sandbox's fake note, labelled as having no fiscal value.
test("through the sandbox, a sale's NFS-e is a test note, shown as such on the booking page and in Notas fiscais", async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  await signInAsOwnerOfNewTeam(page, `Agência NFS-e ${stamp}`, 'nfse');
  await issueInvoicesOnConfirmation(page);
  const bookingNumber = await sellRioHotelBySandboxPix(page, {
    name: `Cliente NFS-e ${stamp}`,
    email: `nfse-e2e-${stamp}@example.com`,
    search: String(stamp),
  });

  const invoice = await expectBookingInvoice(page, 'Emitida');
  await expect(invoice).toContainText(/TESTE-[0-9A-F]{8}/);
  await expect(invoice).toContainText('Nota de teste');
  const row = await invoiceRow(page, bookingNumber);
  await expect(row).toContainText('Emitida');
  await expect(row).toContainText('Teste');
  await expect(row).toContainText(/TESTE-/);
});
