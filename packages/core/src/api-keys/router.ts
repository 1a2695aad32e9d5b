import { z } from 'zod';
import { agentProcedure, permittedProcedure, router } from '../trpc';
import { auditActorOf } from '../audit/actor';
import { ZApiKeyCreateInput } from './schemas';
import { createApiKey, listApiKeys, revokeApiKey } from './service';

/** Panel only: every member sees the team's keys; owners and admins create and revoke them. */
export const apiKeysRouter = router({
  list: agentProcedure.query(({ ctx }) => listApiKeys(ctx.db, ctx.caller.teamId)),
  create: permittedProcedure('apiKeys')
    .input(ZApiKeyCreateInput)
    .mutation(({ ctx, input }) => createApiKey(ctx.db, ctx.caller.teamId, input, auditActorOf(ctx))),
  revoke: permittedProcedure('apiKeys')
    .input(z.object({ id: z.uuid() }))
    .mutation(({ ctx, input }) => revokeApiKey(ctx.db, ctx.caller.teamId, input.id, auditActorOf(ctx))),
});
