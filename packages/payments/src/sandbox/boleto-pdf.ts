import { barcodeFromDigitableLine, formatDigitableLine } from './boleto-line';

/** What a boleto PDF shows; everything the core stores about a boleto payment is enough. */
export interface BoletoDocument {
  digitableLine: string;
  amountCents: number;
  /** YYYY-MM-DD. */
  dueDate: string;
  payer: { name: string; cpfCnpj?: string };
  beneficiary: { name: string; cpfCnpj?: string };
  description?: string;
  /** Our payment id or booking number, printed as the document number. */
  reference?: string;
}

const MM = 72 / 25.4;
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

function brDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

function party(p: { name: string; cpfCnpj?: string }): string {
  return p.cpfCnpj ? `${p.name} - CPF/CNPJ ${p.cpfCnpj}` : p.name;
}

/** An A4 PDF of a sandbox boleto: digitable line, amount, due date, parties and an ITF barcode. */
export async function renderBoletoPdf(boleto: BoletoDocument): Promise<Buffer> {
  const barcode = barcodeFromDigitableLine(boleto.digitableLine);
  // pdfkit and bwip-js (about 35 MB resident together) load on the first boleto, not with the server.
  const [{ toBuffer: barcodePngOf }, { default: PDFDocument }] = await Promise.all([import('bwip-js/node'), import('pdfkit')]);
  // Boleto barcodes are Interleaved 2 of 5 without a check digit of their own (FEBRABAN layout).
  const barcodePng = await barcodePngOf({ bcid: 'interleaved2of5', text: barcode, scale: 3, height: 13 });

  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: 'Boleto', Author: 'Sandbox' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 40;
  const width = doc.page.width - 80;
  doc
    .fillColor('#b00020')
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('AMBIENTE DE TESTES (SANDBOX) - ESTE BOLETO NÃO TEM VALOR DE PAGAMENTO', left, 40, { width, align: 'center' });
  doc
    .fillColor('black')
    .fontSize(14)
    .text(`${boleto.digitableLine.slice(0, 3)}-9`, left, 70);
  doc.fontSize(12).text(formatDigitableLine(boleto.digitableLine), left + 70, 72, { width: width - 70, align: 'right' });
  doc
    .moveTo(left, 92)
    .lineTo(left + width, 92)
    .stroke();

  const rows: Array<[string, string]> = [
    ['Beneficiário', party(boleto.beneficiary)],
    ['Pagador', party(boleto.payer)],
    ['Vencimento', brDate(boleto.dueDate)],
    ['Valor do documento', brl.format(boleto.amountCents / 100)],
    ['Número do documento', boleto.reference ?? '-'],
    ['Descrição', boleto.description ?? '-'],
  ];
  let y = 104;
  for (const [label, value] of rows) {
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555555')
      .text(label, left + 4, y + 3);
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('black')
      .text(value, left + 4, y + 14, { width: width - 8 });
    doc.rect(left, y, width, 34).stroke();
    y += 34;
  }

  doc.image(barcodePng, left, y + 24, { width: 103 * MM, height: 13 * MM });
  doc
    .font('Helvetica')
    .fontSize(8)
    .text('Autenticação mecânica - Ficha de compensação', left, y + 24 + 13 * MM + 6);
  doc.end();
  return done;
}
