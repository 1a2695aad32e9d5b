/**
 * The panel's one formatter for money, dates and counts, as Brazilians read them, in the agencies'
 * own time zone whatever the browser's.
 *
 *   formatMoney(1234.56)            -> "R$ 1.234,56"   (null/undefined -> "—"; other currencies too)
 *   formatDate('2026-03-12')        -> "12/03/2026"    (a calendar date: read as text, never shifted)
 *   formatDateTime(iso)             -> "12/03/2026, 14:05" (São Paulo time)
 *   formatDateRange(start, end)     -> "12/03/2026 – 19/03/2026"
 *   formatCount(1234)               -> "1.234";  formatQuantity(1.5) -> "1,5"
 *   formatCentsInput(123456)        -> "1.234,56" (a money input's digits); toCents(12.34) -> 1234
 */

const TIME_ZONE = 'America/Sao_Paulo';

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format;
}

export function formatMoney(amount: number | null | undefined, currency = 'BRL'): string {
  if (amount === null || amount === undefined) return '—';
  try {
    return moneyFormat(currency).format(amount);
  } catch {
    // An unknown currency code still shows the amount.
    return `${currency} ${amount.toFixed(2)}`;
  }
}

const cents = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cents as the digits of a money field: 123456 -> "1.234,56". */
export function formatCentsInput(amountInCents: number | null): string {
  return amountInCents === null ? '' : cents.format(amountInCents / 100);
}

/** Whole cents from a number on the wire (at most two decimals there). */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

const count = new Intl.NumberFormat('pt-BR');
const quantity = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 4 });

/** A whole count: 1234 -> "1.234". */
export function formatCount(value: number): string {
  return count.format(value);
}

/** A quantity that may have decimals (nights, units): 1.5 -> "1,5". */
export function formatQuantity(value: number): string {
  return quantity.format(value);
}

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
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
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
}
