import { z } from 'zod';
import { JsonText, ZJsonText } from '../rest/json-text';
import { agentProcedure, publicProcedure, router, teamProcedure } from '../trpc';
import { bookHotel } from './book';
import { confirmManualIssue } from './confirm-manual';
import { auditActorOf } from '../audit/actor';
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
import {
  ZConfirmManualInput,
  ZDestinationsQuery,
  ZHotelBookInput,
  ZHotelDetailsInput,
  ZHotelPrebookInput,
  ZHotelSearchInput,
} from './schemas';
import { searchHotels } from './search';
import { failedIssueQueue } from './failed-issue-queue';
import { retryHotelIssue } from './retry-issue';
import { toConfirmQueue } from './to-confirm-queue';

const tags = ['hotels'];

/** Hotels (pro plan): destinations -> search -> details -> prebook -> book, and the panel's manual issuing. */
export const hotelsRouter = router({
  destinations: teamProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/v1/hotels/destinations',
        tags,
        summary: 'Hotel destinations autocomplete',
        description:
          'Destinations whose name starts with or contains `q` (at least 2 characters), for an autocomplete; `limit` default 10, max 50. The `code` of a destination is the `cityCode` of a hotel search.',
      },
      plan: 'pro',
      rateLimit: 'hotels_destinations',
    })
    .input(ZDestinationsQuery)
    .output(ZDestinations)
    .query(({ ctx, input }) => searchDestinations(ctx.db, input.q, input.limit)),

  publicDestinations: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/public/hotels/destinations',
        tags,
        summary: 'Hotel destinations autocomplete (public)',
        description:
          'The same autocomplete as `/api/v1/hotels/destinations` for public pages: no key, rate-limited by address, answered without the data envelope.',
      },
      envelope: false,
      rateLimit: 'public',
    })
    .input(ZDestinationsQuery)
    .output(ZDestinations)
    .query(({ ctx, input }) => searchDestinations(ctx.db, input.q, input.limit)),

  // Searches and details only read: POST on REST for the body, a query for scopes and the panel's cache.
  // The search answer is about 1 MB and goes out as the JSON bytes the service built (rest/json-text.ts).
  search: teamProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/v1/hotels/search',
        tags,
        summary: 'Search hotels',
        description:
          "Available hotels for a city (`cityCode`) or a list of `hotelIds`, dates and guests, with their offers and prices in the team's currency (markup applied). Results stay valid about 20 minutes under `searchSessionId`. Every hotel supplier the team enabled is searched in parallel, each under its own deadline; `data.meta.suppliers` (an addition to the contract's meta) says how each answered (`ok`, `timeout`, `error`; `note: circuit_open` when skipped after repeated failures; `note: <n> offers in <currency> not sold: <why>` when the agency's exchange rate for that currency is missing or too old: those offers are never sold as reais). Offers a supplier prices in another currency (a Hotelbeds account in EUR) are sold in reais at the agency's rate (GET /api/v1/exchange-policies) before markup, with additive `supplierPrice` and `exchangeRate`; prebook locks that rate. One supplier failing still answers the others' hotels; 502 SUPPLIER_ERROR only when all failed. Test keys search the sandbox supplier only.",
      },
      plan: 'pro',
      rateLimit: 'hotels_search',
    })
    .input(ZHotelSearchInput)
    .output(ZJsonText(ZHotelSearchResult))
    .query(async ({ ctx, input }) => new JsonText<THotelSearchResult>(await searchHotels(ctx.db, ctx.caller, input))),

  details: teamProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/v1/hotels/details',
        tags,
        summary: 'Hotel details of an offer',
        description:
          "Description, photos, amenities and policies of the hotel behind an offer's `hotel_search_code`, in `language` (pt, en or es). Optional between search and prebook.",
      },
      plan: 'pro',
      rateLimit: 'hotels_details',
    })
    .input(ZHotelDetailsInput)
    .output(ZHotelDetails)
    .query(({ ctx, input }) => hotelDetails(ctx.caller, input)),

  prebook: teamProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/v1/hotels/prebook',
        tags,
        summary: 'Hold an offer for 20 minutes',
        description:
          "Re-checks an offer's price and availability with the supplier and holds it: answers a `prebook_token` valid 20 minutes for `/hotels/book`. A changed price (`unit_price` not the confirmed total, or the supplier re-valued the rate since search) answers 400 PRICE_MISMATCH `Price changed: the confirmed stay total is <total with markup> <currency> (net <net>)`; nothing is held. The offer goes to the supplier named by `hotel_id` (`<provider>:<hotelId>`).",
      },
      status: 201,
      plan: 'pro',
      rateLimit: 'hotels_prebook',
    })
    .input(ZHotelPrebookInput)
    .output(ZHotelPrebookResult)
    .mutation(({ ctx, input }) => prebookHotel(ctx.db, ctx.caller, input)),

  book: teamProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/v1/hotels/book',
        tags,
        summary: 'Book a prebooked stay with payment',
        description:
          'Books a prebooked stay for a customer of the team and charges it. Card: booking `confirmed` and payment `paid` in the answer. PIX and boleto: both `pending` until the gateway confirms (with a test key, `POST /api/v1/sandbox/payments/{id}/pay`). A token books once (400 PREBOOK_TOKEN_USED), expires after 20 minutes (410). Send an `Idempotency-Key`.',
      },
      status: 201,
      plan: 'pro',
      rateLimit: 'hotels_book',
    })
    .input(ZHotelBookInput)
    .output(ZHotelBookResult)
    .mutation(({ ctx, input }) => bookHotel(ctx.db, ctx.caller, input, ctx.ip)),

  /** Panel: paid manual-mode orders waiting for the supplier locator. */
  toConfirmQueue: agentProcedure.meta({ plan: 'pro' }).query(({ ctx }) => toConfirmQueue(ctx.db, ctx.caller.teamId)),

  /** Panel: the agent made the reservation at the supplier and enters its locator. */
  confirmManual: agentProcedure
    .meta({ plan: 'pro' })
    .input(ZConfirmManualInput)
    .output(z.object({ id: z.string(), booking_number: z.string(), status: z.string(), supplier: ZSupplierIssue }))
    .mutation(({ ctx, input }) => confirmManualIssue(ctx.db, ctx.caller.teamId, input, auditActorOf(ctx))),

  /** Panel: paid automatic-mode bookings whose supplier reservation failed (given up, or being retried). */
  failedIssueQueue: agentProcedure.meta({ plan: 'pro' }).query(({ ctx }) => failedIssueQueue(ctx.db, ctx.caller.teamId)),

  /** Panel: try the supplier reservation again now (and, if it fails, let the job keep trying). */
  retryIssue: agentProcedure
    .meta({ plan: 'pro' })
    .input(z.object({ bookingId: z.string() }))
    .output(z.object({ id: z.string(), booking_number: z.string(), supplier: ZSupplierIssue, last_error: z.string().nullable() }))
    .mutation(({ ctx, input }) => retryHotelIssue(ctx.db, ctx.caller.teamId, input.bookingId)),
});
