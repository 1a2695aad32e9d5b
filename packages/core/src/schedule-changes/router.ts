import { z } from 'zod';
import { auditActorOf } from '../audit/actor';
import { actorOf } from '../bookings/status';
import { ApiError } from '../lib/api-error';
import { getTeam } from '../teams/service';
import { permittedProcedure, permittedTeamProcedure, publicProcedure, router } from '../trpc';
import { decideScheduleChange, type ScheduleDecision } from './decide-schedule-change';
import { presentDuffelWebhook, registerDuffelWebhook, saveDuffelWebhookSecret, ZDuffelWebhookSecretInput } from './duffel-webhook-settings';
import { listChangeOffers } from './change-offers';
import { confirmOrderChange } from './confirm-order-change';
import { listScheduleChanges } from './list-schedule-changes';
import { receiveDuffelEvent } from './receive-duffel-event';
import {
  ZChangeOffers,
  ZChangeOffersInput,
  ZConfirmChangeInput,
  ZScheduleChange,
  ZScheduleChangeDecisionInput,
  ZScheduleChangeListInput,
} from './schemas';

/**
 * A decision on a change. Panel procedures, no REST route; cancel refunds, so it takes the cancellations row
 * (which lets API keys cancel too, as its REST endpoint does).
 */
const decide = (decision: ScheduleDecision, guarded: ReturnType<typeof permittedTeamProcedure>) =>
  guarded
    .meta({ plan: 'pro' })
    .input(ZScheduleChangeDecisionInput)
    .output(ZScheduleChange)
    .mutation(({ ctx, input }) =>
      decideScheduleChange(ctx.db, ctx.caller.teamId, input.id, decision, actorOf(ctx.caller), auditActorOf(ctx)),
    );

/** Airline schedule changes from Duffel: the signed webhook receiver, the panel's queue and the agent's decisions. */
export const scheduleChangesRouter = router({
  /** Inbound Duffel events: authenticated by the URL's team token and Duffel's signature, not an API key. */
  duffelWebhook: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/webhooks/suppliers/duffel/{token}',
        tags: ['flights'],
        summary: 'Duffel webhook (airline schedule changes, late order outcomes)',
        description:
          "Where the agency's Duffel account sends its events (`order.airline_initiated_change_detected`, `order.created`, `order.creation_failed`). The URL's token names the agency (panel: Configurações › Fornecedores de voos); the `X-Duffel-Signature` header must sign the raw body with the agency's Duffel webhook secret, within five minutes: otherwise 401 and nothing is stored. Each event id is handled once; a repeat answers `duplicate: true`. Not for integrators.",
        protect: false,
      },
    })
    .input(z.object({ token: z.string().max(200) }).loose())
    .output(z.object({ received: z.literal(true), duplicate: z.boolean() }))
    .mutation(({ ctx, input }) => {
      if (ctx.rawBody === undefined || !ctx.headers) throw ApiError.notFound('Route');
      return receiveDuffelEvent(ctx.db, input.token, ctx.headers, ctx.rawBody);
    }),

  /** Panel "Alterações de voo": changes waiting for a decision (or in another status). */
  list: permittedProcedure('sell')
    .meta({ plan: 'pro' })
    .input(ZScheduleChangeListInput)
    .query(({ ctx, input }) => listScheduleChanges(ctx.db, ctx.caller.teamId, input.status)),

  accept: decide('accept', permittedProcedure('sell')),

  /**
   * Solicitar alteração, through Duffel's order change flow: the airline's alternatives for the changed flights
   * on a new date (an order change request at Duffel; a mutation, as it creates one), then the one picked,
   * confirmed and paid from the agency's Duffel balance. Panel only, as the other decisions.
   */
  changeOffers: permittedProcedure('sell')
    .meta({ plan: 'pro' })
    .input(ZChangeOffersInput)
    .output(ZChangeOffers)
    .mutation(({ ctx, input }) => listChangeOffers(ctx.db, ctx.caller.teamId, input.id, input)),
  confirmChange: permittedProcedure('sell')
    .meta({ plan: 'pro' })
    .input(ZConfirmChangeInput)
    .output(ZScheduleChange)
    .mutation(({ ctx, input }) => confirmOrderChange(ctx.db, ctx.caller.teamId, input.id, input.offer_id, actorOf(ctx.caller))),
  cancel: decide('cancel', permittedTeamProcedure('cancellations')),

  /** Panel (Configurações › Fornecedores de voos): the URL to give Duffel and whether its secret is saved. */
  duffelWebhookSettings: permittedProcedure('suppliers').query(async ({ ctx }) =>
    presentDuffelWebhook((await getTeam(ctx.db, ctx.caller.teamId)).settings),
  ),
  saveDuffelWebhookSecret: permittedProcedure('suppliers')
    .input(ZDuffelWebhookSecretInput)
    .mutation(({ ctx, input }) => saveDuffelWebhookSecret(ctx.db, ctx.caller.teamId, input.secret, auditActorOf(ctx))),
  registerDuffelWebhook: permittedProcedure('suppliers').mutation(({ ctx }) =>
    registerDuffelWebhook(ctx.db, ctx.caller.teamId, auditActorOf(ctx)),
  ),
});
