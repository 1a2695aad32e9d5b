import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import type { BookingCreateInput, BookingType, ClientRef, PassengerInput } from '@/trpc/types';
import { brToIso, dateProblem } from './br-date';
import type { FieldErrors } from './field-errors';
import { todayIso } from './format';
import { onlyDigits } from './masks';

export interface PassengerFormValues {
  /** Keeps React's row identity when a passenger in the middle is removed. */
  key: string;
  name: string;
  document_type: '' | 'cpf' | 'passport' | 'rg';
  document_number: string;
  birth_date: string;
  email: string;
  phone: string;
}

/** Dates are dd/mm/aaaa as typed; they go out as YYYY-MM-DD. */
export interface BookingFormValues {
  customer: ClientRef | null;
  type: BookingType;
  title: string;
  description: string;
  start_date: string;
  end_date: string;
  /** Whole cents; null while empty. */
  total_cents: number | null;
  notes: string;
  passengers: PassengerFormValues[];
}

let passengerKeys = 0;

export function emptyPassenger(): PassengerFormValues {
  passengerKeys += 1;
  return { key: `p${passengerKeys}`, name: '', document_type: 'cpf', document_number: '', birth_date: '', email: '', phone: '' };
}

export function emptyBookingForm(customer: ClientRef | null): BookingFormValues {
  return {
    customer,
    type: 'package',
    title: '',
    description: '',
    start_date: '',
    end_date: '',
    total_cents: null,
    notes: '',
    passengers: [],
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function passengerErrors(p: PassengerFormValues, index: number, errors: FieldErrors) {
  const at = (field: string) => `passengers.${index}.${field}`;
  if (!p.name.trim()) errors[at('name')] = 'Informe o nome do passageiro.';
  if (p.document_type === 'cpf' && p.document_number.trim()) {
    const cpf = onlyDigits(p.document_number);
    if (cpf.length < 11) errors[at('document_number')] = 'CPF incompleto: são 11 dígitos.';
    else if (!isValidCpf(cpf)) errors[at('document_number')] = 'CPF inválido: confira os dígitos.';
  }
  const birth = brToIso(p.birth_date);
  const birthProblem = dateProblem(p.birth_date);
  if (birthProblem) errors[at('birth_date')] = birthProblem;
  else if (birth && birth > todayIso()) errors[at('birth_date')] = 'A data não pode estar no futuro.';
  if (p.email.trim() && !EMAIL.test(p.email.trim())) errors[at('email')] = 'E-mail inválido.';
}

export function validateBookingForm(v: BookingFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.customer) errors.customer_id = 'Escolha o cliente da reserva.';
  if (!v.title.trim()) errors.title = 'Informe um título para a reserva.';
  for (const field of ['start_date', 'end_date'] as const) {
    const problem = dateProblem(v[field]);
    if (problem) errors[field] = problem;
  }
  const start = brToIso(v.start_date);
  const end = brToIso(v.end_date);
  if (start && end && end < start) errors.end_date = 'O fim não pode ser antes do início.';
  v.passengers.forEach((p, i) => passengerErrors(p, i, errors));
  return errors;
}

const orNull = (value: string) => value.trim() || null;

function passengerInput(p: PassengerFormValues): PassengerInput {
  const number = p.document_type === 'cpf' ? onlyDigits(p.document_number) : p.document_number.trim();
  return {
    name: p.name.trim(),
    document_type: number && p.document_type ? p.document_type : null,
    document_number: number || null,
    birth_date: brToIso(p.birth_date),
    email: orNull(p.email),
    phone: orNull(p.phone),
  };
}

/** Core's create body: ISO dates, money as a number with two decimals, BRL. */
export function bookingFormToInput(v: BookingFormValues): BookingCreateInput {
  return {
    customer_id: v.customer?.id ?? '',
    type: v.type,
    title: v.title.trim(),
    description: orNull(v.description),
    start_date: brToIso(v.start_date),
    end_date: brToIso(v.end_date),
    total_amount: (v.total_cents ?? 0) / 100,
    currency: 'BRL',
    notes: orNull(v.notes),
    passengers: v.passengers.map(passengerInput),
  };
}
