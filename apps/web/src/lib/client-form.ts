import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import type { Client, ClientCreateInput } from '@/trpc/types';
import { brToIso, dateProblem, isoToBr } from './br-date';
import type { FieldErrors } from './field-errors';
import { todayIso } from './format';
import { maskCep, maskCnpj, maskCpf, maskPhone, onlyDigits } from './masks';

export const ADDRESS_FIELDS = ['postal_code', 'street', 'neighborhood', 'city', 'state', 'country'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];

/** What the client form holds: text as shown (masked), turned into core's input on submit. */
export interface ClientFormValues {
  customer_type: 'individual' | 'company';
  full_name: string;
  email: string;
  phone: string;
  cpf: string;
  cnpj: string;
  company_name: string;
  /** dd/mm/aaaa as typed. */
  date_of_birth: string;
  notes: string;
  address: Record<AddressField, string>;
}

export const EMPTY_CLIENT_FORM: ClientFormValues = {
  customer_type: 'individual',
  full_name: '',
  email: '',
  phone: '',
  cpf: '',
  cnpj: '',
  company_name: '',
  date_of_birth: '',
  notes: '',
  address: { postal_code: '', street: '', neighborhood: '', city: '', state: '', country: 'Brasil' },
};

export function clientToFormValues(client: Client): ClientFormValues {
  const address = client.address ?? {};
  return {
    customer_type: client.customer_type,
    full_name: client.full_name,
    email: client.email,
    phone: client.phone ? maskPhone(client.phone) : '',
    cpf: client.cpf ? maskCpf(client.cpf) : '',
    cnpj: client.cnpj ? maskCnpj(client.cnpj) : '',
    company_name: client.company_name ?? '',
    date_of_birth: isoToBr(client.date_of_birth),
    notes: client.notes ?? '',
    address: {
      postal_code: address.postal_code ? maskCep(address.postal_code) : '',
      street: address.street ?? '',
      neighborhood: address.neighborhood ?? '',
      city: address.city ?? '',
      state: address.state ?? '',
      country: address.country ?? '',
    },
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The checks the agent sees while typing; core checks the same rules again. */
export function validateClientForm(v: ClientFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (v.full_name.trim().length < 2) errors.full_name = v.full_name.trim() ? 'Use ao menos 2 caracteres.' : 'Informe o nome.';
  if (!v.email.trim()) errors.email = 'Informe o e-mail.';
  else if (!EMAIL.test(v.email.trim())) errors.email = 'E-mail inválido.';
  const cpf = onlyDigits(v.cpf);
  if (v.customer_type === 'individual' && cpf) {
    if (cpf.length < 11) errors.cpf = 'CPF incompleto: são 11 dígitos.';
    else if (!isValidCpf(cpf)) errors.cpf = 'CPF inválido: confira os dígitos.';
  }
  const cnpj = onlyDigits(v.cnpj);
  if (v.customer_type === 'company' && cnpj) {
    if (cnpj.length < 14) errors.cnpj = 'CNPJ incompleto: são 14 dígitos.';
    else if (!isValidCnpj(cnpj)) errors.cnpj = 'CNPJ inválido: confira os dígitos.';
  }
  const phone = onlyDigits(v.phone);
  if (v.phone.trim() && (phone.length < 10 || phone.length > 13)) errors.phone = 'Telefone incompleto: DDD e número.';
  const birth = brToIso(v.date_of_birth);
  if (v.customer_type === 'individual') {
    const problem = dateProblem(v.date_of_birth);
    if (problem) errors.date_of_birth = problem;
    else if (birth && birth > todayIso()) errors.date_of_birth = 'A data não pode estar no futuro.';
  }
  const cep = onlyDigits(v.address.postal_code);
  if (cep && cep.length !== 8) errors['address.postal_code'] = 'CEP incompleto: são 8 dígitos.';
  return errors;
}

const orNull = (value: string) => value.trim() || null;

/**
 * Core's create/update body. Documents travel as digits; the document of the other customer type
 * is cleared, so a client who became a company does not keep a CPF nobody sees.
 */
export function clientFormToInput(v: ClientFormValues): ClientCreateInput {
  const individual = v.customer_type === 'individual';
  const address = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, v.address[field].trim()] as const).filter(([, value]) => value));
  return {
    customer_type: v.customer_type,
    full_name: v.full_name.trim(),
    email: v.email.trim(),
    phone: orNull(v.phone),
    cpf: individual ? orNull(onlyDigits(v.cpf)) : null,
    cnpj: individual ? null : orNull(onlyDigits(v.cnpj)),
    company_name: individual ? null : orNull(v.company_name),
    date_of_birth: individual ? brToIso(v.date_of_birth) : null,
    notes: orNull(v.notes),
    address: Object.keys(address).length > 0 ? address : null,
  };
}
