import { actorOf } from '../bookings/status';
import { JsonText, ZJsonText } from '../rest/json-text';
import { agentProcedure, permittedProcedure, router, teamProcedure } from '../trpc';
import { testDuffelConnection, ZDuffelConnectionInput } from './duffel-connection';
import { bookFlight } from './book';
import { issueOfflineFlight } from './issue-offline';
import { auditActorOf } from '../audit/actor';
import { prebookFlight } from './prebook';
import { rateFlight } from './rate';
import {
  ZFlightBookResult,
  ZFlightPrebookResult,
  ZFlightRateResult,
  ZFlightSearchResult,
  ZIssueOfflineResult,
  type TFlightSearchResult,
} from './response-schemas';
import { ZFlightBookInput, ZFlightPrebookInput, ZFlightRateInput, ZFlightSearchInput, ZIssueOfflineInput } from './schemas';
import { searchFlights } from './search';
import { toIssueQueue } from './to-issue-queue';

const tags = ['flights'];

/** Flights (pro plan): search -> rate (optional) -> prebook -> book, and the panel's offline issuing. */
export const flightsRouter = router({
  // Search and rate only read: POST on REST for the body, a query for scopes and the panel's cache.
  search: teamProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/v1/flights/search',
        tags,
        summary: 'Search flights',
        description:
          'Flight offers for an origin, destination, dates and passengers, each with a `rate_token` for `/flights/rate` and `/flights/prebook` (valid about 15-30 minutes). Pro plan.',
      },
      plan: 'pro',
      rateLimit: 'flights_search',
    })
    .input(ZFlightSearchInput)
    // The answer (about 160 KB for a round trip) goes out as the JSON bytes the service built (rest/json-text.ts).
    .output(ZJsonText(ZFlightSearchResult))
    .query(async ({ ctx, input }) => new JsonText<TFlightSearchResult>(await searchFlights(ctx.db, ctx.caller, input))),

  rate: teamProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/v1/flights/rate',
        tags,
        summary: 'Price of an offer from its rate token',
        description: 'The current price of an offer from its `rate_token` (410 RATE_TOKEN_EXPIRED when it lapsed). Pro plan.',
      },
      plan: 'pro',
      rateLimit: 'flights_rate',
    })
    .input(ZFlightRateInput)
    .output(ZFlightRateResult)
    .query(({ ctx, input }) => rateFlight(ctx.caller, input)),

  prebook: teamProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/v1/flights/prebook',
        tags,
        summary: 'Hold a flight offer for 20 minutes',
        description:
          'Holds a flight offer: checks `total_price` against the rate token (400 PRICE_MISMATCH) and answers a `prebook_token` valid 20 minutes. Pro plan.',
      },
      status: 201,
      plan: 'pro',
      rateLimit: 'flights_prebook',
    })
    .input(ZFlightPrebookInput)
    .output(ZFlightPrebookResult)
    .mutation(({ ctx, input }) => prebookFlight(ctx.db, ctx.caller, input)),

  book: teamProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/v1/flights/book',
        tags,
        summary: 'Book a prebooked flight with payment',
        description:
          'Books a prebooked flight for a customer with its passengers (as many as prebooked) and charges it like hotel book. A failed supplier reservation answers 502 SUPPLIER_ERROR with the booking cancelled and nothing charged. Pro plan.',
      },
      status: 201,
      plan: 'pro',
      rateLimit: 'flights_book',
    })
    .input(ZFlightBookInput)
    .output(ZFlightBookResult)
    .mutation(({ ctx, input }) => bookFlight(ctx.db, ctx.caller, input, ctx.ip)),

  /** Panel: offline-supplier bookings waiting to be issued by hand. */
  toIssueQueue: agentProcedure.meta({ plan: 'pro' }).query(({ ctx }) => toIssueQueue(ctx.db, ctx.caller.teamId)),

  /** Panel (Configurações): does the agency's Duffel token work? A cheap authenticated call, nothing saved. */
  testDuffelConnection: permittedProcedure('suppliers')
    .input(ZDuffelConnectionInput)
    .mutation(({ ctx, input }) => testDuffelConnection(ctx.caller, input)),

  /** Panel: the agent issued the tickets at the consolidator and enters the airline locator. */
  issueOffline: agentProcedure
    .meta({ plan: 'pro' })
    .input(ZIssueOfflineInput)
    .output(ZIssueOfflineResult)
    .mutation(({ ctx, input }) => issueOfflineFlight(ctx.db, ctx.caller.teamId, actorOf(ctx.caller), input, auditActorOf(ctx))),
});
