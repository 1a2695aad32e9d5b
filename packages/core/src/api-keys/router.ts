import { z } from 'zod';
import { agentProcedure, router } from '../trpc';
import { ZApiKeyCreateInput } from './schemas';
import { createApiKey, listApiKeys, revokeApiKey } from './service';

/** Panel only: agents manage their team's keys. */
export const apiKeysRouter = router({
  list: agentProcedure.query(({ ctx }) => listApiKeys(ctx.db, ctx.caller.teamId)),
  create: agentProcedure.input(ZApiKeyCreateInput).mutation(({ ctx, input }) => createApiKey(ctx.db, ctx.caller.teamId, input)),
  revoke: agentProcedure
    .input(z.object({ id: z.uuid() }))
    .mutation(({ ctx, input }) => revokeApiKey(ctx.db, ctx.caller.teamId, input.id)),
});
