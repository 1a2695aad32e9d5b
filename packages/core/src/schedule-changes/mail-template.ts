import type { ScheduleSegment } from '@tas/suppliers';
import { paragraph, type MailContent } from '../mail/templates/layout';
import { segmentLine } from './segments';

/**
 * The customer's notice of an airline's schedule change, or of the new flights the agency picked after it:
 * the flights as they were and as they are now.
 */
export function scheduleChangedMail(d: {
  customerName: string;
  bookingNumber: string;
  title: string;
  removed: ScheduleSegment[];
  added: ScheduleSegment[];
  /** The agency moved the booking to other flights after the airline's change (Duffel's order change). */
  rebooked?: boolean;
}): MailContent {
  const before = d.removed.map(segmentLine);
  const after = d.added.map(segmentLine);
  const closing = d.rebooked
    ? 'Sua reserva já está nos novos voos; não é preciso fazer nada. Os horários são locais de cada aeroporto.'
    : 'Nossa equipe vai analisar a alteração e entrar em contato se for preciso escolher outro voo ou cancelar. Os horários são locais de cada aeroporto.';
  const opening = d.rebooked
    ? `Depois da alteração da companhia aérea, remarcamos o voo da reserva ${d.bookingNumber} (${d.title}).`
    : `A companhia aérea alterou o voo da reserva ${d.bookingNumber} (${d.title}).`;
  return {
    subject: d.rebooked ? `Novo voo na reserva ${d.bookingNumber}` : `Alteração de horário no voo da reserva ${d.bookingNumber}`,
    body: `${paragraph(`Olá, ${d.customerName}!`)}
      ${paragraph(opening)}
      ${paragraph('Como era:')}
      ${before.map(paragraph).join('')}
      ${paragraph('Como ficou:')}
      ${after.map(paragraph).join('')}
      ${paragraph(closing)}`,
    text: `Olá, ${d.customerName}!

${opening}

Como era:
${before.join('\n')}

Como ficou:
${after.join('\n')}

${closing}`,
  };
}
