import { PaymentError } from '../errors';

/**
 * FEBRABAN bank boleto numbering. Barcode (44 digits): bank(3) currency(1) check(1)
 * due factor(4) amount in cents(10) free field(25). The digitable line (47) regroups it into
 * three fields with mod-10 checks, the general check digit, then factor and amount.
 */

const FACTOR_BASE = Date.UTC(1997, 9, 7);
const DAY_MS = 86_400_000;

/** Due-date factor; it rolled over from 9999 to 1000 on 2025-02-22 and cycles every 9000 days. */
export function dueFactor(dueDate: string): string {
  const days = Math.round((Date.parse(`${dueDate}T00:00:00Z`) - FACTOR_BASE) / DAY_MS);
  const factor = days <= 9999 ? days : ((days - 10_000) % 9000) + 1000;
  return String(factor).padStart(4, '0');
}

export function mod10(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const weight = i % 2 === 0 ? 2 : 1; // weights 2,1,2,... from the rightmost digit
    const product = Number(digits[digits.length - 1 - i]) * weight;
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

export function barcodeCheckDigit(digits43: string): number {
  let sum = 0;
  for (let i = 0; i < digits43.length; i++) {
    sum += Number(digits43[digits43.length - 1 - i]) * ((i % 8) + 2); // weights 2..9 from the right
  }
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

export function buildBoletoNumbers(args: { bankCode: string; amountCents: number; dueDate: string; freeField: string }): {
  barcode: string;
  digitableLine: string;
} {
  const { bankCode, freeField } = args;
  if (!/^\d{3}$/.test(bankCode) || !/^\d{25}$/.test(freeField)) {
    throw new Error('Boleto needs a 3-digit bank code and a 25-digit free field');
  }
  if (args.amountCents > 9_999_999_999) {
    throw new PaymentError('invalid_request', 'Amount too large for a boleto', { field: 'amount' });
  }
  const factorAndAmount = dueFactor(args.dueDate) + String(args.amountCents).padStart(10, '0');
  const head = `${bankCode}9`;
  const dv = barcodeCheckDigit(head + factorAndAmount + freeField);
  const barcode = `${head}${dv}${factorAndAmount}${freeField}`;
  const f1 = head + freeField.slice(0, 5);
  const f2 = freeField.slice(5, 15);
  const f3 = freeField.slice(15, 25);
  const digitableLine = `${f1}${mod10(f1)}${f2}${mod10(f2)}${f3}${mod10(f3)}${dv}${factorAndAmount}`;
  return { barcode, digitableLine };
}

/** The 44-digit barcode number behind a 47-digit digitable line, e.g. to draw a stored boleto. */
export function barcodeFromDigitableLine(line: string): string {
  const d = line.replace(/\D/g, '');
  if (d.length !== 47) throw new Error('A bank boleto digitable line has 47 digits');
  return d.slice(0, 4) + d.slice(32, 33) + d.slice(33, 47) + d.slice(4, 9) + d.slice(10, 20) + d.slice(21, 31);
}

/** `AAABC.CCCCX DDDDD.DDDDDY EEEEE.EEEEEZ K UUUUVVVVVVVVVV`, as printed on boletos. */
export function formatDigitableLine(line: string): string {
  const d = line.replace(/\D/g, '');
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d.slice(32, 33)} ${d.slice(33)}`;
}
