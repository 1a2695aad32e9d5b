import { z } from 'zod';
import { auditActorOf } from '../audit/actor';
import { ZId } from '../lib/zod-helpers';
import { permittedTeamProcedure, router, teamProcedure } from '../trpc';
import {
  ZWebhookCreateInput,
  ZWebhookDeleted,
  ZWebhookDeliveriesQuery,
  ZWebhookDeliveryList,
  ZWebhookEndpoint,
  ZWebhookEndpointCreated,
} from './schemas';
import { createEndpoint, disableEndpoint, listDeliveries, listEndpoints } from './service';

const tags = ['webhooks'];

/** Outbound webhooks: the REST facade for integrators; the panel calls the same procedures (changes: owners and admins). */
export const webhooksRouter = router({
  create: permittedTeamProcedure('webhooks')
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/v1/webhooks',
        tags,
        summary: 'Register a webhook endpoint (the signing secret is answered once)',
        description:
          "Registers an https endpoint for the events listed (201). The answer holds the signing secret, shown only this once: verify each delivery's `X-Signature` with it. Owners and admins only.",
      },
      status: 201,
      rateLimit: 'webhooks',
    })
    .input(ZWebhookCreateInput)
    .output(ZWebhookEndpointCreated)
    .mutation(({ ctx, input }) => createEndpoint(ctx.db, ctx.caller.teamId, input, auditActorOf(ctx))),

  list: teamProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/v1/webhooks',
        tags,
        summary: "List the team's webhook endpoints",
        description: "The team's webhook endpoints with their events and state; secrets are never shown again.",
      },
      rateLimit: 'webhooks',
    })
    .input(z.object({}))
    .output(z.array(ZWebhookEndpoint))
    .query(({ ctx }) => listEndpoints(ctx.db, ctx.caller.teamId)),

  delete: permittedTeamProcedure('webhooks')
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/api/v1/webhooks/{id}',
        tags,
        summary: 'Disable a webhook endpoint',
        description: 'Disables an endpoint: no more deliveries are made to it. Owners and admins only.',
      },
      rateLimit: 'webhooks',
    })
    .input(z.object({ id: ZId }))
    .output(ZWebhookDeleted)
    .mutation(({ ctx, input }) => disableEndpoint(ctx.db, ctx.caller.teamId, input.id, auditActorOf(ctx))),

  deliveries: teamProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/v1/webhooks/{id}/deliveries',
        tags,
        summary: "An endpoint's recent deliveries",
        description:
          "An endpoint's recent deliveries: event, attempts, last HTTP status and next retry. Paginated with `page` and `limit`.",
      },
      rateLimit: 'webhooks',
    })
    .input(ZWebhookDeliveriesQuery)
    .output(ZWebhookDeliveryList)
    .query(({ ctx, input }) => listDeliveries(ctx.db, ctx.caller.teamId, input)),
});
