// Money in the panel reads as Brazilians write it: R$ 1.234,56.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('pt-BR', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter;
}

export function formatMoney(amount: number | null | undefined, currency = 'BRL'): string {
  if (amount === null || amount === undefined) return '—';
  try {
    return formatterFor(currency).format(amount);
  } catch {
    // An unknown currency code still shows the amount.
    return `${currency} ${amount.toFixed(2)}`;
  }
}

const plain = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cents as the digits of a money field: 123456 -> "1.234,56". */
export function formatCentsInput(cents: number | null): string {
  return cents === null ? '' : plain.format(cents / 100);
}

/** Whole cents from a number on the wire (at most two decimals there). */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}
