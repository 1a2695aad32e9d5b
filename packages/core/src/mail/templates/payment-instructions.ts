import { formatCents, formatDay, formatMoment } from '../format';
import { button, esc, paragraph, row, type MailContent } from './layout';

export interface PaymentInstructionsBase {
  customerName: string;
  bookingNumber: string;
  title: string;
  amountCents: number;
  currency: string;
}

/** The QR image is an inline attachment named by `qrCid` (cid: URLs show in mail clients without remote images). */
export function pixInstructionsMail(
  d: PaymentInstructionsBase & { pixCode: string; expiresAt: Date | null; qrCid: string | null },
): MailContent {
  const amount = formatCents(d.amountCents, d.currency);
  const expiry = d.expiresAt ? formatMoment(d.expiresAt) : null;
  return {
    subject: `Pagamento via PIX da reserva ${d.bookingNumber}`,
    body: `${paragraph(`Olá, ${d.customerName}!`)}
      ${paragraph(`Para confirmar a reserva ${d.bookingNumber} (${d.title}), pague ${amount} via PIX: leia o QR code no app do seu banco ou use o código copia e cola.`)}
      ${d.qrCid ? `<mj-image src="cid:${esc(d.qrCid)}" alt="QR code PIX" width="220px" align="left" />` : ''}
      <mj-text font-size="13px" font-family="Courier New, monospace" css-class="pix-code">${esc(d.pixCode)}</mj-text>
      <mj-table>${row('Valor', amount)}${expiry ? row('Pague até', expiry) : ''}</mj-table>`,
    text: `Olá, ${d.customerName}!

Para confirmar a reserva ${d.bookingNumber} (${d.title}), pague ${amount} via PIX.

PIX copia e cola:
${d.pixCode}

Valor: ${amount}${expiry ? `\nPague até: ${expiry}` : ''}`,
  };
}

export function boletoInstructionsMail(
  d: PaymentInstructionsBase & { paymentUrl: string | null; digitableLine: string | null; dueDate: Date | null },
): MailContent {
  const amount = formatCents(d.amountCents, d.currency);
  const due = d.dueDate ? formatDay(d.dueDate) : null;
  return {
    subject: `Boleto da reserva ${d.bookingNumber}`,
    body: `${paragraph(`Olá, ${d.customerName}!`)}
      ${paragraph(`Para confirmar a reserva ${d.bookingNumber} (${d.title}), pague o boleto de ${amount}.`)}
      <mj-table>${row('Valor', amount)}${due ? row('Vencimento', due) : ''}${d.digitableLine ? row('Linha digitável', d.digitableLine) : ''}</mj-table>
      ${d.paymentUrl ? button('Abrir boleto', d.paymentUrl) : ''}`,
    text: `Olá, ${d.customerName}!

Para confirmar a reserva ${d.bookingNumber} (${d.title}), pague o boleto de ${amount}.

Valor: ${amount}${due ? `\nVencimento: ${due}` : ''}${d.digitableLine ? `\nLinha digitável: ${d.digitableLine}` : ''}${d.paymentUrl ? `\nBoleto: ${d.paymentUrl}` : ''}`,
  };
}
