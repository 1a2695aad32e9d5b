import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookBody, CARD, newCustomer, panelCaller, startHotelApi, useHotelClock, type TestTeam } from '../hotels/test-fixtures';
import { formatCents } from '../mail/format';
import { mailConfig, type MailConfig } from '../mail/config';
import { sendDueMail } from '../mail/send-due';
import { startSmtpServer } from '../mail/test-smtp';
import { toCents } from '../lib/money';
import type { RestServer } from '../testing/rest-server';
import { prebookRefundableStay } from './test-fixtures';

// The customer's e-mail for a cancellation confirmed with a quote (issue #23 point 4): written to the
// outbox in the settling transaction, once, and sent through SMTP in Portuguese.
let api: RestServer;
let team: TestTeam;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let config: MailConfig;
const clock = useHotelClock();

beforeAll(async () => {
  api = await startHotelApi();
  smtp = await startSmtpServer();
  config = mailConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Agência Teste <reservas@agencia.test>' })!;
  team = await api.team({ name: 'Cancellation mail agency' });
  await panelCaller(api, team.id, 'owner').cancellations.updateFee({ fixedAmount: 30, percent: 0 });
});
afterAll(async () => {
  await smtp?.close();
  await api?.close();
});

describe('cancellation e-mail', () => {
  it('tells the customer what was kept and refunded and when, once however many confirmations', async () => {
    const customer = await newCustomer(api, team, 'Bruna Lima');
    const email = (await api.db.client.findUniqueOrThrow({ where: { id: customer.id } })).email;
    const { token } = await prebookRefundableStay(api, team);
    const booked = await api.post('/api/v1/hotels/book', {
      key: team.key,
      body: bookBody(token, customer.id, { method: 'credit_card', credit_card: CARD }),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const { booking, payment } = booked.body.data;
    const quote = await api.get(`/api/v1/bookings/${booking.id}/cancellation-quote`, { key: team.key });
    const body = { refund_amount: quote.body.data.refund_amount };
    for (let i = 0; i < 2; i++) {
      const res = await api.post(`/api/v1/bookings/${booking.id}/cancellation`, { key: team.key, body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const rows = await api.db.mailMessage.findMany({ where: { teamId: team.id, kind: 'booking_cancelled' } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to: email, dedupeKey: `booking-cancelled:${booking.id}` });

    const before = smtp.received.length;
    await sendDueMail(api.db, clock.now(), config);
    const mails = smtp.received.slice(before).filter((m) => m.mail.subject === `Reserva ${booking.booking_number} cancelada`);
    expect(mails).toHaveLength(1);
    const text = mails[0]!.mail.text!;
    const refundCents = toCents(quote.body.data.refund_amount);
    expect(text).toContain('Olá, Bruna Lima!');
    expect(text).toContain(`Valor pago: ${formatCents(toCents(payment.amount))}`);
    expect(text).toContain('Multa do fornecedor: R$ 0,00');
    expect(text).toContain('Taxa de cancelamento: R$ 30,00');
    expect(text).toContain(`Reembolso: ${formatCents(refundCents)}`);
    expect(text).toContain(
      `O reembolso de ${formatCents(refundCents)} foi pedido em 05/03/2030, pelo mesmo meio do pagamento (Cartão de crédito).`,
    );
  });
});
