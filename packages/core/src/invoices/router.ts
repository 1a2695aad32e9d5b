import { auditActorOf } from '../audit/actor';
import { getTeam } from '../teams/service';
import { agentProcedure, permittedProcedure, permittedTeamProcedure, router } from '../trpc';
import { getBookingInvoice, getInvoice, listInvoices } from './list-invoices';
import { retryInvoice } from './retry-invoice';
import { ZBookingInvoice, ZIdInput, ZInvoiceList, ZInvoiceListQuery, ZServiceInvoice } from './schemas';
import { readInvoiceSettings, updateInvoiceSettings, ZInvoiceSettingsInput } from './settings';

const tags = ['invoices'];

/** The agency's NFS-e (service invoices) on its sales' revenue, issued through its gateway. */
export const invoicesRouter = router({
  list: permittedTeamProcedure('sell')
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/v1/invoices',
        tags,
        summary: 'List service invoices (NFS-e)',
        description:
          "The agency's service invoices on its own revenue (markup, DU, fees), newest first, filtered by `status` and by creation day (`from`, `to`, YYYY-MM-DD). Paginated with `page` and `limit` (default 50, max 100).",
      },
      rateLimit: 'bookings',
    })
    .input(ZInvoiceListQuery)
    .output(ZInvoiceList)
    .query(({ ctx, input }) => listInvoices(ctx.db, ctx.caller.teamId, input)),

  get: permittedTeamProcedure('sell')
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/v1/invoices/{id}',
        tags,
        summary: 'Get a service invoice',
        description:
          "One NFS-e of the team: status, number, PDF link and, after a refusal, the reason in Portuguese. Another team's id is 404.",
      },
      rateLimit: 'bookings',
    })
    .input(ZIdInput)
    .output(ZServiceInvoice)
    .query(({ ctx, input }) => getInvoice(ctx.db, ctx.caller.teamId, input.id)),

  ofBooking: permittedTeamProcedure('sell')
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/v1/bookings/{id}/invoice',
        tags,
        summary: "A booking's service invoice",
        description: '`data.invoice` is the NFS-e of the sale (number, status, PDF link), or null when none was planned.',
      },
      rateLimit: 'bookings',
    })
    .input(ZIdInput)
    .output(ZBookingInvoice)
    .query(({ ctx, input }) => getBookingInvoice(ctx.db, ctx.caller.teamId, input.id)),

  retry: permittedTeamProcedure('sell')
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/v1/invoices/{id}/retry',
        tags,
        summary: 'Retry a failed service invoice',
        description:
          "Issues again an invoice in status `error` with the team's current invoice settings (once fixed). Any other status answers 400 INVALID_STATUS_TRANSITION.",
      },
      rateLimit: 'bookings',
    })
    .input(ZIdInput)
    .output(ZServiceInvoice)
    .mutation(({ ctx, input }) => retryInvoice(ctx.db, ctx.caller.teamId, input.id)),

  /** Panel (Configurações › Nota fiscal): when to issue, the municipal service and the taxes. */
  settings: agentProcedure.query(async ({ ctx }) => readInvoiceSettings((await getTeam(ctx.db, ctx.caller.teamId)).settings)),
  updateSettings: permittedProcedure('settings')
    .input(ZInvoiceSettingsInput)
    .mutation(({ ctx, input }) => updateInvoiceSettings(ctx.db, ctx.caller.teamId, input, auditActorOf(ctx))),
});
