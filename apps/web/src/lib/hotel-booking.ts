import type { RouterInputs } from '@/trpc/types';
import { toPaymentInput, validateCard, type CardForm, type PaymentMethod } from './payment-card';

export type HotelBookInput = RouterInputs['hotels']['book'];

export interface GuestForm {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD or ''. A child's (under 18 at check-in) is checked against the ages the stay was priced for. */
  birthDate?: string;
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
  validateCard(values.method, values.card, errors);
  return errors;
}

/** The book request for a prebook token; call only after validateBookForm found nothing. */
export function toBookInput(prebookToken: string, values: BookFormValues): HotelBookInput {
  const guests = values.guests.map((g) => ({
    first_name: g.firstName.trim(),
    last_name: g.lastName.trim(),
    ...(g.birthDate && { birth_date: g.birthDate }),
  }));
  return { prebook_token: prebookToken, customer_id: values.customerId ?? '', guests, payment: toPaymentInput(values.method, values.card) };
}
