import type { ChargeResult, PaymentGateway } from '@tas/payments';
import type { Client, Prisma } from '@tas/db';
import type { TPaymentInput } from './payment-input';
import { dateIn } from '../lib/zod-helpers';
import { paymentFailure } from './payment-errors';

export interface ChargeRequest {
  paymentId: string;
  amountCents: number;
  description: string;
  customer: Client;
  payment: TPaymentInput;
  remoteIp: string;
  now: Date;
}

const digits = (value: string) => value.replace(/\D/g, '');

/** One charge at the team's gateway; the card goes to the gateway and nowhere else. */
export async function chargeGateway(gateway: PaymentGateway, request: ChargeRequest): Promise<ChargeResult> {
  const { payment, customer } = request;
  const card = payment.credit_card;
  const holder = payment.credit_card_holder_info;
  try {
    return await gateway.createCharge({
      reference: request.paymentId,
      amountCents: request.amountCents,
      method: payment.method,
      description: request.description,
      customer: {
        name: customer.fullName,
        email: customer.email,
        ...((customer.cpf ?? customer.cnpj) ? { cpfCnpj: (customer.cpf ?? customer.cnpj)! } : {}),
        ...(customer.phone ? { phone: customer.phone } : {}),
      },
      ...(card && {
        card: {
          holderName: card.holder_name,
          number: card.number,
          expiryMonth: card.expiry_month,
          expiryYear: card.expiry_year,
          ccv: card.ccv,
        },
      }),
      ...(holder && {
        holderInfo: {
          name: holder.name,
          email: holder.email,
          cpfCnpj: digits(holder.cpf_cnpj),
          postalCode: digits(holder.postal_code),
          addressNumber: holder.address_number,
          ...(holder.phone && { phone: holder.phone }),
          ...(holder.address_street && { addressStreet: holder.address_street }),
          ...(holder.address_complement && { addressComplement: holder.address_complement }),
          ...(holder.address_neighborhood && { addressNeighborhood: holder.address_neighborhood }),
          ...(holder.address_city && { addressCity: holder.address_city }),
          ...(holder.address_state && { addressState: holder.address_state.toUpperCase() }),
        },
      }),
      ...(payment.method === 'credit_card' && { installments: payment.installments ?? 1 }),
      remoteIp: request.remoteIp,
      now: request.now,
    });
  } catch (error) {
    throw paymentFailure(error);
  }
}

/**
 * What is kept of a charge: ids, PIX/boleto artefacts, and of a card only brand and last four digits.
 * Plain columns, so they fit the payment's create as well as an update.
 */
export function chargeColumns(charge: ChargeResult, now: Date) {
  const paid = charge.status === 'paid';
  return {
    gatewayChargeId: charge.gatewayChargeId,
    status: paid ? ('paid' as const) : ('pending' as const),
    paidAt: paid ? now : null,
    cardBrand: charge.card?.brand ?? null,
    cardLast4: charge.card?.last4 ?? null,
    pixCode: charge.pix?.code ?? null,
    pixQrPng: charge.pix?.qrPngBase64 ?? null,
    boletoDigitableLine: charge.boleto?.digitableLine ?? null,
    boletoDueDate: charge.boleto ? dateIn(charge.boleto.dueDate) : null,
    paymentUrl: charge.paymentUrl ?? null,
    expiresAt: charge.pix?.expiresAt ?? charge.boleto?.expiresAt ?? null,
    updatedAt: now,
  } satisfies Partial<Prisma.PaymentUncheckedCreateInput>;
}
