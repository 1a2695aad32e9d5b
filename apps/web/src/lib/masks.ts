import { formatCep } from '@brazilian-utils/brazilian-utils/format-cep';
import { formatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { formatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';

// Input masks: each takes what was typed (or pasted) and returns it in the Brazilian pattern so far.

export const onlyDigits = (value: string): string => value.replace(/\D/g, '');

/** 000.000.000-00 */
export function maskCpf(value: string): string {
  return formatCpf(onlyDigits(value).slice(0, 11));
}

/** 00.000.000/0000-00 */
export function maskCnpj(value: string): string {
  return formatCnpj(onlyDigits(value).slice(0, 14));
}

/** 00000-000 */
export function maskCep(value: string): string {
  return formatCep(onlyDigits(value).slice(0, 8));
}

/** (11) 3456-7890 or (11) 98765-4321; a number typed with "+" (abroad) is left as typed. */
export function maskPhone(value: string): string {
  if (value.trimStart().startsWith('+')) return value.replace(/[^\d\s()+-]/g, '').slice(0, 20);
  const digits = onlyDigits(value).slice(0, 11);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const area = digits.slice(0, 2);
  const number = digits.slice(2);
  if (number.length <= 4) return `(${area}) ${number}`;
  const split = number.length === 9 ? 5 : 4;
  return `(${area}) ${number.slice(0, split)}-${number.slice(split)}`;
}

/** A stored CPF/CNPJ (digits) for reading; anything else as it is. */
export function formatDocument(value: string | null | undefined): string {
  if (!value) return '—';
  const digits = onlyDigits(value);
  if (digits.length === 11) return maskCpf(digits);
  if (digits.length === 14) return maskCnpj(digits);
  return value;
}
