import { formatCents, formatDay } from '../format';
import { paragraph, row, type MailContent } from './layout';

const METHOD_NAMES: Record<string, string> = { pix: 'PIX', boleto: 'Boleto', credit_card: 'Cartão de crédito' };

/** The customer's notice of a cancellation confirmed with a quote: what was kept, what comes back and when it was asked. */
export function bookingCancelledMail(d: {
  customerName: string;
  bookingNumber: string;
  title: string;
  currency: string;
  paidCents: number;
  penaltyCents: number;
  feeCents: number;
  refundCents: number;
  method: string | null;
  cancelledAt: Date;
}): MailContent {
  const money = (cents: number) => formatCents(cents, d.currency);
  const day = formatDay(d.cancelledAt);
  const method = d.method ? (METHOD_NAMES[d.method] ?? d.method) : null;
  const refundLine =
    d.refundCents > 0
      ? `O reembolso de ${money(d.refundCents)} foi pedido em ${day}${method ? `, pelo mesmo meio do pagamento (${method})` : ''}. O prazo para o valor aparecer depende do banco ou da operadora do cartão.`
      : 'Não há valor a reembolsar.';
  const rows: [string, string][] = [
    ['Valor pago', money(d.paidCents)],
    ['Multa do fornecedor', money(d.penaltyCents)],
    ['Taxa de cancelamento', money(d.feeCents)],
    ['Reembolso', money(d.refundCents)],
  ];
  return {
    subject: `Reserva ${d.bookingNumber} cancelada`,
    body: `${paragraph(`Olá, ${d.customerName}!`)}
      ${paragraph(`A reserva ${d.bookingNumber} (${d.title}) foi cancelada em ${day}.`)}
      <mj-table>${rows.map(([label, value]) => row(label, value)).join('')}</mj-table>
      ${paragraph(refundLine)}`,
    text: `Olá, ${d.customerName}!

A reserva ${d.bookingNumber} (${d.title}) foi cancelada em ${day}.

${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}

${refundLine}`,
  };
}
