import { apiKeysRouter } from './api-keys/router';
import { auditRouter } from './audit/router';
import { airportsRouter } from './flights/airports-router';
import { bookingsRouter } from './bookings/router';
import { cancellationsRouter } from './cancellations/router';
import { clientsRouter } from './clients/router';
import { dashboardRouter } from './dashboard/router';
import { exchangeRouter } from './exchange/router';
import { experiencesRouter } from './experiences/router';
import { financeRouter } from './finance/router';
import { flightsRouter } from './flights/router';
import { hotelsRouter } from './hotels/router';
import { invoicesRouter } from './invoices/router';
import { mailRouter } from './mail/router';
import { accountRouter } from './members/account-router';
import { membersRouter } from './members/router';
import { paymentsRouter } from './payments/router';
import { publicQuotesRouter } from './quotes/public-router';
import { quotesRouter } from './quotes/router';
import { scheduleChangesRouter } from './schedule-changes/router';
import { systemRouter } from './system/router';
import { teamRouter } from './teams/router';
import { router } from './trpc';
import { webhooksRouter } from './outbound-webhooks/router';

export const appRouter = router({
  system: systemRouter,
  team: teamRouter,
  apiKeys: apiKeysRouter,
  clients: clientsRouter,
  bookings: bookingsRouter,
  cancellations: cancellationsRouter,
  experiences: experiencesRouter,
  hotels: hotelsRouter,
  flights: flightsRouter,
  airports: airportsRouter,
  payments: paymentsRouter,
  quotes: quotesRouter,
  publicQuotes: publicQuotesRouter,
  webhooks: webhooksRouter,
  mail: mailRouter,
  audit: auditRouter,
  dashboard: dashboardRouter,
  members: membersRouter,
  account: accountRouter,
  exchange: exchangeRouter,
  invoices: invoicesRouter,
  finance: financeRouter,
  scheduleChanges: scheduleChangesRouter,
});

export type AppRouter = typeof appRouter;
