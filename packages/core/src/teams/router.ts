import { agentProcedure, router } from '../trpc';
import { getTeam } from './service';

/** Panel: the signed-in agent's team. */
export const teamRouter = router({
  current: agentProcedure.query(async ({ ctx }) => {
    const team = await getTeam(ctx.db, ctx.caller.teamId);
    return { id: team.id, name: team.name, plan: team.plan, agent: { name: ctx.agent.name, email: ctx.agent.email, role: ctx.agent.role } };
  }),
});
