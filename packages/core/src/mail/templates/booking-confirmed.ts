import { HOTEL_CONFIRMATION_PENDING, type Voucher } from '../voucher';
import { esc, paragraph, row, type MailContent } from './layout';

export function bookingConfirmedMail(v: Voucher): MailContent {
  const facts: [string, string][] = [
    ['Reserva', v.bookingNumber],
    ['Localizador', v.locator],
  ];
  if (v.externalLocator) facts.push([v.flights.length ? 'Localizador da companhia' : 'Localizador do fornecedor', v.externalLocator]);
  if (v.hotel) {
    facts.push(['Hotel', v.hotel.name]);
    if (v.hotel.category) facts.push(['Categoria', v.hotel.category]);
    if (v.hotel.address) facts.push(['Endereço', v.hotel.address]);
    if (v.hotel.phone) facts.push(['Telefone', v.hotel.phone]);
    facts.push(['Check-in', v.hotel.checkIn], ['Check-out', v.hotel.checkOut], ['Quartos', v.hotel.rooms]);
    if (v.hotel.board) facts.push(['Regime', v.hotel.board]);
    facts.push(['Ocupação', v.hotel.occupancy]);
    if (v.hotel.bookedOn) facts.push(['Data da reserva', v.hotel.bookedOn]);
    if (v.hotel.confirmationPending) facts.push(['Situação', HOTEL_CONFIRMATION_PENDING]);
    if (v.hotel.comments) facts.push(['Observações da tarifa', v.hotel.comments]);
    if (v.hotel.cancellation) facts.push(['Cancelamento', v.hotel.cancellation]);
  }
  for (const f of v.flights) facts.push([f.route, f.description ?? '']);
  if (!v.hotel && !v.flights.length && v.startDate) facts.push(['Datas', v.endDate ? `${v.startDate} a ${v.endDate}` : v.startDate]);
  if (v.guests.length) facts.push([v.flights.length ? 'Passageiros' : 'Hóspedes', v.guests.join(', ')]);
  facts.push(['Total', v.total]);
  if (v.payableThrough) facts.push(['Pagamento', v.payableThrough]);
  return {
    subject: `Reserva confirmada: ${v.title} (${v.locator})`,
    body: `${paragraph(`Olá, ${v.customerName}!`)}
      ${paragraph(`Sua reserva ${v.bookingNumber} está confirmada. O voucher em PDF segue anexo.`)}
      <mj-table>${facts.map(([l, value]) => row(l, value)).join('')}</mj-table>
      <mj-text font-size="13px" color="#5d6776">${esc('Apresente o voucher no check-in ou no embarque.')}</mj-text>`,
    text: `Olá, ${v.customerName}!

Sua reserva ${v.bookingNumber} está confirmada. O voucher em PDF segue anexo.

${facts.map(([l, value]) => `${l}: ${value}`).join('\n')}`,
  };
}
