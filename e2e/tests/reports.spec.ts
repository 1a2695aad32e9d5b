import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { validCpf } from '../support/documents';
import { createApiKeyInPanel, signInAsDemoAgent } from '../support/panel';

/** A confirmed manual booking of a new client, made through the REST API with the key. */
async function confirmedBooking(request: APIRequestContext, key: string, title: string, total: number) {
  const headers = { Authorization: `Bearer ${key}` };
  const stamp = Date.now();
  const client = await request.post('/api/v1/clients', {
    headers,
    data: {
      customer_type: 'individual',
      full_name: `Cliente Relatório ${stamp}`,
      email: `report-${stamp}@example.com`,
      cpf: validCpf(stamp),
    },
  });
  expect(client.status(), await client.text()).toBe(201);
  const customerId = (await client.json()).data.customer.id as string;
  const created = await request.post('/api/v1/bookings', {
    headers,
    data: { customer_id: customerId, type: 'package', title, total_amount: total },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = (await created.json()).data as { id: string; booking_number: string };
  const confirmed = await request.patch(`/api/v1/bookings/${booking.id}`, { headers, data: { status: 'confirmed' } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return booking;
}

/** "R$ 1.234,56" (any spaces) as a number. */
function reais(text: string | null): number {
  return Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));
}

async function salesFigures(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();
  const count = page.getByTestId('kpi-sales-count');
  await expect(count).toBeVisible();
  return {
    count: Number((await count.textContent())!.replace(/\D/g, '')),
    total: reais(await page.getByTestId('kpi-sales').textContent()),
  };
}

test.describe('Início and Relatórios', () => {
  test('a sale confirmed through the API shows on the dashboard: one more sale, its amount added, this month', async ({ page }) => {
    await signInAsDemoAgent(page);
    const key = await createApiKeyInPanel(page, `E2E dashboard ${Date.now()}`);
    const before = await salesFigures(page);
    await confirmedBooking(page.request, key, `Venda do painel ${Date.now()}`, 1234.56);
    const after = await salesFigures(page);
    expect(after.count).toBe(before.count + 1);
    expect(Math.round((after.total - before.total) * 100)).toBe(123456);
    await expect(page.getByTestId('dashboard-period')).toHaveText(/^01\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}$/);
    await expect(page.getByRole('region', { name: 'Vendas por dia' }).locator('.recharts-bar-rectangle').first()).toBeVisible();
    // The waiting work links to its lists.
    await page.getByRole('link', { name: 'Voos para emitir' }).click();
    await expect(page).toHaveURL(/\/flights\/to-issue$/);
  });

  test('the agent exports the confirmed bookings as CSV and XLSX, and the files hold them', async ({ page }) => {
    await signInAsDemoAgent(page);
    const key = await createApiKeyInPanel(page, `E2E reports ${Date.now()}`);
    const title = `Pacote Relatório ${Date.now()}`;
    const booking = await confirmedBooking(page.request, key, title, 987.65);

    await page.getByRole('navigation').getByRole('link', { name: 'Relatórios' }).click();
    await expect(page.getByRole('heading', { name: 'Relatórios', level: 1 })).toBeVisible();
    const bookings = page.getByRole('region', { name: 'Reservas' });
    await bookings.getByLabel('Status').selectOption('confirmed');

    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      bookings.getByRole('link', { name: 'Baixar reservas em CSV' }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toMatch(/^reservas-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parse<Record<string, string>>(await readFile(await csvDownload.path()), { bom: true, columns: true });
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.Status))).toEqual(new Set(['confirmed']));
    expect(rows.find((r) => r['Número'] === booking.booking_number)).toMatchObject({
      Título: title,
      Total: '987.65',
      Moeda: 'BRL',
      Agente: 'API',
    });

    const [xlsxDownload] = await Promise.all([
      page.waitForEvent('download'),
      bookings.getByRole('link', { name: 'Baixar reservas em Excel (XLSX)' }).click(),
    ]);
    expect(xlsxDownload.suggestedFilename()).toMatch(/^reservas-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await xlsxDownload.path());
    const sheet = workbook.getWorksheet('reservas')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toContain('Número');
    expect(sheet.rowCount).toBe(rows.length + 1);
    const column = (name: string) => headers.indexOf(name) + 1;
    const mine = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2)).find(
      (row) => row.getCell(column('Número')).value === booking.booking_number,
    )!;
    expect(mine.getCell(column('Título')).value).toBe(title);
    expect(mine.getCell(column('Total')).value).toBe(987.65);
  });
});
