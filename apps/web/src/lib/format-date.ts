// Brazilian formats (dd/mm/aaaa), in the agencies' own time zone whatever the browser's.
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dateTime.format(new Date(iso)) : '—';
}

/** A calendar date from the wire (YYYY-MM-DD) as dd/mm/aaaa; read as text so no time zone can shift the day. */
export function formatDate(date: string | null | undefined): string {
  if (!date) return '—';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}

/** "12/03/2026 – 19/03/2026", one date, or a dash. */
export function formatDateRange(start: string | null | undefined, end: string | null | undefined): string {
  if (start && end && start !== end) return `${formatDate(start)} – ${formatDate(end)}`;
  return formatDate(start ?? end);
}

/** Today in São Paulo as YYYY-MM-DD: the latest allowed date of birth. */
export function todayIso(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}
