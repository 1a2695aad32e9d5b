import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../lib/clock';
import { mailConfig, type MailConfig } from '../mail/config';
import { sendDueMail } from '../mail/send-due';
import { startSmtpServer } from '../mail/test-smtp';
import { apiErrorOf } from '../hotels/test-fixtures';
import { runCommand } from '../operator/commands';
import { startRestServer, type RestServer } from '../testing/rest-server';
import { linkTokensFromOutbox, memberSession, publicCaller } from './test-members';

let api: RestServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let config: MailConfig;

beforeAll(async () => {
  api = await startRestServer();
  smtp = await startSmtpServer();
  config = mailConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Viagens Aurora <equipe@aurora.test>' })!;
});
afterAll(async () => {
  await smtp?.close();
  await api?.close();
});

/** Runs the mail job now and answers what reached the SMTP server during the run. */
async function runJob(cfg: MailConfig | null = config) {
  const before = smtp.received.length;
  const run = await sendDueMail(api.db, clock.now(), cfg);
  return { run, mails: smtp.received.slice(before) };
}

describe('member e-mails through the outbox', () => {
  it('an invitation reaches the invitee once over SMTP: agency, inviter, accept link and validity', async () => {
    const team = await api.team({ name: 'Viagens Aurora' });
    const owner = await memberSession(api.db, team.id, 'owner', 'Olga Dona');
    await owner.panel.members.invite({ email: 'bruno@aurora.test', role: 'agent' });
    const [token] = await linkTokensFromOutbox(api.db, 'invitation', 'bruno@aurora.test');

    const { run, mails } = await runJob();
    expect(run).toMatchObject({ sent: 1, failed: 0 });
    expect(mails).toHaveLength(1);
    const { rcpt, mail } = mails[0]!;
    expect(rcpt).toEqual(['bruno@aurora.test']);
    expect(mail.subject).toBe('Convite para a equipe Viagens Aurora');
    expect(mail.text).toContain('Olga Dona convidou você para a equipe Viagens Aurora.');
    expect(mail.text).toMatch(/O convite vale até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./);
    expect(mail.text).toContain(`/invite/${token}`);
    expect(mail.html).toMatch(new RegExp(`href="[^"]*/invite/${token}"`));
    expect(mail.attachments).toEqual([]);
    expect((await runJob()).mails).toHaveLength(0);
  });

  it('a password reset reaches the person once over SMTP: the link and its hour', async () => {
    const team = await api.team({ name: 'Viagens Aurora' });
    const agent = await memberSession(api.db, team.id, 'agent', 'Carla Reis');
    await publicCaller(api.db).account.requestPasswordReset({ email: agent.email });
    const [token] = await linkTokensFromOutbox(api.db, 'password_reset', agent.email);

    const { mails } = await runJob();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.rcpt).toEqual([agent.email]);
    const { mail } = mails[0]!;
    expect(mail.subject).toBe('Redefinição de senha');
    expect(mail.text).toContain('Olá, Carla Reis!');
    expect(mail.text).toContain(`/reset-password/${token}`);
    expect(mail.text).toContain('O link vale por 60 minutos.');
    expect((await runJob()).mails).toHaveLength(0);
  });

  it('an account link never rests in the outbox: the row keeps the token sealed until sent, then nothing of it; only SMTP carries the link', async () => {
    const team = await api.team({ name: 'Viagens Aurora' });
    const owner = await memberSession(api.db, team.id, 'owner', 'Olga Dona');
    await owner.panel.members.invite({ email: 'edu@aurora.test', role: 'owner' });
    const [token] = await linkTokensFromOutbox(api.db, 'invitation', 'edu@aurora.test');
    const row = () => api.db.mailMessage.findFirstOrThrow({ where: { teamId: team.id, kind: 'invitation', to: 'edu@aurora.test' } });
    expect(JSON.stringify(await row())).not.toContain(token);
    expect(JSON.stringify(await row())).not.toContain('/invite/');

    const { mails } = await runJob();
    expect(mails[0]!.mail.text).toContain(`/invite/${token}`);
    const sent = await row();
    expect(sent.status).toBe('sent');
    expect(JSON.stringify(sent)).not.toContain(token!);
    expect(JSON.stringify(sent)).not.toContain('/invite/');
    expect(sent.refs).not.toHaveProperty('sealed_token');
    expect(sent.text).toContain('Olga');
  });

  it('with no SMTP both are kept in the team outbox, without their links for anyone; owners and admins may resend them', async () => {
    const team = await api.team({ name: 'Viagens Aurora' });
    const owner = await memberSession(api.db, team.id, 'owner', 'Olga Dona');
    const admin = await memberSession(api.db, team.id, 'admin');
    const agent = await memberSession(api.db, team.id, 'agent');
    await owner.panel.members.invite({ email: 'dani@aurora.test', role: 'owner' });
    await publicCaller(api.db, '198.51.100.78').account.requestPasswordReset({ email: agent.email });
    const [firstLink] = await linkTokensFromOutbox(api.db, 'invitation', 'dani@aurora.test');
    const { run, mails } = await runJob(null);
    expect(run).toMatchObject({ kept: 2, sent: 0 });
    expect(mails).toHaveLength(0);

    const listed = (await owner.panel.mail.list({ page: 1, limit: 10 })).data;
    const invitation = listed.find((m) => m.kind === 'invitation')!;
    const reset = listed.find((m) => m.kind === 'password_reset')!;
    for (const viewer of [owner, admin, agent]) {
      for (const id of [invitation.id, reset.id]) {
        const mail = await viewer.panel.mail.get({ id });
        expect(mail.text).toContain('O link vai somente para o destinatário');
        expect(`${mail.html} ${mail.text}`).not.toMatch(/\/(invite|reset-password)\//);
      }
    }
    expect(JSON.stringify(await api.db.mailMessage.findMany({ where: { teamId: team.id } }))).not.toContain(firstLink!);

    // An admin may not send again what only an owner may grant; the owner may: a new link, the old one stops working.
    expect(await apiErrorOf(admin.panel.mail.resend({ id: invitation.id }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: 'Only owners can invite an owner',
    });
    expect(await apiErrorOf(agent.panel.mail.resend({ id: reset.id }))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await owner.panel.mail.resend({ id: invitation.id })).toEqual({ resent: true });
    expect(await admin.panel.mail.resend({ id: reset.id })).toEqual({ resent: true });
    expect(await linkTokensFromOutbox(api.db, 'invitation', 'dani@aurora.test')).toHaveLength(2);
    expect(await apiErrorOf(publicCaller(api.db).account.invitation({ token: firstLink! }))).toMatchObject({ status: 404 });
    const { mails: resent } = await runJob();
    expect(resent.map((m) => m.rcpt[0]).sort()).toEqual([agent.email, 'dani@aurora.test'].sort());
    expect(resent.find((m) => m.rcpt[0] === 'dani@aurora.test')!.mail.text).toMatch(/\/invite\/[\w-]{40,}/);
    expect(resent.find((m) => m.rcpt[0] === agent.email)!.mail.text).toMatch(/\/reset-password\/[\w-]{40,}/);
  });

  it('only account e-mails are sent again, and only while their invitation is open (404 once accepted or revoked)', async () => {
    const team = await api.team({ name: 'Viagens Aurora' });
    const owner = await memberSession(api.db, team.id, 'owner');
    const { id } = await owner.panel.members.invite({ email: 'fabi@aurora.test', role: 'agent' });
    await runJob(null);
    await owner.panel.members.revokeInvitation({ id });
    const mail = (await owner.panel.mail.list({ page: 1, limit: 5 })).data.find((m) => m.kind === 'invitation')!;
    expect(await apiErrorOf(owner.panel.mail.resend({ id: mail.id }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Invitation not found',
    });
  });

  it('with no SMTP the operator hands a kept account link to its recipient (pnpm cli mail:link); nobody else can', async () => {
    const team = await api.team({ name: 'Viagens Aurora' });
    const owner = await memberSession(api.db, team.id, 'owner');
    await owner.panel.members.invite({ email: 'gabi@aurora.test', role: 'agent' });
    await expect(runCommand(api.handle, { name: 'mail:link', flags: { to: 'gabi@aurora.test' } })).rejects.toMatchObject({ status: 404 });
    await runJob(null);
    const handed = await runCommand(api.handle, { name: 'mail:link', flags: { to: 'GABI@aurora.test' } });
    expect(handed).toMatchObject({ kind: 'invitation', to: 'gabi@aurora.test', url: expect.stringMatching(/\/invite\/[\w-]{40,}$/) });
    const token = String(handed.url).split('/').pop()!;
    expect(await publicCaller(api.db).account.invitation({ token })).toMatchObject({ email: 'gabi@aurora.test', role: 'agent' });
  });
});
