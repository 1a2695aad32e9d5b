import { z } from 'zod';
import { ZPageQuery } from '../lib/pagination';
import { agentProcedure, router } from '../trpc';
import { getMail, listMail } from './service';

/** Panel only (no REST route): the team's outbox. */
export const mailRouter = router({
  list: agentProcedure
    .input(ZPageQuery(20).extend({ status: z.enum(['pending', 'sent', 'kept', 'failed']).optional() }))
    .query(({ ctx, input }) => listMail(ctx.db, ctx.caller.teamId, input)),
  get: agentProcedure.input(z.object({ id: z.uuid() })).query(({ ctx, input }) => getMail(ctx.db, ctx.caller.teamId, input.id, ctx.agent)),
});
