import type { RouterInputs } from '@/trpc/types';

export type HotelBookInput = RouterInputs['hotels']['book'];
export type PaymentMethod = HotelBookInput['payment']['method'];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { pix: 'PIX', boleto: 'Boleto', credit_card: 'Cartão de crédito' };

export interface GuestForm {
  firstName: string;
  lastName: string;
}

export interface CardForm {
  holderName: string;
  number: string;
  /** MM/AAAA as typed. */
  expiry: string;
  ccv: string;
  installments: number;
}

export const EMPTY_CARD: CardForm = { holderName: '', number: '', expiry: '', ccv: '', installments: 1 };

/** "Maria da Silva" -> first and last name for the supplier's guest list. */
export function splitName(fullName: string): GuestForm {
  const parts = fullName.trim().split(/\s+/);
  if (parts.length < 2) return { firstName: parts[0] ?? '', lastName: '' };
  return { firstName: parts[0]!, lastName: parts.slice(1).join(' ') };
}

/** Keeps digits and groups them as a card number is written: "4111 1111 1111 1111". */
export function maskCardNumber(value: string): string {
  return value.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function maskExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export interface BookFormValues {
  customerId: string | null;
  guests: GuestForm[];
  method: PaymentMethod;
  card: CardForm;
}

/** The form's complaints by field name ("customer", "guests.0.firstName", "card.number"...), empty when it can go. */
export function validateBookForm(values: BookFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.customerId) errors.customer = 'Escolha o cliente da reserva.';
  values.guests.forEach((guest, i) => {
    if (!guest.firstName.trim()) errors[`guests.${i}.firstName`] = 'Informe o nome.';
    if (!guest.lastName.trim()) errors[`guests.${i}.lastName`] = 'Informe o sobrenome.';
  });
  if (values.method === 'credit_card') {
    const { card } = values;
    if (!card.holderName.trim()) errors['card.holderName'] = 'Informe o nome impresso no cartão.';
    const digits = card.number.replace(/\D/g, '');
    if (digits.length < 12 || digits.length > 19) errors['card.number'] = 'Número de cartão incompleto.';
    const expiry = /^(\d{2})\/(\d{4})$/.exec(card.expiry);
    if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) errors['card.expiry'] = 'Use MM/AAAA.';
    if (!/^\d{3,4}$/.test(card.ccv)) errors['card.ccv'] = 'CVV de 3 ou 4 dígitos.';
  }
  return errors;
}

/** The book request for a prebook token; call only after validateBookForm found nothing. */
export function toBookInput(prebookToken: string, values: BookFormValues): HotelBookInput {
  const guests = values.guests.map((g) => ({ first_name: g.firstName.trim(), last_name: g.lastName.trim() }));
  const [month = '', year = ''] = values.card.expiry.split('/');
  const payment: HotelBookInput['payment'] =
    values.method === 'credit_card'
      ? {
          method: 'credit_card',
          installments: values.card.installments,
          credit_card: { holder_name: values.card.holderName.trim(), number: values.card.number.replace(/\D/g, ''), expiry_month: month, expiry_year: year, ccv: values.card.ccv },
        }
      : { method: values.method };
  return { prebook_token: prebookToken, customer_id: values.customerId ?? '', guests, payment };
}
