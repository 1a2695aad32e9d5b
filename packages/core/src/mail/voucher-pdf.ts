import { HOTEL_CONFIRMATION_PENDING, type Voucher } from './voucher';

/** The booking voucher as an A4 PDF (pdfkit, as the quote PDF and boletos; Helvetica's WinAnsi covers Portuguese). */
export async function renderVoucherPdf(v: Voucher): Promise<Buffer> {
  // pdfkit (with fontkit and its font tables) loads with the first voucher, not with the server.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `Voucher ${v.bookingNumber}`, Author: v.agency } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const line = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(11).text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  };
  const heading = (text: string) =>
    doc.moveDown().font('Helvetica-Bold').fontSize(13).fillColor('#0b6e6e').text(text).fillColor('black').moveDown(0.3);

  doc.font('Helvetica-Bold').fontSize(16).fillColor('#0b6e6e').text(v.agency);
  doc.font('Helvetica-Bold').fontSize(20).fillColor('black').text('Voucher de reserva').moveDown(0.5);
  line('Reserva', v.bookingNumber);
  line('Localizador', v.locator);
  if (v.externalLocator) line(v.flights.length ? 'Localizador da companhia' : 'Localizador do fornecedor', v.externalLocator);
  line('Cliente', v.customerName);
  line('Descrição', v.title);

  if (v.hotel) {
    heading('Hospedagem');
    line('Hotel', v.hotel.name);
    if (v.hotel.category) line('Categoria', v.hotel.category);
    if (v.hotel.address) line('Endereço', v.hotel.address);
    if (v.hotel.phone) line('Telefone', v.hotel.phone);
    line('Check-in', v.hotel.checkIn);
    line('Check-out', v.hotel.checkOut);
    if (v.hotel.nights !== null) line('Noites', String(v.hotel.nights));
    line('Quartos', v.hotel.rooms);
    if (v.hotel.board) line('Regime', v.hotel.board);
    line('Ocupação', v.hotel.occupancy);
    if (v.hotel.bookedOn) line('Data da reserva', v.hotel.bookedOn);
    if (v.hotel.confirmationPending) line('Situação', HOTEL_CONFIRMATION_PENDING);
    if (v.hotel.comments) line('Observações da tarifa', v.hotel.comments);
    if (v.hotel.cancellation) line('Política de cancelamento', v.hotel.cancellation);
  }
  if (v.flights.length) {
    heading('Itinerário');
    for (const f of v.flights) line(f.route, f.description ?? '');
  } else if (!v.hotel && v.startDate) {
    line('Datas', v.endDate ? `${v.startDate} a ${v.endDate}` : v.startDate);
  }
  if (v.guests.length) {
    heading(v.flights.length ? 'Passageiros' : 'Hóspedes');
    for (const g of v.guests) doc.font('Helvetica').fontSize(11).text(g);
  }
  heading('Valor');
  line('Total', v.total);
  if (v.payableThrough) doc.moveDown().font('Helvetica').fontSize(9).text(v.payableThrough);
  doc.end();
  return done;
}
