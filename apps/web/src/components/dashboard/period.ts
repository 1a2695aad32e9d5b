/** The dashboard's period presets, in São Paulo's calendar whatever the browser's. */
export const PERIOD_PRESETS = { month: 'Este mês', last30: 'Últimos 30 dias', custom: 'Personalizado' } as const;
export type PeriodPreset = keyof typeof PERIOD_PRESETS;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });

export function saoPauloToday(now = new Date()): string {
  return today.format(now);
}

function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** The period the address bar asks for as the dashboard's query (`from`/`to`, inclusive). */
export function periodInput(values: { period: string; from: string; to: string }, now = new Date()): { from: string; to: string } {
  const end = saoPauloToday(now);
  if (values.period === 'last30') return { from: daysBefore(end, 29), to: end };
  if (values.period === 'custom' && DATE.test(values.from) && DATE.test(values.to) && values.from <= values.to)
    return { from: values.from, to: values.to };
  if (values.period === 'custom' && DATE.test(values.from) && !values.to && values.from <= end) return { from: values.from, to: end };
  return { from: `${end.slice(0, 8)}01`, to: end };
}
