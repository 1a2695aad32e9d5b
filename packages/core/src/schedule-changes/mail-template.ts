import type { ScheduleSegment } from '@tas/suppliers';
import { paragraph, type MailContent } from '../mail/templates/layout';
import { segmentLine } from './segments';

/** The customer's notice of an airline's schedule change: the flights as they were and as they are now. */
export function scheduleChangedMail(d: {
  customerName: string;
  bookingNumber: string;
  title: string;
  removed: ScheduleSegment[];
  added: ScheduleSegment[];
}): MailContent {
  const before = d.removed.map(segmentLine);
  const after = d.added.map(segmentLine);
  const closing =
    'Nossa equipe vai analisar a alteração e entrar em contato se for preciso escolher outro voo ou cancelar. Os horários são locais de cada aeroporto.';
  return {
    subject: `Alteração de horário no voo da reserva ${d.bookingNumber}`,
    body: `${paragraph(`Olá, ${d.customerName}!`)}
      ${paragraph(`A companhia aérea alterou o voo da reserva ${d.bookingNumber} (${d.title}).`)}
      ${paragraph('Como era:')}
      ${before.map(paragraph).join('')}
      ${paragraph('Como ficou:')}
      ${after.map(paragraph).join('')}
      ${paragraph(closing)}`,
    text: `Olá, ${d.customerName}!

A companhia aérea alterou o voo da reserva ${d.bookingNumber} (${d.title}).

Como era:
${before.join('\n')}

Como ficou:
${after.join('\n')}

${closing}`,
  };
}
