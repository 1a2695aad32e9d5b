import { z } from 'zod';
import { ZPageQuery } from '../lib/pagination';
import { resendAccountMail } from '../members/resend-account-mail';
import { agentProcedure, permittedProcedure, router } from '../trpc';
import { getMail, listMail } from './service';

const ZMailId = z.object({ id: z.uuid() });

/** Panel only (no REST route): the team's outbox. */
export const mailRouter = router({
  list: agentProcedure
    .input(ZPageQuery(20).extend({ status: z.enum(['pending', 'sent', 'kept', 'failed']).optional() }))
    .query(({ ctx, input }) => listMail(ctx.db, ctx.caller.teamId, input)),
  get: agentProcedure.input(ZMailId).query(({ ctx, input }) => getMail(ctx.db, ctx.caller.teamId, input.id)),
  // Who may invite may send an account e-mail again (a new link; nobody reads the old one).
  resend: permittedProcedure('members')
    .input(ZMailId)
    .mutation(({ ctx, input }) => resendAccountMail(ctx.db, { ...ctx.agent, ip: ctx.ip }, input.id)),
});
