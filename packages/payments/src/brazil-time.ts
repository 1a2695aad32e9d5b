// Brazil has kept UTC-3 all year since daylight saving ended in 2019, so a fixed offset is exact.
const BRAZIL_OFFSET = '-03:00';

const brazilDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date (YYYY-MM-DD) in Brasília at `now`: due dates are Brazilian dates. */
export function brazilDateOf(now: Date): string {
  return brazilDate.format(now);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The last second of a Brazilian calendar date, when a boleto due that day stops being payable. */
export function endOfBrazilDay(date: string): Date {
  return new Date(`${date}T23:59:59${BRAZIL_OFFSET}`);
}

/** Gateways such as Asaas send local times as `YYYY-MM-DD HH:mm:ss` without a zone. */
export function parseBrazilDateTime(text: string): Date {
  const date = new Date(`${text.trim().replace(' ', 'T')}${BRAZIL_OFFSET}`);
  if (Number.isNaN(date.getTime())) throw new Error(`Unreadable gateway date: ${text}`);
  return date;
}
