import type { PaymentModel as Payment } from '@tas/db';
import { fromCents } from '../lib/money';
import { publicUrl } from '../rest/public-url';
import { z } from 'zod';

/** The payment of a hotel or flight book response, as presentPayment builds it. */
export const ZPaymentResult = z.object({
  id: z.string(),
  method: z.enum(['pix', 'credit_card', 'boleto']),
  amount: z.number(),
  status: z.enum(['pending', 'paid']),
  pix_qr_code: z.string().optional(),
  pix_code: z.string().optional(),
  boleto_url: z.string().optional(),
  payment_url: z.string().optional(),
  expires_at: z.string().optional(),
});

/** Beyond the contract (additive): a booking detail's payment, with its full status and the card's brand and last four digits only. */
export const ZBookingPayment = z.object({
  id: z.string(),
  method: z.enum(['pix', 'credit_card', 'boleto']),
  status: z.enum(['pending', 'paid', 'failed', 'refunded', 'cancelled', 'expired']),
  amount: z.number(),
  currency: z.string(),
  installments: z.number(),
  card: z.object({ brand: z.string().nullable(), last4: z.string() }).nullable(),
  pix_code: z.string().nullable(),
  boleto_url: z.string().nullable(),
  payment_url: z.string().nullable(),
  expires_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  /** Additive: what went back to the payer when less than `amount` (a cancellation's partial refund); absent otherwise. */
  refunded_amount: z.number().optional(),
});

/** The app renders sandbox boletos (rest/files.ts); a real gateway's own PDF (or its payment page) otherwise. */
function boletoUrlOf(row: Payment, gatewayPdfUrl: string | undefined): string | undefined {
  if (row.method !== 'boleto') return undefined;
  if (row.gateway === 'sandbox') return publicUrl(`/api/public/payments/${row.id}/boleto.pdf`);
  return gatewayPdfUrl ?? row.paymentUrl ?? undefined;
}

/** How a booking's history names a payment method ("PIX payment received"). */
export const PAYMENT_METHOD_NAMES = { pix: 'PIX', boleto: 'Boleto', credit_card: 'Card' } as const;

/** The contract's payment of a book response: method-specific fields only where they apply. */
export function presentPayment(row: Payment, gatewayPdfUrl?: string) {
  const boletoUrl = boletoUrlOf(row, gatewayPdfUrl);
  return {
    id: row.id,
    method: row.method,
    amount: fromCents(row.amountCents),
    status: row.status === 'paid' ? ('paid' as const) : ('pending' as const),
    ...(row.pixQrPng && { pix_qr_code: row.pixQrPng }),
    ...(row.pixCode && { pix_code: row.pixCode }),
    ...(boletoUrl && { boleto_url: boletoUrl }),
    ...(row.paymentUrl && { payment_url: row.paymentUrl }),
    ...(row.expiresAt && { expires_at: row.expiresAt.toISOString() }),
  };
}

export function presentBookingPayment(row: Payment): z.infer<typeof ZBookingPayment> {
  return {
    id: row.id,
    method: row.method,
    status: row.status,
    amount: fromCents(row.amountCents),
    currency: row.currency,
    installments: row.installments,
    card: row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    pix_code: row.pixCode,
    boleto_url: boletoUrlOf(row, undefined) ?? null,
    payment_url: row.paymentUrl,
    expires_at: row.expiresAt?.toISOString() ?? null,
    paid_at: row.paidAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    ...(row.refundedCents !== null && { refunded_amount: fromCents(row.refundedCents) }),
  };
}
