import { formatCents, formatDay } from '../format';
import { button, paragraph, row, type MailContent } from './layout';

export interface QuoteSentData {
  customerName: string;
  number: string;
  title: string;
  totalCents: number;
  currency: string;
  validUntil: Date;
  shareUrl: string;
}

export function quoteSentMail(d: QuoteSentData): MailContent {
  const total = formatCents(d.totalCents, d.currency);
  const valid = formatDay(d.validUntil);
  return {
    subject: `Sua cotação ${d.number}: ${d.title}`,
    body: `${paragraph(`Olá, ${d.customerName}!`)}
      ${paragraph('Preparamos a sua cotação. Veja os detalhes, baixe o PDF e aceite pelo link abaixo.')}
      <mj-table>${row('Cotação', d.number)}${row('Viagem', d.title)}${row('Total', total)}${row('Válida até', valid)}</mj-table>
      ${button('Ver cotação', d.shareUrl)}`,
    text: `Olá, ${d.customerName}!

Preparamos a sua cotação. Veja os detalhes e aceite pelo link abaixo.

Cotação: ${d.number}
Viagem: ${d.title}
Total: ${total}
Válida até: ${valid}

Ver cotação: ${d.shareUrl}`,
  };
}
