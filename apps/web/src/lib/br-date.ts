import { onlyDigits } from './masks';

// Dates are typed and shown as dd/mm/aaaa whatever the browser's language (a native date input
// follows the browser's, not the page's), and travel as YYYY-MM-DD.

/** dd/mm/aaaa as it is typed. */
export function maskDate(value: string): string {
  const d = onlyDigits(value).slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** YYYY-MM-DD for a complete, real date; null otherwise (empty, incomplete, 31/02). */
export function brToIso(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

export function isoToBr(iso: string | null | undefined): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** Why a typed date cannot be used, or undefined when it is empty or fine. */
export function dateProblem(text: string): string | undefined {
  if (!text.trim()) return undefined;
  if (onlyDigits(text).length < 8) return 'Data incompleta: use dd/mm/aaaa.';
  return brToIso(text) ? undefined : 'Data inválida.';
}
