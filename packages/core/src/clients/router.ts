import { z } from 'zod';
import { ZId } from '../lib/zod-helpers';
import { router, teamProcedure } from '../trpc';
import {
  ZClientCreateInput,
  ZClientDeleted,
  ZClientList,
  ZClientListQuery,
  ZClientPatchInput,
  ZCustomer,
  ZCustomerCreated,
} from './schemas';
import { createClient, deleteClient, getClient, listClients, patchClient } from './service';

const tags = ['clients'];
const byId = z.object({ id: ZId });

export const clientsRouter = router({
  create: teamProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/v1/clients',
        tags,
        summary: 'Create a client',
        description:
          "Creates a customer of the key's team (201). `email` is unique within the team (409 CONFLICT when taken); CPF/CNPJ are validated. Send an `Idempotency-Key` to make retries safe.",
      },
      status: 201,
      rateLimit: 'clients',
    })
    .input(ZClientCreateInput)
    .output(z.object({ customer: ZCustomerCreated }))
    .mutation(async ({ ctx, input }) => ({ customer: await createClient(ctx.db, ctx.caller.teamId, input) })),

  list: teamProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/v1/clients',
        tags,
        summary: 'List clients',
        description:
          "The team's customers, newest first, filtered by `search` (name, e-mail, CPF), `customer_type` and `is_active`. Paginated with `page` and `limit` (default 50, max 100); `data.pagination` has the totals.",
      },
      rateLimit: 'clients',
    })
    .input(ZClientListQuery)
    .output(ZClientList)
    .query(({ ctx, input }) => listClients(ctx.db, ctx.caller.teamId, input)),

  get: teamProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/v1/clients/{id}',
        tags,
        summary: 'Get a client',
        description: "One customer of the key's team; 404 NOT_FOUND for an unknown id or another team's customer.",
      },
      rateLimit: 'clients',
    })
    .input(byId)
    .output(ZCustomer)
    .query(({ ctx, input }) => getClient(ctx.db, ctx.caller.teamId, input.id)),

  update: teamProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/api/v1/clients/{id}',
        tags,
        summary: 'Change a client',
        description:
          "Changes the fields sent and leaves the others as they are. 404 for another team's customer; 409 when the new e-mail is taken.",
      },
      rateLimit: 'clients',
    })
    .input(ZClientPatchInput)
    .output(z.object({ id: z.string(), updated_at: z.string() }).catchall(z.unknown()))
    .mutation(({ ctx, input }) => patchClient(ctx.db, ctx.caller.teamId, input)),

  delete: teamProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/api/v1/clients/{id}',
        tags,
        summary: 'Delete or deactivate a client',
        description:
          'Removes a customer for good, or, when bookings or quotes refer to them, deactivates them and keeps the history. The answer says which.',
      },
      rateLimit: 'clients',
    })
    .input(byId)
    .output(ZClientDeleted)
    .mutation(({ ctx, input }) => deleteClient(ctx.db, ctx.caller.teamId, input.id)),
});
