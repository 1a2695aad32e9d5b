import { z } from 'zod';
import { ApiError } from '../lib/api-error';
import { ZId } from '../lib/zod-helpers';
import { permittedProcedure, publicProcedure, router, teamProcedure } from '../trpc';
import { receivePaymentWebhook } from './receive-webhook';
import { refundBookingPayment } from './refund-payment';
import { auditActorOf } from '../audit/actor';
import { paySandboxPayment } from './sandbox-pay';

const tags = ['payments'];

export const paymentsRouter = router({
  /** Inbound gateway deliveries: authenticated by the team's webhook token, not an API key. */
  webhook: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/webhooks/payments/{gateway}',
        tags,
        summary: 'Payment gateway webhook (sandbox, asaas)',
        description:
          "Where a payment gateway (`asaas`, or `sandbox`) reports a paid, overdue or refunded charge. Authenticated by the gateway's own token or signature, not an API key; a payment confirmation moves its booking from pending to confirmed. Not for integrators.",
        protect: false,
      },
    })
    .input(z.object({ gateway: z.string() }).loose())
    .output(z.object({ received: z.literal(true), duplicate: z.boolean() }))
    .mutation(({ ctx, input }) => {
      if (ctx.rawBody === undefined || !ctx.headers) throw ApiError.notFound('Route');
      return receivePaymentWebhook(ctx.db, input.gateway, ctx.headers, ctx.rawBody);
    }),

  sandboxPay: teamProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/v1/sandbox/payments/{id}/pay',
        tags,
        summary: 'Sandbox: pay a pending PIX or boleto (test keys)',
        description:
          'Test keys only: pays a pending PIX or boleto payment as the gateway would, through the same webhook path, so its booking becomes `confirmed` and `payment.paid`/`booking.confirmed` events go out. A live key answers 403; a payment that is not pending, 400 INVALID_STATUS_TRANSITION.',
      },
      rateLimit: 'bookings',
    })
    .input(z.object({ id: ZId }))
    .output(
      z.object({
        payment: z.object({ id: z.string(), method: z.string(), status: z.string(), paid_at: z.string().nullable() }),
        booking: z.object({ id: z.string(), booking_number: z.string(), status: z.string(), supplier: z.unknown() }),
      }),
    )
    .mutation(({ ctx, input }) => paySandboxPayment(ctx.db, ctx.caller, ctx.apiKey?.ok ? ctx.apiKey.key.mode : null, input.id)),

  /** Panel: refund the paid payment of a cancelled booking (owners and admins). */
  refund: permittedProcedure('refunds')
    .input(z.object({ bookingId: ZId }))
    .mutation(({ ctx, input }) => refundBookingPayment(ctx.db, ctx.caller.teamId, input.bookingId, auditActorOf(ctx))),
});
