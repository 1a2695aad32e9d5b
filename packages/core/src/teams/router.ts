import { ApiError } from '../lib/api-error';
import { presentSalesSettings, rotateWebhookToken, updateSalesSettings, ZSalesSettingsInput } from '../suppliers/sales-settings';
import { agentProcedure, router } from '../trpc';
import { getTeam } from './service';

/** Settings that hold money and secrets change only by owners and admins. */
const adminProcedure = agentProcedure.use(({ ctx, next }) => {
  if (ctx.agent.role === 'agent') throw new ApiError(403, 'FORBIDDEN', 'Only owners and admins change team settings');
  return next();
});

/** Panel: the signed-in agent's team. */
export const teamRouter = router({
  current: agentProcedure.query(async ({ ctx }) => {
    const team = await getTeam(ctx.db, ctx.caller.teamId);
    return { id: team.id, name: team.name, plan: team.plan, agent: { name: ctx.agent.name, email: ctx.agent.email, role: ctx.agent.role } };
  }),

  /** Hotel selling: markup, issuing mode, supplier and payment gateway (secrets only as "set" flags). */
  salesSettings: agentProcedure.query(async ({ ctx }) => presentSalesSettings((await getTeam(ctx.db, ctx.caller.teamId)).settings)),
  /** Secrets are write-only; answers the new webhook token once when the first gateway is set. */
  updateSalesSettings: adminProcedure.input(ZSalesSettingsInput).mutation(({ ctx, input }) => updateSalesSettings(ctx.db, ctx.caller.teamId, input)),
  rotateWebhookToken: adminProcedure.mutation(({ ctx }) => rotateWebhookToken(ctx.db, ctx.caller.teamId)),
});
