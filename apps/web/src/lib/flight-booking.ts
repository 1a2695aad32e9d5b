import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import type { RouterInputs } from '@/trpc/types';
import { brToIso, dateProblem } from './br-date';
import { toPaymentInput, validateCard, type CardForm, type PaymentMethod } from './payment-card';
import { onlyDigits } from './masks';

export type PassengerType = 'adult' | 'child' | 'infant';
export type DocumentType = 'cpf' | 'passport' | 'rg';

export const PASSENGER_TYPE_LABELS: Record<PassengerType, string> = { adult: 'Adulto', child: 'Criança', infant: 'Bebê' };
export const GENDER_LABELS: Record<'M' | 'F', string> = { M: 'Masculino', F: 'Feminino' };

export interface PassengerForm {
  type: PassengerType;
  firstName: string;
  lastName: string;
  gender: '' | 'M' | 'F';
  /** dd/mm/aaaa as typed. */
  birthDate: string;
  documentType: DocumentType;
  documentNumber: string;
  /** ISO alpha-2. */
  documentCountry: string;
}

export interface FlightBookFormValues {
  customerId: string | null;
  passengers: PassengerForm[];
  contactEmail: string;
  contactPhone: string;
  method: PaymentMethod;
  card: CardForm;
  notes: string;
}

export type FlightBookInput = RouterInputs['flights']['book'];

export function emptyPassenger(type: PassengerType): PassengerForm {
  return { type, firstName: '', lastName: '', gender: '', birthDate: '', documentType: 'cpf', documentNumber: '', documentCountry: 'BR' };
}

/** One blank form per traveller of the search: adults first, then children, then infants. */
export function passengersFor(counts: { adults: number; children?: number; infants?: number }): PassengerForm[] {
  return [
    ...Array.from({ length: counts.adults }, () => emptyPassenger('adult')),
    ...Array.from({ length: counts.children ?? 0 }, () => emptyPassenger('child')),
    ...Array.from({ length: counts.infants ?? 0 }, () => emptyPassenger('infant')),
  ];
}

/** Completed years on a date, both YYYY-MM-DD. */
export function ageOn(birthDate: string, on: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** Why a birth date does not fit the passenger type on the day of departure (contract: children 2-11, infants 0-2). */
export function ageProblem(type: PassengerType, birthDate: string, departureDate: string): string | undefined {
  if (birthDate > departureDate) return 'O nascimento não pode ser depois do voo.';
  const age = ageOn(birthDate, departureDate);
  if (type === 'adult' && age < 12) return 'Adulto deve ter 12 anos ou mais na data do voo.';
  if (type === 'child' && (age < 2 || age > 11)) return 'Criança deve ter de 2 a 11 anos na data do voo.';
  if (type === 'infant' && age >= 2) return 'Bebê deve ter menos de 2 anos na data do voo.';
  return undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function passengerErrors(p: PassengerForm, i: number, departureDate: string, errors: Record<string, string>) {
  const at = (field: string) => `passengers.${i}.${field}`;
  if (!p.firstName.trim()) errors[at('firstName')] = 'Informe o nome.';
  if (!p.lastName.trim()) errors[at('lastName')] = 'Informe o sobrenome.';
  const birth = brToIso(p.birthDate);
  if (!p.birthDate.trim()) errors[at('birthDate')] = 'Informe a data de nascimento.';
  else if (!birth) errors[at('birthDate')] = dateProblem(p.birthDate) ?? 'Data inválida.';
  else {
    const problem = ageProblem(p.type, birth, departureDate);
    if (problem) errors[at('birthDate')] = problem;
  }
  if (!p.documentNumber.trim()) errors[at('documentNumber')] = 'Informe o número do documento.';
  else if (p.documentType === 'cpf') {
    const cpf = onlyDigits(p.documentNumber);
    if (cpf.length < 11) errors[at('documentNumber')] = 'CPF incompleto: são 11 dígitos.';
    else if (!isValidCpf(cpf)) errors[at('documentNumber')] = 'CPF inválido: confira os dígitos.';
  }
  if (!/^[A-Za-z]{2}$/.test(p.documentCountry.trim())) errors[at('documentCountry')] = 'Use a sigla do país com 2 letras (ex.: BR).';
}

/** The form's complaints by field ("customer", "passengers.0.birthDate", "card.number"...), empty when it can go. */
export function validateFlightBookForm(values: FlightBookFormValues, departureDate: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.customerId) errors.customer = 'Escolha o cliente da reserva.';
  values.passengers.forEach((p, i) => passengerErrors(p, i, departureDate, errors));
  if (!EMAIL.test(values.contactEmail.trim())) errors.contactEmail = 'Informe um e-mail válido.';
  if (onlyDigits(values.contactPhone).length < 10) errors.contactPhone = 'Informe o telefone com DDD.';
  validateCard(values.method, values.card, errors);
  return errors;
}

/** The book request for a prebook token; call only after validateFlightBookForm found nothing. */
export function toFlightBookInput(prebookToken: string, values: FlightBookFormValues): FlightBookInput {
  const passengers = values.passengers.map((p) => ({
    type: p.type,
    first_name: p.firstName.trim(),
    last_name: p.lastName.trim(),
    ...(p.gender && { gender: p.gender }),
    birth_date: brToIso(p.birthDate) ?? '',
    document_type: p.documentType,
    document_number: p.documentType === 'cpf' ? onlyDigits(p.documentNumber) : p.documentNumber.trim(),
    document_country: p.documentCountry.trim().toUpperCase(),
  }));
  return {
    prebook_token: prebookToken,
    customer_id: values.customerId ?? '',
    passengers,
    contact_email: values.contactEmail.trim(),
    contact_phone: values.contactPhone.trim(),
    payment: toPaymentInput(values.method, values.card),
    ...(values.notes.trim() && { notes: values.notes.trim() }),
  };
}

const FIELD_NAMES: Record<string, string> = {
  first_name: 'firstName',
  last_name: 'lastName',
  birth_date: 'birthDate',
  document_type: 'documentType',
  document_number: 'documentNumber',
  document_country: 'documentCountry',
};

// Age rules of the flights contract, as core words them.
const AGE_REASONS: Array<[RegExp, string]> = [
  [/^an adult must be 12 or older/, 'Adulto deve ter 12 anos ou mais na data do voo.'],
  [/^a child must be 2 to 11/, 'Criança deve ter de 2 a 11 anos na data do voo.'],
  [/^an infant must be under 2/, 'Bebê deve ter menos de 2 anos na data do voo.'],
  [/^must be before the departure date/, 'O nascimento não pode ser depois do voo.'],
];

/** Core's field errors of a book request ("passengers.0.birth_date", "payment.credit_card.number") under the form's field names. */
export function toFlightFormErrors(serverErrors: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, reason] of Object.entries(serverErrors)) {
    const message = AGE_REASONS.find(([pattern]) => pattern.test(reason))?.[1] ?? reason;
    const passenger = /^passengers\.(\d+)\.(\w+)$/.exec(path);
    if (passenger) errors[`passengers.${passenger[1]}.${FIELD_NAMES[passenger[2]!] ?? passenger[2]}`] = message;
    else if (path === 'customer_id') errors.customer = message;
    else if (path === 'contact_email') errors.contactEmail = message;
    else if (path === 'contact_phone') errors.contactPhone = message;
    else if (path.startsWith('payment.credit_card.')) {
      const field = path.slice('payment.credit_card.'.length);
      errors[field === 'holder_name' ? 'card.holderName' : field.startsWith('expiry') ? 'card.expiry' : `card.${field}`] = message;
    } else errors[path] = message;
  }
  return errors;
}
