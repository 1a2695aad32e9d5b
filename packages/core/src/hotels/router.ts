import { z } from 'zod';
import { JsonText, ZJsonText } from '../rest/json-text';
import { agentProcedure, publicProcedure, router, teamProcedure } from '../trpc';
import { bookHotel } from './book';
import { confirmManualIssue } from './confirm-manual';
import { searchDestinations } from './destinations';
import { hotelDetails } from './details';
import { prebookHotel } from './prebook';
import {
  ZDestinations,
  ZHotelBookResult,
  ZHotelDetails,
  ZHotelPrebookResult,
  ZHotelSearchResult,
  ZSupplierIssue,
  type THotelSearchResult,
} from './response-schemas';
import { ZConfirmManualInput, ZDestinationsQuery, ZHotelBookInput, ZHotelDetailsInput, ZHotelPrebookInput, ZHotelSearchInput } from './schemas';
import { searchHotels } from './search';
import { failedIssueQueue } from './failed-issue-queue';
import { retryHotelIssue } from './retry-issue';
import { toConfirmQueue } from './to-confirm-queue';

const tags = ['hotels'];

/** Hotels (pro plan): destinations -> search -> details -> prebook -> book, and the panel's manual issuing. */
export const hotelsRouter = router({
  destinations: teamProcedure
    .meta({ openapi: { method: 'GET', path: '/api/v1/hotels/destinations', tags, summary: 'Hotel destinations autocomplete' }, plan: 'pro', rateLimit: 'hotels_destinations' })
    .input(ZDestinationsQuery)
    .output(ZDestinations)
    .query(({ input }) => searchDestinations(input.q, input.limit)),

  publicDestinations: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/api/public/hotels/destinations', tags, summary: 'Hotel destinations autocomplete (public)' }, envelope: false, rateLimit: 'public' })
    .input(ZDestinationsQuery)
    .output(ZDestinations)
    .query(({ input }) => searchDestinations(input.q, input.limit)),

  // Searches and details only read: POST on REST for the body, a query for scopes and the panel's cache.
  // The search answer is about 1 MB and goes out as the JSON bytes the service built (rest/json-text.ts).
  search: teamProcedure
    .meta({ openapi: { method: 'POST', path: '/api/v1/hotels/search', tags, summary: 'Search hotels' }, plan: 'pro', rateLimit: 'hotels_search' })
    .input(ZHotelSearchInput)
    .output(ZJsonText(ZHotelSearchResult))
    .query(async ({ ctx, input }) => new JsonText<THotelSearchResult>(await searchHotels(ctx.caller, input))),

  details: teamProcedure
    .meta({ openapi: { method: 'POST', path: '/api/v1/hotels/details', tags, summary: 'Hotel details of an offer' }, plan: 'pro', rateLimit: 'hotels_details' })
    .input(ZHotelDetailsInput)
    .output(ZHotelDetails)
    .query(({ ctx, input }) => hotelDetails(ctx.caller, input)),

  prebook: teamProcedure
    .meta({ openapi: { method: 'POST', path: '/api/v1/hotels/prebook', tags, summary: 'Hold an offer for 20 minutes' }, status: 201, plan: 'pro', rateLimit: 'hotels_prebook' })
    .input(ZHotelPrebookInput)
    .output(ZHotelPrebookResult)
    .mutation(({ ctx, input }) => prebookHotel(ctx.db, ctx.caller, input)),

  book: teamProcedure
    .meta({ openapi: { method: 'POST', path: '/api/v1/hotels/book', tags, summary: 'Book a prebooked stay with payment' }, status: 201, plan: 'pro', rateLimit: 'hotels_book' })
    .input(ZHotelBookInput)
    .output(ZHotelBookResult)
    .mutation(({ ctx, input }) => bookHotel(ctx.db, ctx.caller, input, ctx.ip)),

  /** Panel: paid manual-mode orders waiting for the supplier locator. */
  toConfirmQueue: agentProcedure
    .meta({ plan: 'pro' })
    .query(({ ctx }) => toConfirmQueue(ctx.db, ctx.caller.teamId)),

  /** Panel: the agent made the reservation at the supplier and enters its locator. */
  confirmManual: agentProcedure
    .meta({ plan: 'pro' })
    .input(ZConfirmManualInput)
    .output(z.object({ id: z.string(), booking_number: z.string(), status: z.string(), supplier: ZSupplierIssue }))
    .mutation(({ ctx, input }) => confirmManualIssue(ctx.db, ctx.caller.teamId, input)),

  /** Panel: paid automatic-mode bookings whose supplier reservation failed (given up, or being retried). */
  failedIssueQueue: agentProcedure
    .meta({ plan: 'pro' })
    .query(({ ctx }) => failedIssueQueue(ctx.db, ctx.caller.teamId)),

  /** Panel: try the supplier reservation again now (and, if it fails, let the job keep trying). */
  retryIssue: agentProcedure
    .meta({ plan: 'pro' })
    .input(z.object({ bookingId: z.string() }))
    .output(z.object({ id: z.string(), booking_number: z.string(), supplier: ZSupplierIssue, last_error: z.string().nullable() }))
    .mutation(({ ctx, input }) => retryHotelIssue(ctx.db, ctx.caller.teamId, input.bookingId)),
});
