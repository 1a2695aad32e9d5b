import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../lib/clock';
import { mailConfig, type MailConfig } from '../mail/config';
import { sendDueMail } from '../mail/send-due';
import { startSmtpServer } from '../mail/test-smtp';
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

  it('with no SMTP both are kept in the team outbox; the links show only to who may use them', async () => {
    const team = await api.team({ name: 'Viagens Aurora' });
    const owner = await memberSession(api.db, team.id, 'owner');
    const admin = await memberSession(api.db, team.id, 'admin');
    const agent = await memberSession(api.db, team.id, 'agent');
    await owner.panel.members.invite({ email: 'dani@aurora.test', role: 'agent' });
    await publicCaller(api.db, '198.51.100.77').account.requestPasswordReset({ email: owner.email });
    await publicCaller(api.db, '198.51.100.78').account.requestPasswordReset({ email: agent.email });
    const { run, mails } = await runJob(null);
    expect(run).toMatchObject({ kept: 3, sent: 0 });
    expect(mails).toHaveLength(0);

    const listed = (await owner.panel.mail.list({ page: 1, limit: 10 })).data;
    expect(listed.map((m) => [m.kind, m.to, m.status]).sort()).toEqual(
      [
        ['invitation', 'dani@aurora.test', 'kept'],
        ['password_reset', owner.email, 'kept'],
        ['password_reset', agent.email, 'kept'],
      ].sort(),
    );
    const invitation = listed.find((m) => m.kind === 'invitation')!;
    const reset = listed.find((m) => m.kind === 'password_reset' && m.to === owner.email)!;
    const agentsReset = listed.find((m) => m.kind === 'password_reset' && m.to === agent.email)!;
    expect((await agent.panel.mail.get({ id: agentsReset.id })).html).toContain('Criar nova senha');
    expect(await owner.panel.mail.get({ id: agentsReset.id })).toMatchObject({ hidden: true });
    expect((await owner.panel.mail.get({ id: invitation.id })).text).toContain('/invite/');
    expect((await admin.panel.mail.get({ id: invitation.id })).text).toContain('/invite/');
    expect(await agent.panel.mail.get({ id: invitation.id })).toMatchObject({ hidden: true, html: null, text: null });
    expect((await owner.panel.mail.get({ id: reset.id })).text).toContain('/reset-password/');
    expect(await admin.panel.mail.get({ id: reset.id })).toMatchObject({ hidden: true, html: null, text: null });
  });
});
