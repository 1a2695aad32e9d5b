import PDFDocument from 'pdfkit';
import type { TPublicQuote } from '@tas/core';
import { formatDate, formatMoney, formatQuantity } from './format';
import { QUOTE_ITEM_TYPE_LABELS, QUOTE_STATUS_LABELS } from './quote-labels';

/** An A4 PDF of what the customer sees on the share page (Helvetica: WinAnsi covers Portuguese). */
export function renderQuotePdf(quote: TPublicQuote): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `Cotação ${quote.number}`, Author: quote.agency.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (n: number) => formatMoney(n, quote.currency);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('Helvetica-Bold').fontSize(16).fillColor('#0b6e6e').text(quote.agency.name);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#5d6776')
    .text(`Cotação ${quote.number} · emitida em ${formatDate(quote.created_at)} · ${QUOTE_STATUS_LABELS[quote.status] ?? quote.status}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(18).fillColor('black').text(quote.title);
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(`Para ${quote.customer.name} · válida até ${formatDate(quote.valid_until)}`);
  doc.moveDown();

  for (const item of quote.items) {
    const line = Math.round(item.quantity * item.unit_price * 100) / 100;
    const y = doc.y;
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(`${QUOTE_ITEM_TYPE_LABELS[item.type] ?? item.type}: ${item.description}`, left, y, { width: width - 160 });
    const afterTitle = doc.y;
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`${formatQuantity(item.quantity)} × ${money(item.unit_price)}`, left + width - 150, y, { width: 150, align: 'right' });
    doc.font('Helvetica-Bold').text(money(line), left + width - 150, doc.y, { width: 150, align: 'right' });
    doc.y = Math.max(afterTitle, doc.y);
    if (item.details)
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor('#5d6776')
        .text(item.details, left, doc.y, { width: width - 160 });
    doc.fillColor('black').moveDown(0.6);
  }

  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor('#e2e5ea')
    .stroke()
    .moveDown(0.5);
  const total = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 13 : 11)
      .text(label, left, y, { width: width - 150 });
    doc.text(value, left + width - 150, y, { width: 150, align: 'right' });
  };
  total('Subtotal', money(quote.subtotal));
  if (quote.discount) {
    const percent = quote.discount.type === 'percentage' ? ` (${formatQuantity(quote.discount.value)}%)` : '';
    total(`Desconto${percent}`, `- ${money(quote.discount.amount)}`);
  }
  total('Total', money(quote.total), true);

  for (const [heading, text] of [
    ['Observações', quote.notes],
    ['Condições', quote.terms],
  ] as const) {
    if (!text) continue;
    doc.moveDown().font('Helvetica-Bold').fontSize(12).text(heading, left);
    doc.font('Helvetica').fontSize(10).text(text, { width });
  }
  doc.end();
  return done;
}
