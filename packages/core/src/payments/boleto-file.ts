import { renderBoletoPdf } from '@tas/payments';
import type { Context } from '../context';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { dateOut, isUuid } from '../lib/zod-helpers';
import type { FileResponse } from '../rest/files';
import { hitRateLimit } from '../rest/rate-limit';

/**
 * GET /api/public/payments/{id}/boleto.pdf: the payer opens it without an account, so the random
 * payment id is the capability; per-address limits keep rendering cheap for everyone.
 */
export async function boletoPdfFile(ctx: Context, paymentId: string): Promise<FileResponse> {
  await hitRateLimit(ctx.db, `ip:${ctx.ip}`, 'public', clock.now(), ctx.responseHeaders);
  const payment = isUuid(paymentId)
    ? await ctx.db.payment.findUnique({
        where: { id: paymentId },
        include: {
          booking: { include: { customer: { select: { fullName: true, cpf: true, cnpj: true } } } },
          team: { select: { name: true } },
        },
      })
    : null;
  if (!payment || payment.method !== 'boleto' || payment.gateway !== 'sandbox' || !payment.boletoDigitableLine || !payment.boletoDueDate) {
    throw ApiError.notFound('Boleto');
  }
  const { booking } = payment;
  const pdf = await renderBoletoPdf({
    digitableLine: payment.boletoDigitableLine,
    amountCents: payment.amountCents,
    dueDate: dateOut(payment.boletoDueDate)!,
    payer: {
      name: booking.customer.fullName,
      ...((booking.customer.cpf ?? booking.customer.cnpj) && { cpfCnpj: (booking.customer.cpf ?? booking.customer.cnpj)! }),
    },
    beneficiary: { name: payment.team.name },
    description: booking.title,
    reference: booking.bookingNumber,
  });
  return {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="boleto-${booking.bookingNumber}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
    body: pdf,
  };
}
