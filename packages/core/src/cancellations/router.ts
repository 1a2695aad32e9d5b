import { z } from 'zod';
import { auditActorOf } from '../audit/actor';
import { actorOf } from '../bookings/status';
import { toCents } from '../lib/money';
import { ZId } from '../lib/zod-helpers';
import { getTeam } from '../teams/service';
import { agentProcedure, permittedProcedure, permittedTeamProcedure, router, teamProcedure } from '../trpc';
import { presentCancellationFee, updateCancellationFee, ZCancellationFeeInput } from './agency-fee';
import { confirmCancellation } from './confirm';
import { quoteCancellation } from './quote';
import { presentConfirmed, presentQuote, ZCancellationConfirmed, ZCancellationConfirmInput, ZCancellationQuote } from './schemas';

const tags = ['bookings'];

export const cancellationsRouter = router({
  quote: teamProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/v1/bookings/{id}/cancellation-quote',
        tags,
        summary: 'Quote a cancellation',
        description:
          "What cancelling the booking now costs and gives back, asked of its supplier (Hotelbeds' cancellation simulation, Duffel's order cancellation quote, the sandbox's policy) plus the agency's own cancellation fee. Nothing changes. A completed booking, or one already cancelled with a refund, answers 400 INVALID_STATUS_TRANSITION.",
      },
      rateLimit: 'bookings',
    })
    .input(z.object({ id: ZId }))
    .output(ZCancellationQuote)
    .query(async ({ ctx, input }) => presentQuote(await quoteCancellation(ctx.db, ctx.caller.teamId, input.id))),

  confirm: permittedTeamProcedure('cancellations')
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/v1/bookings/{id}/cancellation',
        tags,
        summary: 'Cancel with the quoted refund',
        description:
          "Cancels the booking (as DELETE), cancels it at its supplier and refunds the customer the quote's `refund_amount` (sent back in the body) through the gateway that took the payment, once. A refund that moved since the quote answers 400 PRICE_MISMATCH and changes nothing; a booking already settled answers what was recorded with `refunded_now: false`.",
      },
      rateLimit: 'bookings',
    })
    .input(ZCancellationConfirmInput)
    .output(ZCancellationConfirmed)
    .mutation(async ({ ctx, input }) =>
      presentConfirmed(
        await confirmCancellation(
          ctx.db,
          ctx.caller.teamId,
          actorOf(ctx.caller),
          input.id,
          toCents(input.refund_amount),
          auditActorOf(ctx),
        ),
      ),
    ),

  /** Panel: the agency's cancellation fee (Configurações). */
  fee: agentProcedure.query(async ({ ctx }) => presentCancellationFee((await getTeam(ctx.db, ctx.caller.teamId)).settings)),
  updateFee: permittedProcedure('settings')
    .input(ZCancellationFeeInput)
    .mutation(({ ctx, input }) => updateCancellationFee(ctx.db, ctx.caller.teamId, input, auditActorOf(ctx))),
});
