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
    .meta({ openapi: { method: 'POST', path: '/api/v1/clients', tags, summary: 'Create a client' }, status: 201, rateLimit: 'clients' })
    .input(ZClientCreateInput)
    .output(z.object({ customer: ZCustomerCreated }))
    .mutation(async ({ ctx, input }) => ({ customer: await createClient(ctx.db, ctx.caller.teamId, input) })),

  list: teamProcedure
    .meta({ openapi: { method: 'GET', path: '/api/v1/clients', tags, summary: 'List clients' }, rateLimit: 'clients' })
    .input(ZClientListQuery)
    .output(ZClientList)
    .query(({ ctx, input }) => listClients(ctx.db, ctx.caller.teamId, input)),

  get: teamProcedure
    .meta({ openapi: { method: 'GET', path: '/api/v1/clients/{id}', tags, summary: 'Get a client' }, rateLimit: 'clients' })
    .input(byId)
    .output(ZCustomer)
    .query(({ ctx, input }) => getClient(ctx.db, ctx.caller.teamId, input.id)),

  update: teamProcedure
    .meta({ openapi: { method: 'PATCH', path: '/api/v1/clients/{id}', tags, summary: 'Change a client' }, rateLimit: 'clients' })
    .input(ZClientPatchInput)
    .output(z.object({ id: z.string(), updated_at: z.string() }).catchall(z.unknown()))
    .mutation(({ ctx, input }) => patchClient(ctx.db, ctx.caller.teamId, input)),

  delete: teamProcedure
    .meta({ openapi: { method: 'DELETE', path: '/api/v1/clients/{id}', tags, summary: 'Delete or deactivate a client' }, rateLimit: 'clients' })
    .input(byId)
    .output(ZClientDeleted)
    .mutation(({ ctx, input }) => deleteClient(ctx.db, ctx.caller.teamId, input.id)),
});
