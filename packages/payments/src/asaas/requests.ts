import type { SealedCard } from '../card/card';
import { centsToReais } from '../money';
import type { ChargeCustomer, ChargeInput } from '../port';

/** Asaas v3 request bodies, built from our port's types (field names are Asaas's). */

const BILLING_TYPES = { pix: 'PIX', boleto: 'BOLETO', credit_card: 'CREDIT_CARD' } as const;

export function customerBody(customer: ChargeCustomer): Record<string, unknown> {
  return {
    name: customer.name,
    email: customer.email,
    ...(customer.cpfCnpj ? { cpfCnpj: customer.cpfCnpj } : {}),
    ...(customer.phone ? { mobilePhone: customer.phone } : {}),
  };
}

export function paymentBody(args: {
  input: ChargeInput;
  customerId: string;
  dueDate: string;
  card?: SealedCard;
  installments: number;
}): Record<string, unknown> {
  const { input, card } = args;
  const value = centsToReais(input.amountCents);
  const body: Record<string, unknown> = {
    customer: args.customerId,
    billingType: BILLING_TYPES[input.method],
    // With installments Asaas splits `totalValue` itself; otherwise `value` is the charge.
    ...(args.installments > 1 ? { installmentCount: args.installments, totalValue: value } : { value }),
    dueDate: args.dueDate,
    description: input.description.slice(0, 500),
    externalReference: input.reference,
  };
  if (card) {
    body.creditCard = { ...card.reveal() };
    body.creditCardHolderInfo = holderInfoBody(input);
    if (input.remoteIp) body.remoteIp = input.remoteIp;
  }
  return body;
}

/** Asaas requires holder data for cards; without it, send what the customer record has. */
function holderInfoBody(input: ChargeInput): Record<string, unknown> {
  const info = input.holderInfo;
  if (!info) {
    return {
      name: input.customer.name,
      email: input.customer.email,
      ...(input.customer.cpfCnpj ? { cpfCnpj: input.customer.cpfCnpj } : {}),
      ...(input.customer.phone ? { mobilePhone: input.customer.phone } : {}),
    };
  }
  return {
    name: info.name,
    email: info.email,
    cpfCnpj: info.cpfCnpj,
    postalCode: info.postalCode,
    addressNumber: info.addressNumber,
    ...(info.addressComplement ? { addressComplement: info.addressComplement } : {}),
    ...(info.phone ? { mobilePhone: info.phone } : {}),
  };
}
