import { fromCents } from '../lib/money';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
// Date-only columns are midnight UTC: read them in UTC so 10/05 stays 10/05.
const day = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
const moment = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

/** R$ 1.234,56 (other currencies in their own symbol, the same pt-BR digits). */
export function formatCents(cents: number, currency = 'BRL'): string {
  const formatter = currency === 'BRL' ? brl : new Intl.NumberFormat('pt-BR', { style: 'currency', currency });
  // Intl puts a no-break space after R$; mail clients and text bodies read a plain one better.
  return formatter.format(fromCents(cents)).replace(/\u00a0/g, ' ');
}

/** dd/mm/aaaa of a date-only value (a Date at midnight UTC or 'YYYY-MM-DD'). */
export function formatDay(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value;
  return day.format(date);
}

/** dd/mm/aaaa hh:mm in Brazil's time (PIX expiry). */
export function formatMoment(value: Date): string {
  return moment.format(value).replace(',', '');
}
