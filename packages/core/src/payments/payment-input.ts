import { z } from 'zod';

/** The `payment` object of hotel and flight book requests (contract: hotels/book, flights/book). */

// Messages never repeat the input: nothing of a card number reaches an error body or a log.
const ZCreditCard = z.object({
  holder_name: z.string().trim().min(1).max(100),
  number: z.string().regex(/^[\d -]{12,23}$/, 'must be a card number'),
  expiry_month: z.string().regex(/^\d{2}$/, 'must be 2 digits'),
  expiry_year: z.string().regex(/^\d{4}$/, 'must be 4 digits'),
  ccv: z.string().regex(/^\d{3,4}$/, 'must be 3 or 4 digits'),
});

const ZCardHolderInfo = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.email(),
  cpf_cnpj: z.string().regex(/^(\d{11}|\d{14}|\d{3}\.\d{3}\.\d{3}-\d{2}|\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2})$/, 'must be a CPF or CNPJ'),
  postal_code: z.string().regex(/^\d{5}-?\d{3}$/, 'must be 8 digits'),
  address_number: z.string().trim().min(1).max(20),
  phone: z.string().trim().max(40).optional(),
  address_street: z.string().trim().max(200).optional(),
  address_complement: z.string().trim().max(200).optional(),
  address_neighborhood: z.string().trim().max(100).optional(),
  address_city: z.string().trim().max(100).optional(),
  address_state: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a UF')
    .optional(),
});

export const ZPaymentInput = z
  .object({
    method: z.enum(['pix', 'credit_card', 'boleto']),
    installments: z.number().int().min(1).max(12).optional(),
    credit_card: ZCreditCard.optional(),
    credit_card_holder_info: ZCardHolderInfo.optional(),
  })
  .refine((p) => p.method === 'credit_card' || (p.installments ?? 1) === 1, {
    path: ['installments'],
    message: 'only credit_card payments have installments',
  });

export type TPaymentInput = z.infer<typeof ZPaymentInput>;
