import { expect, type Page } from '@playwright/test';

/** The run's Asaas stand-in (support/asaas-stand-in-main.ts; playwright.config.ts starts it). */
export const ASAAS_STAND_IN_URL = `http://127.0.0.1:${process.env.E2E_ASAAS_PORT}`;

async function standIn(path: string, body: Record<string, string>): Promise<unknown> {
  const res = await fetch(`${ASAAS_STAND_IN_URL}${path}`, { method: 'POST', body: JSON.stringify(body) });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return res.json();
}

/**
 * Configurações › Vendas: the team's gateway is Asaas (`apiKey`, at the stand-in), and the agency
 * pastes the webhook address the panel shows and a new webhook token into its Asaas account (the
 * stand-in's /stand-in/webhook). The token comes from the panel's own `team.rotateWebhookToken`: a
 * team made with --sandbox already has one, and the form shows a token only when it makes the first.
 */
export async function connectAsaasAccount(page: Page, apiKey: string): Promise<void> {
  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'Configurações de vendas' });
  await form.getByLabel('Gateway de pagamento').selectOption('asaas');
  await form.getByLabel('Chave de API do Asaas').fill(apiKey);
  await form.getByLabel('URL da API do Asaas').fill(`${ASAAS_STAND_IN_URL}/v3`);
  await form.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(form.getByText('Configurações salvas.')).toBeVisible();
  const webhookUrl = (await form
    .getByText(/^Webhook:/)
    .locator('.mono')
    .textContent())!.trim();
  expect(webhookUrl).toMatch(/\/api\/webhooks\/payments\/asaas$/);

  const rotated = await page.request.post('/api/trpc/team.rotateWebhookToken', { data: {} });
  expect(rotated.ok(), await rotated.text()).toBe(true);
  const token = ((await rotated.json()) as { result: { data: { webhookToken: string } } }).result.data.webhookToken;
  await standIn('/stand-in/webhook', { apiKey, url: webhookUrl, token });
}

/**
 * The city hall's next step on each of the account's invoices waiting for it (issue: SYNCHRONIZED,
 * then AUTHORIZED; cancel: CANCELED), each sent to the app as Asaas' signed INVOICE_* webhook, which
 * the app must accept (200).
 */
export async function cityHallStep(apiKey: string): Promise<Array<{ id: string; status: string }>> {
  const steps = (await standIn('/stand-in/city-hall', { apiKey })) as Array<{ id: string; status: string; answer: number }>;
  for (const step of steps) expect(step.answer, `webhook for ${step.id} (${step.status})`).toBe(200);
  return steps;
}
