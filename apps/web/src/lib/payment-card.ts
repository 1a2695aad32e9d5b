import type { RouterInputs } from '@/trpc/types';
import { onlyDigits } from './masks';

/** The payment part of a hotel or flight book request (both take the same shape). */
export type PaymentInput = RouterInputs['hotels']['book']['payment'];
export type PaymentMethod = PaymentInput['method'];

export interface CardForm {
  holderName: string;
  number: string;
  /** MM/AAAA as typed. */
  expiry: string;
  ccv: string;
  installments: number;
}

export const EMPTY_CARD: CardForm = { holderName: '', number: '', expiry: '', ccv: '', installments: 1 };

/** Keeps digits and groups them as a card number is written: "4111 1111 1111 1111". */
export function maskCardNumber(value: string): string {
  return onlyDigits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function maskExpiry(value: string): string {
  const digits = onlyDigits(value).slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The card's complaints under "card.<field>", added to `errors`; nothing for PIX and boleto. */
export function validateCard(method: PaymentMethod, card: CardForm, errors: Record<string, string>): void {
  if (method !== 'credit_card') return;
  if (!card.holderName.trim()) errors['card.holderName'] = 'Informe o nome impresso no cartão.';
  const digits = onlyDigits(card.number);
  if (digits.length < 12 || digits.length > 19) errors['card.number'] = 'Número de cartão incompleto.';
  const expiry = /^(\d{2})\/(\d{4})$/.exec(card.expiry);
  if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) errors['card.expiry'] = 'Use MM/AAAA.';
  if (!/^\d{3,4}$/.test(card.ccv)) errors['card.ccv'] = 'CVV de 3 ou 4 dígitos.';
}

/** The request's `payment`; call only after validateCard found nothing. */
export function toPaymentInput(method: PaymentMethod, card: CardForm): PaymentInput {
  if (method !== 'credit_card') return { method };
  const [month = '', year = ''] = card.expiry.split('/');
  return {
    method,
    installments: card.installments,
    credit_card: {
      holder_name: card.holderName.trim(),
      number: onlyDigits(card.number),
      expiry_month: month,
      expiry_year: year,
      ccv: card.ccv,
    },
  };
}
