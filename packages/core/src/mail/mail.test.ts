import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookBody as flightBookBody, prebookFlight } from '../flights/test-fixtures';
import {
  apiErrorOf,
  bookBody,
  CARD,
  newCustomer,
  panelCaller,
  paySandbox,
  prebookStay,
  startHotelApi,
  useHotelClock,
  type TestTeam,
} from '../hotels/test-fixtures';
import { quoteBody } from '../quotes/test-fixtures';
import { loadEnv } from '../lib/env';
import { panelLink } from '../members/links';
import type { RestServer } from '../testing/rest-server';
import { sealedLinkRef } from './account-links';
import { mailConfig, type MailConfig } from './config';
import { enqueueMail, enqueuePaymentReceived } from './enqueue';
import { MAX_ATTEMPTS, sendDueMail } from './send-due';
import { pdfText, startSmtpServer } from './test-smtp';

let api: RestServer;
let team: TestTeam;
let customer: { id: string; full_name: string };
let customerEmail: string;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let config: MailConfig;
const clock = useHotelClock();

beforeAll(async () => {
  api = await startHotelApi();
  smtp = await startSmtpServer();
  config = mailConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Agência Teste <reservas@agencia.test>' })!;
  team = await api.team({ name: 'Viagens Aurora' });
  customer = await newCustomer(api, team, 'Ana Souza');
  customerEmail = (await api.db.client.findUniqueOrThrow({ where: { id: customer.id } })).email;
});
afterAll(async () => {
  await smtp?.close();
  await api?.close();
});

async function outbox(where: Record<string, unknown> = {}) {
  return api.db.mailMessage.findMany({ where: { teamId: team.id, ...where }, orderBy: { createdAt: 'asc' } });
}

/** Runs the job now and answers what reached the SMTP server during the run. */
async function runJob(at = clock.now(), cfg: MailConfig | null = config) {
  const before = smtp.received.length;
  const run = await sendDueMail(api.db, at, cfg);
  return { run, mails: smtp.received.slice(before) };
}

describe('quote sent', () => {
  it('sending a quote e-mails the customer once: share link, total in R$, validity; edits while sent send nothing more', async () => {
    const created = await api.post('/api/v1/quotes', { key: team.key, body: quoteBody(customer.id) });
    expect(created.status).toBe(201);
    const quote = created.body.data.quote as { id: string; number: string; share_url: string };
    expect(await outbox({ kind: 'quote_sent' })).toEqual([]);
    expect((await api.patch(`/api/v1/quotes/${quote.id}`, { key: team.key, body: { status: 'sent' } })).status).toBe(200);
    expect((await api.patch(`/api/v1/quotes/${quote.id}`, { key: team.key, body: { notes: 'Updated' } })).status).toBe(200);
    const rows = await outbox({ kind: 'quote_sent' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      to: customerEmail,
      status: 'pending',
      dedupeKey: expect.stringMatching(new RegExp(`^quote-sent:${quote.id}:`)),
    });

    const { run, mails } = await runJob();
    expect(run).toMatchObject({ sent: 1, retried: 0, failed: 0 });
    expect(mails).toHaveLength(1);
    const { mail, rcpt, from } = mails[0]!;
    expect(rcpt).toEqual([customerEmail]);
    expect(from).toBe('reservas@agencia.test');
    expect(mail.from?.text).toContain('Agência Teste');
    expect(mail.subject).toBe(`Sua cotação ${quote.number}: Rio de Janeiro, 3 nights`);
    // 3 × 1.200,00 + 2 × 650,50
    expect(mail.text).toContain('Total: R$ 4.901,00');
    expect(mail.text).toContain('Válida até: 20/03/2030');
    expect(mail.text).toContain(quote.share_url);
    expect(mail.html).toContain(`href="${quote.share_url}"`);
    expect(mail.html).toContain('Viagens Aurora');
    expect(mail.attachments).toEqual([]);
    expect(await outbox({ kind: 'quote_sent' })).toMatchObject([
      { status: 'sent', attempts: 1, sentAt: clock.now(), subject: mail.subject },
    ]);

    // A second run finds nothing due: sent once.
    expect((await runJob()).mails).toHaveLength(0);
  });
});

describe('PIX booking', () => {
  it('book: PIX instructions with the QR code inline and the copy-paste code; pay: payment received and the confirmation with its voucher PDF', async () => {
    const stay = await prebookStay(api, team);
    const res = await api.post('/api/v1/hotels/book', {
      key: team.key,
      body: bookBody(stay.prebook_token, customer.id, { method: 'pix' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { booking, payment } = res.body.data as {
      booking: { id: string; booking_number: string; locator: string };
      payment: { id: string };
    };
    const stored = await api.db.payment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(stored.pixCode).toBeTruthy();

    const first = await runJob();
    expect(first.mails).toHaveLength(1);
    const pix = first.mails[0]!.mail;
    expect(first.mails[0]!.rcpt).toEqual([customerEmail]);
    expect(pix.subject).toBe(`Pagamento via PIX da reserva ${booking.booking_number}`);
    expect(pix.text).toContain(stored.pixCode!);
    expect(pix.text).toMatch(/Valor: R\$ \d{1,3}(\.\d{3})*,\d{2}/);
    expect(pix.text).toMatch(/Pague até: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(pix.attachments).toHaveLength(1);
    const qr = pix.attachments[0]!;
    expect(qr).toMatchObject({ contentType: 'image/png', filename: 'pix-qrcode.png', contentDisposition: 'inline' });
    expect(qr.content.equals(Buffer.from(stored.pixQrPng!.replace(/^data:image\/png;base64,/, ''), 'base64'))).toBe(true);
    expect(pix.html).toContain(`cid:${qr.cid}`);

    await paySandbox(api, team, payment.id);
    const second = await runJob();
    expect(second.mails.map((m) => m.mail.subject).sort()).toEqual(
      [
        `Pagamento recebido: reserva ${booking.booking_number}`,
        `Reserva confirmada: ${(await api.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).title} (${booking.locator})`,
      ].sort(),
    );
    const received = second.mails.find((m) => m.mail.subject!.startsWith('Pagamento recebido'))!.mail;
    expect(received.text).toContain('Forma de pagamento: PIX');
    expect(received.text).toMatch(/Pago em: 05\/03\/2030/);

    const confirmed = second.mails.find((m) => m.mail.subject!.startsWith('Reserva confirmada'))!.mail;
    expect(confirmed.text).toContain(`Localizador: ${booking.locator}`);
    expect(confirmed.text).toContain('Check-in: 10/05/2030');
    expect(confirmed.text).toContain('Check-out: 13/05/2030');
    expect(confirmed.text).toContain('Hóspedes: Ana Souza, Pedro Souza');
    expect(confirmed.attachments).toHaveLength(1);
    const voucher = confirmed.attachments[0]!;
    expect(voucher).toMatchObject({ contentType: 'application/pdf', filename: `voucher-${booking.booking_number}.pdf` });
    expect(voucher.content.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(voucher.content);
    for (const fact of [
      'Voucher de reserva',
      booking.locator,
      booking.booking_number,
      stay.hotel_name,
      '10/05/2030',
      '13/05/2030',
      'Ana Souza',
      'Pedro Souza',
      'Viagens Aurora',
    ]) {
      expect(text).toContain(fact);
    }

    // The gateway's event replayed (or its transaction retried): the same dedupe key, no second message.
    await api.db.$transaction((tx) => enqueuePaymentReceived(tx, payment.id, clock.now()));
    expect(await outbox({ kind: 'payment_received', refs: { equals: { payment_id: payment.id } } })).toHaveLength(1);
    expect((await runJob()).mails).toHaveLength(0);
  });

  it('boleto: the link and the due date', async () => {
    const stay = await prebookStay(api, team);
    const res = await api.post('/api/v1/hotels/book', {
      key: team.key,
      body: bookBody(stay.prebook_token, customer.id, { method: 'boleto' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const stored = await api.db.payment.findUniqueOrThrow({ where: { id: res.body.data.payment.id } });
    const { mails } = await runJob();
    expect(mails).toHaveLength(1);
    const { mail } = mails[0]!;
    expect(mail.subject).toBe(`Boleto da reserva ${res.body.data.booking.booking_number}`);
    const due = stored.boletoDueDate!.toISOString().slice(0, 10).split('-').reverse().join('/');
    expect(mail.text).toContain(`Vencimento: ${due}`);
    const link = res.body.data.payment.boleto_url as string;
    expect(link).toMatch(/^https?:\/\/.+boleto\.pdf$/);
    expect(mail.text).toContain(`Boleto: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('a flight paid by card: the receipt and the confirmation with the itinerary and locators in its voucher', async () => {
    const flight = await prebookFlight(api, team);
    const res = await api.post('/api/v1/flights/book', {
      key: team.key,
      body: flightBookBody(flight.prebook_token, customer.id, { method: 'credit_card', credit_card: CARD }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const booking = await api.db.booking.findUniqueOrThrow({ where: { id: res.body.data.booking.id }, include: { items: true } });
    const { mails } = await runJob();
    const subjects = mails.map((m) => m.mail.subject);
    expect(subjects).toContain(`Pagamento recebido: reserva ${booking.bookingNumber}`);
    expect(booking.status).toBe('confirmed');
    const confirmed = mails.find((m) => m.mail.subject === `Reserva confirmada: ${booking.title} (${booking.locator})`);
    expect(confirmed!.mail.attachments.map((a) => a.filename)).toEqual([`voucher-${booking.bookingNumber}.pdf`]);
    const voucher = pdfText(confirmed!.mail.attachments[0]!.content);
    expect(voucher).toContain('Itinerário');
    expect(voucher).toContain(booking.locator);
    if (booking.externalLocator) expect(voucher).toContain(booking.externalLocator);
    for (const item of booking.items) expect(voucher).toContain(item.name.replace(/ -> /g, ' → ').split(' → ')[0]!);
    expect(voucher).toContain('Ana Souza');
  });
});

describe('delivery', () => {
  async function manualConfirmed() {
    const created = await api.post('/api/v1/bookings', {
      key: team.key,
      body: {
        customer_id: customer.id,
        type: 'package',
        title: 'Noronha',
        start_date: '2030-05-01',
        end_date: '2030-05-06',
        total_amount: 1234.56,
      },
    });
    expect(created.status).toBe(201);
    expect((await api.patch(`/api/v1/bookings/${created.body.data.id}`, { key: team.key, body: { status: 'confirmed' } })).status).toBe(
      200,
    );
    return created.body.data as { id: string; booking_number: string };
  }

  it('two runs at once send each message once', async () => {
    const bookings = [await manualConfirmed(), await manualConfirmed(), await manualConfirmed()];
    const before = smtp.received.length;
    const runs = await Promise.all([sendDueMail(api.db, clock.now(), config), sendDueMail(api.db, clock.now(), config)]);
    expect(runs[0].sent + runs[1].sent).toBe(3);
    const subjects = smtp.received.slice(before).map((m) => m.mail.subject);
    const locators = await api.db.booking.findMany({ where: { id: { in: bookings.map((b) => b.id) } }, select: { locator: true } });
    expect(subjects.sort()).toEqual(locators.map((b) => `Reserva confirmada: Noronha (${b.locator})`).sort());
    expect(new Set(smtp.received.slice(before).map((m) => m.mail.messageId)).size).toBe(3);
    expect(smtp.received.slice(before)[0]!.mail.text).toContain('Total: R$ 1.234,56');
    expect(smtp.received.slice(before)[0]!.mail.text).toContain('Datas: 01/05/2030 a 06/05/2030');
  });

  it('an SMTP failure is retried with backoff, then sent', async () => {
    await manualConfirmed();
    smtp.failNext(1);
    const now = clock.now();
    const failed = await runJob(now);
    expect(failed.run).toMatchObject({ sent: 0, retried: 1 });
    expect(failed.mails).toHaveLength(0);
    const [row] = await outbox({ status: 'pending' });
    expect(row).toMatchObject({ attempts: 1, nextAttemptAt: new Date(now.getTime() + 60_000) });
    expect(row!.lastError).toContain('451');
    // Not due yet.
    expect((await runJob(new Date(now.getTime() + 30_000))).mails).toHaveLength(0);
    const retried = await runJob(new Date(now.getTime() + 60_000));
    expect(retried.run.sent).toBe(1);
    expect(retried.mails).toHaveLength(1);
    expect(await api.db.mailMessage.findUniqueOrThrow({ where: { id: row!.id } })).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
    });
  });

  it(`after ${MAX_ATTEMPTS} refused attempts the message is failed and no longer tried`, async () => {
    await manualConfirmed();
    smtp.failNext(MAX_ATTEMPTS);
    let at = clock.now();
    const outcomes: string[] = [];
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      const { run } = await runJob(at);
      outcomes.push(run.failed ? 'failed' : run.retried ? 'retried' : 'none');
      at = new Date(at.getTime() + 60 * 60 * 1000);
    }
    expect(outcomes).toEqual([...Array(MAX_ATTEMPTS - 1).fill('retried'), 'failed']);
    const [row] = await outbox({ status: 'failed' });
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, lastError: expect.stringContaining('Mailbox busy') });
    expect((await runJob(new Date(at.getTime() + 24 * 60 * 60 * 1000))).mails).toHaveLength(0);
  });

  it('with no SMTP configured, messages are kept with their rendered body and shown to the team in the panel', async () => {
    const booking = await manualConfirmed();
    const { run, mails } = await runJob(clock.now(), null);
    expect(run).toMatchObject({ kept: 1, sent: 0 });
    expect(mails).toHaveLength(0);
    const panel = panelCaller(api, team.id);
    const list = await panel.mail.list({ page: 1, limit: 5 });
    const kept = list.data[0]!;
    expect(kept).toMatchObject({
      kind: 'booking_confirmed',
      status: 'kept',
      to: customerEmail,
      attachments: [`voucher-${booking.booking_number}.pdf`],
    });
    expect(kept.subject).toContain('Reserva confirmada: Noronha');
    const detail = await panel.mail.get({ id: kept.id });
    expect(detail.html).toContain('<html');
    expect(detail.text).toContain(`Reserva: ${booking.booking_number}`);
    expect((await runJob(clock.now(), null)).run.kept).toBe(0);

    const other = await api.team({ name: 'Outra' });
    const otherPanel = panelCaller(api, other.id);
    expect((await otherPanel.mail.list({ page: 1, limit: 5 })).data).toEqual([]);
    expect(await apiErrorOf(otherPanel.mail.get({ id: kept.id }))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('invitations and password resets render and send (the members feature enqueues them)', async () => {
    await api.db.$transaction(async (tx) => {
      await enqueueMail(tx, {
        teamId: team.id,
        kind: 'invitation',
        dedupeKey: 'invitation:1',
        to: 'novo@agencia.test',
        refs: { invitee_name: 'Bruno', inviter_name: 'Carla', ...sealedLinkRef('invitation-token-abc') },
        at: clock.now(),
      });
      await enqueueMail(tx, {
        teamId: team.id,
        kind: 'password_reset',
        dedupeKey: 'password-reset:1',
        to: 'carla@agencia.test',
        refs: { name: 'Carla', valid_minutes: 30, ...sealedLinkRef('reset-token-xyz') },
        at: clock.now(),
      });
      await enqueueMail(tx, {
        teamId: team.id,
        kind: 'invitation',
        dedupeKey: 'invitation:1',
        to: 'novo@agencia.test',
        refs: sealedLinkRef('other'),
        at: clock.now(),
      });
    });
    const { mails } = await runJob();
    expect(mails).toHaveLength(2);
    const invite = mails.find((m) => m.rcpt[0] === 'novo@agencia.test')!.mail;
    expect(invite.subject).toBe('Convite para a equipe Viagens Aurora');
    expect(invite.text).toContain('Carla convidou você para a equipe Viagens Aurora.');
    expect(invite.html).toContain(`href="${panelLink('/invite/invitation-token-abc')}"`);
    const reset = mails.find((m) => m.rcpt[0] === 'carla@agencia.test')!.mail;
    expect(reset.subject).toBe('Redefinição de senha');
    expect(reset.text).toContain(panelLink('/reset-password/reset-token-xyz'));
    expect(reset.text).toContain('30 minutos');
  });
});

describe('configuration', () => {
  it('reads SMTP_URL and MAIL_FROM; no SMTP_URL means keep', () => {
    expect(mailConfig({})).toBeNull();
    expect(mailConfig({ SMTP_URL: 'smtps://user:pass@smtp.example.com:465' })).toEqual({
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      from: 'Agência <no-reply@localhost>',
    });
  });

  it('the server refuses to start with an SMTP_URL that is not smtp(s):// or a MAIL_FROM that is no address', () => {
    const secrets = {
      NODE_ENV: 'test' as const,
      APP_ENCRYPTION_KEY: 'k'.repeat(32),
      NEXTAUTH_SECRET: 'n'.repeat(32),
      OPERATOR_SECRET: 'o'.repeat(32),
    };
    expect(() => loadEnv({ ...secrets, SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => loadEnv({ ...secrets, MAIL_FROM: 'Agência' })).toThrow(/MAIL_FROM: must be an e-mail address/);
    expect(loadEnv({ ...secrets, SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Agência <reservas@agencia.test>' })).toMatchObject({
      smtpUrl: 'smtp://127.0.0.1:2525',
      mailFrom: 'Agência <reservas@agencia.test>',
    });
  });
});
