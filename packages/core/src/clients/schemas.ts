import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { z } from 'zod';
import { ZPageQuery, ZPagination } from '../lib/pagination';
import { ZBooleanQuery, ZDate, ZId } from '../lib/zod-helpers';

const digits = (s: string) => s.replace(/\D/g, '');

/** CPF/CNPJ arrive formatted or not, are checked by their check digits and kept as digits. */
export const ZCpf = z.string().trim().refine(isValidCpf, 'invalid CPF').transform(digits);
export const ZCnpj = z
  .string()
  .trim()
  .refine((v) => isValidCnpj(v), 'invalid CNPJ')
  .transform(digits);

export const ZPhone = z
  .string()
  .trim()
  .regex(/^\+?[\d\s().-]{8,20}$/, 'must be a telephone number');

export const ZAddress = z.object({
  street: z.string().trim().max(200).optional(),
  neighborhood: z.string().trim().max(120).optional(),
  city: z.string().trim().max(120).optional(),
  state: z.string().trim().max(60).optional(),
  postal_code: z.string().trim().max(20).optional(),
  country: z.string().trim().max(60).optional(),
});

const ZDateOfBirth = ZDate.refine((s) => s <= new Date().toISOString().slice(0, 10), 'must not be in the future');

const editable = {
  full_name: z.string().trim().min(2).max(200),
  email: z
    .email()
    .max(254)
    .transform((e) => e.toLowerCase()),
  phone: ZPhone.nullish(),
  cpf: ZCpf.nullish(),
  cnpj: ZCnpj.nullish(),
  company_name: z.string().trim().max(200).nullish(),
  date_of_birth: ZDateOfBirth.nullish(),
  address: ZAddress.nullish(),
  notes: z.string().max(5000).nullish(),
};

export const ZCustomerType = z.enum(['individual', 'company']);

// `is_active` is a Customer field too ("body fields as in Customer"): read strictly, never dropped.
export const ZClientCreateInput = z.object({ customer_type: ZCustomerType, ...editable, is_active: z.boolean().optional() });
export type TClientCreateInput = z.infer<typeof ZClientCreateInput>;

export const ZClientPatchInput = z.object({
  id: ZId,
  customer_type: ZCustomerType.optional(),
  full_name: editable.full_name.optional(),
  email: editable.email.optional(),
  phone: editable.phone,
  cpf: editable.cpf,
  cnpj: editable.cnpj,
  company_name: editable.company_name,
  date_of_birth: editable.date_of_birth,
  address: editable.address,
  notes: editable.notes,
  is_active: z.boolean().optional(),
});
export type TClientPatchInput = z.infer<typeof ZClientPatchInput>;

export const ZClientListQuery = ZPageQuery(50).extend({
  customer_type: ZCustomerType.optional(),
  search: z.string().trim().max(200).optional(),
  is_active: ZBooleanQuery.optional(),
});
export type TClientListQuery = z.infer<typeof ZClientListQuery>;

export const ZCustomer = z.object({
  id: z.string(),
  customer_type: ZCustomerType,
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  cpf: z.string().nullable(),
  cnpj: z.string().nullable(),
  company_name: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  address: ZAddress.nullable(),
  notes: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const ZCustomerCreated = ZCustomer.pick({
  id: true,
  customer_type: true,
  full_name: true,
  email: true,
  phone: true,
  cpf: true,
  is_active: true,
  created_at: true,
});

export const ZClientList = z.object({ customers: z.array(ZCustomer), pagination: ZPagination });

export const ZClientDeleted = z.union([
  z.object({ id: z.string(), deleted: z.literal(true) }),
  z.object({ id: z.string(), deleted: z.literal(false), is_active: z.literal(false) }),
]);
