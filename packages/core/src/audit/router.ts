import { permittedProcedure, router } from '../trpc';
import { AUDIT_ACTIONS } from './actions';
import { listAuditEvents, listAuditPeople } from './list-audit-events';
import { ZAuditListQuery } from './schemas';

/** Panel only (no REST route): the team's audit log, for owners and admins. */
export const auditRouter = router({
  list: permittedProcedure('auditLog')
    .input(ZAuditListQuery)
    .query(({ ctx, input }) => listAuditEvents(ctx.db, ctx.caller.teamId, input)),
  /** What the filters offer: the people in the log and the actions it records. */
  filters: permittedProcedure('auditLog').query(async ({ ctx }) => ({
    people: await listAuditPeople(ctx.db, ctx.caller.teamId),
    actions: AUDIT_ACTIONS,
  })),
});
