import { formatCents, formatDay } from '../format';
import { paragraph, row, type MailContent } from './layout';

const METHOD_NAMES: Record<string, string> = { pix: 'PIX', boleto: 'Boleto', credit_card: 'Cartão de crédito' };

export function paymentReceivedMail(d: {
  customerName: string;
  bookingNumber: string;
  title: string;
  amountCents: number;
  currency: string;
  method: string;
  paidAt: Date;
}): MailContent {
  const amount = formatCents(d.amountCents, d.currency);
  const method = METHOD_NAMES[d.method] ?? d.method;
  const paid = formatDay(d.paidAt);
  return {
    subject: `Pagamento recebido: reserva ${d.bookingNumber}`,
    body: `${paragraph(`Olá, ${d.customerName}!`)}
      ${paragraph(`Recebemos o seu pagamento da reserva ${d.bookingNumber} (${d.title}). Obrigado!`)}
      <mj-table>${row('Valor', amount)}${row('Forma de pagamento', method)}${row('Pago em', paid)}</mj-table>`,
    text: `Olá, ${d.customerName}!

Recebemos o seu pagamento da reserva ${d.bookingNumber} (${d.title}). Obrigado!

Valor: ${amount}
Forma de pagamento: ${method}
Pago em: ${paid}`,
  };
}
