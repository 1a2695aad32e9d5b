import { presentSalesSettings, rotateWebhookToken, updateSalesSettings, ZSalesSettingsInput } from '../suppliers/sales-settings';
import { presentHotelSuppliers, updateHotelSuppliers, ZHotelSuppliersInput } from '../suppliers/hotel-suppliers-settings';
import { testHotelSupplier, ZTestHotelSupplierInput } from '../suppliers/test-hotel-supplier';
import { agentProcedure, permittedProcedure, router } from '../trpc';
import { auditActorOf } from '../audit/actor';
import { getTeam } from './service';

/** Panel: the signed-in agent's team. */
export const teamRouter = router({
  current: agentProcedure.query(async ({ ctx }) => {
    const team = await getTeam(ctx.db, ctx.caller.teamId);
    return { id: team.id, name: team.name, plan: team.plan, agent: { name: ctx.agent.name, email: ctx.agent.email, role: ctx.agent.role } };
  }),

  /** Hotel selling: markup, issuing mode, supplier and payment gateway (secrets only as "set" flags). */
  salesSettings: agentProcedure.query(async ({ ctx }) => presentSalesSettings((await getTeam(ctx.db, ctx.caller.teamId)).settings)),
  /** Secrets are write-only; answers the new webhook token once when the first gateway is set. */
  updateSalesSettings: permittedProcedure('settings')
    .input(ZSalesSettingsInput)
    .mutation(({ ctx, input }) => updateSalesSettings(ctx.db, ctx.caller.teamId, input, auditActorOf(ctx))),
  /** Hotel suppliers searched together (sandbox, Hotelbeds) and whether each one's account is set. */
  hotelSuppliers: agentProcedure.query(async ({ ctx }) => presentHotelSuppliers((await getTeam(ctx.db, ctx.caller.teamId)).settings)),
  updateHotelSuppliers: permittedProcedure('suppliers')
    .input(ZHotelSuppliersInput)
    .mutation(({ ctx, input }) => updateHotelSuppliers(ctx.db, ctx.caller.teamId, input, auditActorOf(ctx))),
  /** "Testar conexão": one cheap call to the supplier with the typed or saved account; ok or why not. */
  testHotelSupplier: permittedProcedure('suppliers')
    .input(ZTestHotelSupplierInput)
    .mutation(async ({ ctx, input }) => testHotelSupplier((await getTeam(ctx.db, ctx.caller.teamId)).settings, input)),
  rotateWebhookToken: permittedProcedure('settings').mutation(({ ctx }) =>
    rotateWebhookToken(ctx.db, ctx.caller.teamId, auditActorOf(ctx)),
  ),
});
