import type { Db } from '@tas/db';
import type { Attachment } from 'nodemailer/lib/mailer';
import { presentBookingPayment } from '../payments/present-payment';
import { shareUrl } from '../quotes/present';
import { accountLinkOf } from './account-links';
import type { MailKind } from './kinds';
import { invitationMail, passwordResetMail } from './templates/account';
import { bookingCancelledMail } from './templates/booking-cancelled';
import { bookingConfirmedMail } from './templates/booking-confirmed';
import { renderLayout, type MailContent } from './templates/layout';
import { boletoInstructionsMail, pixInstructionsMail } from './templates/payment-instructions';
import { paymentReceivedMail } from './templates/payment-received';
import { quoteSentMail } from './templates/quote-sent';
import { scheduleChangedMail } from '../schedule-changes/mail-template';
import { segmentsOf } from '../schedule-changes/segments';
import { voucherOf } from './voucher';
import { renderVoucherPdf } from './voucher-pdf';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments: Attachment[];
}

export interface OutboxRow {
  teamId: string;
  kind: string;
  refs: Record<string, unknown>;
}

const QR_CID = 'pix-qr@mail';

async function paymentOf(db: Db, row: OutboxRow) {
  return db.payment.findFirstOrThrow({
    where: { id: String(row.refs.payment_id), teamId: row.teamId },
    include: { booking: { include: { customer: true } }, team: true },
  });
}

/** The message of one outbox row, from the rows as they are now (text and attachments). */
export async function renderMail(db: Db, row: OutboxRow): Promise<RenderedMail> {
  const kind = row.kind as MailKind;
  let agency: string;
  let content: MailContent;
  const attachments: Attachment[] = [];
  switch (kind) {
    case 'quote_sent': {
      const q = await db.quote.findFirstOrThrow({
        where: { id: String(row.refs.quote_id), teamId: row.teamId },
        include: { customer: true, team: true },
      });
      agency = q.team.name;
      content = quoteSentMail({
        customerName: q.customer.fullName,
        number: q.number,
        title: q.title,
        totalCents: Math.round(q.total.toNumber() * 100),
        currency: q.currency,
        validUntil: q.validUntil,
        shareUrl: shareUrl(q.shareToken),
      });
      break;
    }
    case 'pix_instructions':
    case 'boleto_instructions': {
      const p = await paymentOf(db, row);
      agency = p.team.name;
      const base = {
        customerName: p.booking.customer.fullName,
        bookingNumber: p.booking.bookingNumber,
        title: p.booking.title,
        amountCents: p.amountCents,
        currency: p.currency,
      };
      if (kind === 'pix_instructions') {
        const qr = p.pixQrPng ? p.pixQrPng.replace(/^data:image\/png;base64,/, '') : null;
        if (qr) attachments.push({ filename: 'pix-qrcode.png', content: Buffer.from(qr, 'base64'), contentType: 'image/png', cid: QR_CID });
        content = pixInstructionsMail({ ...base, pixCode: p.pixCode ?? '', expiresAt: p.expiresAt, qrCid: qr ? QR_CID : null });
      } else {
        content = boletoInstructionsMail({
          ...base,
          paymentUrl: presentBookingPayment(p).boleto_url ?? p.paymentUrl,
          digitableLine: p.boletoDigitableLine,
          dueDate: p.boletoDueDate,
        });
      }
      break;
    }
    case 'payment_received': {
      const p = await paymentOf(db, row);
      agency = p.team.name;
      content = paymentReceivedMail({
        customerName: p.booking.customer.fullName,
        bookingNumber: p.booking.bookingNumber,
        title: p.booking.title,
        amountCents: p.amountCents,
        currency: p.currency,
        method: p.method,
        paidAt: p.paidAt ?? p.updatedAt,
      });
      break;
    }
    case 'booking_confirmed': {
      const b = await db.booking.findFirstOrThrow({
        where: { id: String(row.refs.booking_id), teamId: row.teamId },
        include: { items: true, passengers: true, customer: true, team: true },
      });
      const voucher = voucherOf(b);
      agency = voucher.agency;
      content = bookingConfirmedMail(voucher);
      attachments.push({
        filename: `voucher-${b.bookingNumber}.pdf`,
        content: await renderVoucherPdf(voucher),
        contentType: 'application/pdf',
      });
      break;
    }
    case 'booking_cancelled': {
      const b = await db.booking.findFirstOrThrow({
        where: { id: String(row.refs.booking_id), teamId: row.teamId },
        include: { customer: true, team: true, payments: { orderBy: { createdAt: 'desc' }, take: 1 } },
      });
      agency = b.team.name;
      const payment = b.payments[0];
      const penaltyCents = b.cancellationPenaltyCents ?? 0;
      const feeCents = b.cancellationFeeCents ?? 0;
      const refundCents = b.cancellationRefundCents ?? 0;
      content = bookingCancelledMail({
        customerName: b.customer.fullName,
        bookingNumber: b.bookingNumber,
        title: b.title,
        currency: payment?.currency ?? b.currency,
        // What the customer had paid when cancelling (a payment refunded before in the panel had nothing left).
        paidCents: payment && (payment.status === 'paid' || payment.refundedCents !== null) ? payment.amountCents : 0,
        penaltyCents,
        feeCents,
        refundCents,
        method: payment?.method ?? null,
        cancelledAt: b.updatedAt,
      });
      break;
    }
    case 'schedule_changed': {
      const change = await db.scheduleChange.findFirstOrThrow({
        where: { id: String(row.refs.schedule_change_id), teamId: row.teamId },
        include: { booking: { include: { customer: true, team: true } } },
      });
      agency = change.booking.team.name;
      content = scheduleChangedMail({
        customerName: change.booking.customer.fullName,
        bookingNumber: change.booking.bookingNumber,
        title: change.booking.title,
        removed: segmentsOf(change.removed),
        added: segmentsOf(change.added),
        rebooked: row.refs.rebooked === true,
      });
      break;
    }
    case 'invitation':
    case 'password_reset': {
      const team = await db.team.findUniqueOrThrow({ where: { id: row.teamId } });
      agency = team.name;
      const r = row.refs as Record<string, string | number | null>;
      const url = accountLinkOf(row);
      content =
        kind === 'invitation'
          ? invitationMail({
              inviteeName: (r.invitee_name as string) ?? null,
              inviterName: String(r.inviter_name ?? team.name),
              agency: team.name,
              acceptUrl: url,
              expiresAt: (r.expires_at as string) ?? null,
            })
          : passwordResetMail({ name: (r.name as string) ?? null, resetUrl: url, validMinutes: Number(r.valid_minutes ?? 60) });
      break;
    }
    default:
      throw new Error(`Unknown mail kind ${String(kind)}`);
  }
  return { ...(await renderLayout(agency, content)), attachments };
}
