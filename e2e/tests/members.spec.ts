import { expect, test, type Page } from '@playwright/test';
import { signInAsDemoAgent, submitLogin } from '../support/panel';
import { sellRioHotelBySandboxPix } from '../support/hotel-sale';
import { accountLinkTo } from '../support/mailbox';
import { createAgent, currentTeamId } from '../support/team';

/** Opens the newest e-mail to `to` in "E-mails enviados", once the mail job has rendered it (it runs each minute). */
async function openFromOutbox(page: Page, to: string, subject: string): Promise<void> {
  await page.goto('/emails');
  await expect(page.getByRole('heading', { name: 'E-mails enviados' })).toBeVisible();
  await expect(async () => {
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: to }).first();
    // Rendered and kept (the subject of a password reset is also its kind's name).
    await expect(row).toContainText('Guardado (sem SMTP)', { timeout: 2_000 });
    await expect(row).toContainText(subject, { timeout: 2_000 });
  }).toPass({ timeout: 150_000, intervals: [5_000] });
  await page.getByRole('row').filter({ hasText: to }).first().getByRole('button', { name: 'Ver', exact: true }).click();
}

/** A client, a hotel in Rio de Janeiro held and booked with PIX, paid through the sandbox: a confirmed sale. */
const sellHotel = (page: Page, stamp: number) =>
  sellRioHotelBySandboxPix(page, { name: `Cliente Equipe ${stamp}`, email: `equipe-e2e-${stamp}@example.com`, search: String(stamp) });

test.describe('team members in the panel', () => {
  test('an owner invites a colleague, who accepts, sets name and password and sells a hotel; the sale shows by agent on Início; deactivated, the colleague loses the panel at once; the audit log holds it all', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const stamp = Date.now();
    // No long run of digits: the audit log masks those (they could be card numbers).
    const email = `colega.${stamp.toString(36)}@example.com`;
    // One short word: the dashboard's chart writes it as one axis label.
    const colleagueName = `Colega${stamp % 100_000}`;

    // The owner invites from "Equipe".
    await signInAsDemoAgent(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Equipe' }).click();
    await expect(page.getByRole('heading', { name: 'Equipe', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Permissões por papel' }).getByRole('row', { name: /Estornar pagamentos/ }),
    ).toContainText('Não pode');
    await page.getByRole('button', { name: 'Convidar membro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convidar membro' });
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Papel').selectOption('agent');
    await dialog.getByRole('button', { name: 'Enviar convite' }).click();
    await expect(dialog.getByRole('status')).toHaveText(`Convite enviado para ${email}.`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('region', { name: 'Convites em aberto' }).getByRole('row').filter({ hasText: email })).toContainText(
      'Agente',
    );

    // The invitation e-mail, kept without SMTP: the owner sees it without its link, and may send it again.
    await openFromOutbox(page, email, 'Convite para a equipe');
    await expect(page.getByText('vai somente para o destinatário e não fica guardado')).toBeVisible();
    const body = page.frameLocator('iframe[title="Corpo do e-mail"]');
    await expect(body.getByText('O link vai somente para o destinatário.')).toBeVisible();
    await expect(body.getByRole('link', { name: 'Aceitar convite' })).toHaveCount(0);
    const firstPath = await accountLinkTo(email);
    await page.getByRole('button', { name: `Reenviar convite para ${email}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Reenviado com um novo link' })).toBeVisible();
    // The invitee's mailbox gets the new link; the first one no longer opens.
    const invitePath = await accountLinkTo(email, firstPath);
    expect(invitePath).toMatch(/^\/invite\/[\w-]{40,}$/);

    // The colleague, in a browser of their own, accepts: name and password, then signed in.
    const colleagueContext = await browser.newContext();
    const colleague = await colleagueContext.newPage();
    await colleague.goto(invitePath);
    await expect(colleague.getByRole('heading', { name: /^Entrar na equipe / })).toBeVisible();
    await expect(colleague.getByLabel('E-mail')).toHaveValue(email);
    await colleague.getByLabel('Seu nome').fill(colleagueName);
    await colleague.getByLabel(/^Senha/).fill('colega-password');
    await colleague.getByLabel('Confirme a senha').fill('colega-password');
    await colleague.getByRole('button', { name: 'Aceitar convite e entrar' }).click();
    await expect(colleague.getByRole('heading', { name: 'Início' })).toBeVisible();
    await expect(colleague.locator('.agent-name')).toHaveText(colleagueName);

    // The link worked once; the one replaced by "Reenviar" never did.
    const stale = await colleagueContext.newPage();
    await stale.goto(firstPath);
    await expect(stale.getByText('Este convite não existe mais')).toBeVisible();
    await stale.close();
    const again = await colleagueContext.newPage();
    await again.goto(invitePath);
    await expect(again.getByText('Este convite já foi aceito')).toBeVisible();
    await again.close();

    // The colleague sells a hotel.
    await sellHotel(colleague, stamp);

    // The owner sees the new member, active, with a last sign-in; the invitation is no longer open.
    await page.goto('/members');
    const memberRow = page.getByRole('region', { name: 'Membros da equipe' }).getByRole('row').filter({ hasText: email });
    await expect(memberRow).toContainText(colleagueName);
    await expect(memberRow).toContainText('Agente');
    await expect(memberRow).toContainText('Ativo');
    await expect(memberRow).not.toContainText('Nunca');
    await expect(page.getByRole('region', { name: 'Convites em aberto' }).getByRole('row').filter({ hasText: email })).toHaveCount(0);

    // Início: the colleague's sale counts in "Vendas por agente".
    await page.getByRole('navigation').getByRole('link', { name: 'Início' }).click();
    await expect(page.getByRole('region', { name: 'Vendas por agente' })).toContainText(colleagueName);
    await page.goto('/members');

    // Deactivated: the colleague's next request is refused and the panel sends them to sign in.
    await memberRow.getByRole('button', { name: `Desativar ${colleagueName}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Desativar membro' }).click();
    await expect(memberRow).toContainText('Inativo');
    await colleague.goto('/clients');
    await expect(colleague).toHaveURL(/\/login/);
    await submitLogin(colleague, email, 'colega-password');
    await expect(colleague.getByText('E-mail ou senha incorretos.')).toBeVisible();
    await colleagueContext.close();

    // The audit log holds the invitation and its resending, the acceptance (by the colleague) and the deactivation.
    await page.getByRole('navigation').getByRole('link', { name: 'Auditoria' }).click();
    const log = page.getByRole('region', { name: 'Registro de auditoria' });
    for (const [action, actor, count] of [
      ['Membro convidado', 'Demo Agent <agent@demo.travel>', 2],
      ['Convite aceito', `${colleagueName} <${email}>`, 1],
      ['Membro desativado', 'Demo Agent <agent@demo.travel>', 1],
    ] as const) {
      await page.getByRole('combobox', { name: 'Ação' }).selectOption({ label: action });
      const rows = log.getByRole('row').filter({ hasText: email });
      await expect(rows).toHaveCount(count);
      for (const row of await rows.all()) {
        await expect(row).toContainText(actor);
        await expect(row).toContainText('Agente');
      }
    }
  });

  test('"Esqueci minha senha": the link e-mailed to the agent sets a new password once, and the old one stops working', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    await signInAsDemoAgent(page);
    const agent = createAgent(await currentTeamId(page), 'reset');

    // Asked from the login page's link, signed out.
    const context = await browser.newContext();
    const person = await context.newPage();
    await person.goto('/login');
    await person.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await expect(person.getByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible();
    await person.getByLabel('E-mail').fill(agent.email);
    await person.getByRole('button', { name: 'Enviar link' }).click();
    await expect(person.getByRole('status')).toContainText(`Se houver uma conta ativa com o e-mail ${agent.email}`);

    // Kept without SMTP: "E-mails enviados" shows the message without its link, to everyone; the link reaches the person alone.
    await openFromOutbox(page, agent.email, 'Redefinição de senha');
    await expect(page.getByText('vai somente para o destinatário e não fica guardado')).toBeVisible();
    await expect(page.frameLocator('iframe[title="Corpo do e-mail"]').getByRole('link', { name: 'Criar nova senha' })).toHaveCount(0);
    const resetPath = await accountLinkTo(agent.email);
    expect(resetPath).toMatch(/^\/reset-password\/[\w-]{40,}$/);

    await person.goto(resetPath);
    await person.getByLabel(/^Nova senha/).fill('a-brand-new-password');
    await person.getByLabel(/^Confirme a nova senha/).fill('a-brand-new-password');
    await person.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(person.getByRole('heading', { name: 'Início' })).toBeVisible();

    // Used once; the old password no longer signs in, the new one does.
    await person.getByRole('button', { name: 'Sair' }).click();
    await expect(person).toHaveURL(/\/login/);
    await person.goto(resetPath);
    await person.getByLabel(/^Nova senha/).fill('yet-another-password');
    await person.getByLabel(/^Confirme a nova senha/).fill('yet-another-password');
    await person.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(person.getByText('Este link de redefinição é inválido, já foi usado ou expirou.')).toBeVisible();
    await submitLogin(person, agent.email, agent.password);
    await expect(person.getByText('E-mail ou senha incorretos.')).toBeVisible();
    await submitLogin(person, agent.email, 'a-brand-new-password');
    await expect(person.getByRole('heading', { name: 'Início' })).toBeVisible();
    await context.close();
  });
});
