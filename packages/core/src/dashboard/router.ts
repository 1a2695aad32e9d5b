import { router, teamProcedure } from '../trpc';
import { ZDashboard, ZDashboardQuery } from './schemas';
import { teamDashboard } from './service';

const tags = ['dashboard'];

export const dashboardRouter = router({
  get: teamProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/v1/dashboard',
        tags,
        summary: 'Sales dashboard for a period',
        description:
          "The team's sales figures for a period of São Paulo calendar days (`from` to `to`, inclusive, at most 366 days; default this month so far): " +
          'sales (confirmed and completed bookings made in the period) in BRL with the hotel markup and flight DU earned, bookings by status, sales by type, supplier, agent (null for API keys) and day, ' +
          'quotes sent in the period and how many were accepted, and the work waiting now (flights to issue, hotels to confirm, pending payments, quotes about to expire). ' +
          'Answers may be up to 10 seconds old for payments and quotes (booking changes show at once). Sales in other currencies are listed apart, never converted; hotel and flight bookings made with a test key (sandbox) are left out. 400 VALIDATION_ERROR when `to` is before `from` or the period is longer.',
      },
      rateLimit: 'bookings',
      freshTeam: true,
    })
    .input(ZDashboardQuery)
    .output(ZDashboard)
    .query(({ ctx, input }) => teamDashboard(ctx.db, ctx.caller.team, input)),
});
