import { expect, test } from '@playwright/test';
import { validCpf } from '../support/documents';
import { createApiKeyInPanel, signInAsDemoAgent } from '../support/panel';

test.describe('clients and bookings in the panel', () => {
  test('a client created with a valid CPF gets a manual booking that is confirmed, then cancelled after confirming', async ({ page }) => {
    const stamp = Date.now();
    const name = `Cliente E2E ${stamp}`;
    const cpf = validCpf(stamp);
    await signInAsDemoAgent(page);

    await page.getByRole('navigation').getByRole('link', { name: 'Clientes' }).click();
    await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Novo cliente' }).click();
    await expect(page.getByRole('heading', { name: 'Novo cliente', level: 1 })).toBeVisible();

    await page.getByLabel('Nome completo').fill(name);
    await page.getByLabel('E-mail').fill(`e2e-${stamp}@example.com`);
    await page.getByLabel('Telefone').fill('11987654321');
    await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');
    // A wrong check digit is caught in the form, before anything is sent.
    const wrongCpf = cpf.slice(0, -1) + String((Number(cpf.slice(-1)) + 1) % 10);
    await page.getByLabel('CPF').fill(wrongCpf.replace(/\D/g, ''));
    await expect(page.getByLabel('CPF')).toHaveValue(wrongCpf);
    await page.getByLabel('CPF').blur();
    await expect(page.getByText('CPF inválido: confira os dígitos.')).toBeVisible();
    await page.getByLabel('CPF').fill(cpf);
    await expect(page.getByText('CPF inválido: confira os dígitos.')).toBeHidden();
    await page.getByLabel('CEP').fill('01310100');
    await expect(page.getByLabel('CEP')).toHaveValue('01310-100');
    await page.getByLabel('Cidade').fill('São Paulo');
    await page.getByLabel('Estado').selectOption('SP');
    await page.getByRole('button', { name: 'Salvar cliente' }).click();

    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('Cliente cadastrado.')).toBeVisible();
    await expect(page.getByText(cpf)).toBeVisible();
    await expect(page.getByText('Este cliente ainda não tem reservas.')).toBeVisible();

    // A manual booking, with the client found by CPF in the picker.
    await page.getByRole('navigation').getByRole('link', { name: 'Reservas' }).click();
    await expect(page.getByRole('heading', { name: 'Reservas', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Nova reserva' }).click();
    await expect(page.getByRole('heading', { name: 'Nova reserva manual', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Cliente' }).fill(cpf.replace(/\D/g, ''));
    await page.getByRole('option', { name: new RegExp(name) }).click();
    await expect(page.getByLabel(`Cliente: ${name}`)).toBeVisible();
    await page.getByLabel('Tipo').selectOption('package');
    await page.getByLabel('Título').fill(`Pacote Noronha E2E ${stamp}`);
    await page.getByLabel('Valor total').fill('2500,50');
    await expect(page.getByLabel('Valor total')).toHaveValue('2.500,50');
    await page.getByLabel('Início').fill('10122030');
    await expect(page.getByLabel('Início')).toHaveValue('10/12/2030');
    await page.getByLabel('Fim').fill('15/12/2030');
    await page.getByRole('button', { name: 'Adicionar passageiro' }).click();
    await page.getByLabel('Nome do passageiro').fill(name);
    await page.getByLabel('Número do documento').fill(cpf);
    await page.getByRole('button', { name: 'Criar reserva' }).click();

    await expect(page.getByRole('heading', { name: `Pacote Noronha E2E ${stamp}`, level: 1 })).toBeVisible();
    const status = page.getByTestId('booking-status');
    await expect(status).toHaveText('Pendente');
    await expect(page.getByText('R$ 2.500,50')).toBeVisible();
    await expect(page.getByText('10/12/2030', { exact: true })).toBeVisible();
    await expect(page.getByRole('table').getByRole('cell', { name })).toBeVisible();
    const bookingNumber = (await page.locator('.page-header .mono').first().textContent())!.trim();
    expect(bookingNumber).toMatch(/^BK-\d{4}-\d{6}$/);

    // Pending offers exactly its three moves; after confirming, "confirm" is gone.
    await expect(page.getByRole('button', { name: 'Confirmar reserva' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Marcar como concluída' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar reserva' }).click();
    await expect(status).toHaveText('Confirmada');
    await expect(page.getByRole('button', { name: 'Confirmar reserva' })).toHaveCount(0);
    await expect(page.getByText('Pendente → Confirmada')).toBeVisible();

    // Cancelling asks first, in a dialog that starts on the safe answer; Escape and "Voltar" close it,
    // give the focus back to the button, and leave the booking as it was.
    const cancelButton = page.getByRole('button', { name: 'Cancelar reserva' });
    await cancelButton.click();
    const confirmation = page.getByRole('alertdialog', { name: `Confirmar cancelamento de ${bookingNumber}` });
    await expect(confirmation).toBeVisible();
    await expect(confirmation.getByRole('button', { name: 'Voltar' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirmation).toBeHidden();
    await expect(cancelButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirmation).toBeVisible();
    await confirmation.getByRole('button', { name: 'Voltar' }).click();
    await expect(confirmation).toBeHidden();
    await expect(cancelButton).toBeFocused();
    await expect(status).toHaveText('Confirmada');
    await cancelButton.click();
    await confirmation.getByRole('button', { name: 'Confirmar cancelamento' }).click();

    await expect(status).toHaveText('Cancelada');
    await expect(status.locator('[data-status]')).toHaveAttribute('data-status', 'cancelled');
    await expect(page.getByText('Confirmada → Cancelada')).toBeVisible();
    // A final status offers no moves.
    await expect(page.getByRole('button', { name: /Cancelar reserva|Marcar como concluída/ })).toHaveCount(0);

    // The client's page lists the booking, cancelled.
    await page.getByRole('link', { name }).first().click();
    const row = page.getByRole('row').filter({ hasText: bookingNumber });
    await expect(row).toContainText('Cancelada');
    await expect(row).toContainText('R$ 2.500,50');
  });
});

test.describe('experiences in the panel', () => {
  test('an experience added in the panel is found through GET /api/v1/experiences, and leaves the active list once deactivated', async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const name = `Passeio histórico E2E ${stamp}`;
    await signInAsDemoAgent(page);
    const apiKey = await createApiKeyInPanel(page, `Experiências E2E ${stamp}`);
    const headers = { Authorization: `Bearer ${apiKey}` };

    await page.getByRole('navigation').getByRole('link', { name: 'Experiências' }).click();
    await expect(page.getByRole('heading', { name: 'Experiências', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Nova experiência' }).click();
    await expect(page.getByRole('heading', { name: 'Nova experiência', level: 1 })).toBeVisible();
    await page.getByLabel('Nome').fill(name);
    await page.getByLabel('Categoria').selectOption('cultural');
    await page.getByLabel('Resumo').fill('Igrejas barrocas e museus com guia local.');
    await page.getByRole('spinbutton', { name: 'Duração', exact: true }).fill('3');
    await page.getByLabel('Unidade da duração').selectOption('hours');
    await page.getByLabel('Cidade').fill('Ouro Preto');
    await page.getByLabel('Estado').selectOption('MG');
    await page.getByLabel('Preço por pessoa').fill('149,90');
    await page.getByLabel('Mínimo de participantes').fill('2');
    await page.getByLabel('Máximo de participantes').fill('1');
    await page.getByLabel('Máximo de participantes').blur();
    await expect(page.getByText('Deve ser maior ou igual ao mínimo.')).toBeVisible();
    await page.getByLabel('Máximo de participantes').fill('15');
    await page.getByRole('button', { name: 'Adicionar imagem' }).click();
    await page.getByLabel('Endereço da imagem').fill('https://images.example.com/ouro-preto.jpg');
    await page.getByLabel('Texto alternativo').fill('Igreja de São Francisco de Assis');
    await page.getByLabel('O que está incluído').fill('Guia credenciado\nIngressos dos museus');
    await page.getByLabel('Requisitos').fill('Calçado confortável');
    await page.getByLabel('Política de cancelamento').fill('Cancelamento gratuito até 24 horas antes.');
    await page.getByRole('button', { name: 'Salvar experiência' }).click();

    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('Experiência criada.')).toBeVisible();

    const found = await request.get(`/api/v1/experiences?search=${encodeURIComponent(name)}`, { headers });
    expect(found.status()).toBe(200);
    const list = (await found.json()).data;
    expect(list.pagination.total).toBe(1);
    expect(list.experiences[0]).toMatchObject({
      name,
      category: 'cultural',
      duration: 3,
      duration_unit: 'hours',
      city: 'Ouro Preto',
      state: 'MG',
      country: 'BR',
      price: 149.9,
      currency: 'BRL',
      min_participants: 2,
      max_participants: 15,
      is_active: true,
      images: [
        { url: 'https://images.example.com/ouro-preto.jpg', alt: 'Igreja de São Francisco de Assis', order: 0, id: expect.any(String) },
      ],
    });
    const detail = await request.get(`/api/v1/experiences/${list.experiences[0].id}`, { headers });
    expect((await detail.json()).data).toMatchObject({
      included: ['Guia credenciado', 'Ingressos dos museus'],
      requirements: ['Calçado confortável'],
      cancellation_policy: 'Cancelamento gratuito até 24 horas antes.',
    });

    await page.getByRole('button', { name: 'Desativar' }).click();
    await page
      .getByRole('alertdialog', { name: `Confirmar desativação de ${name}` })
      .getByRole('button', { name: 'Desativar experiência' })
      .click();
    await expect(page.getByText('Experiência desativada.')).toBeVisible();
    await expect(page.locator('.page-header').getByText('Inativa')).toBeVisible();

    const active = await request.get(`/api/v1/experiences?is_active=true&search=${encodeURIComponent(name)}`, { headers });
    expect((await active.json()).data.pagination.total).toBe(0);
  });
});
