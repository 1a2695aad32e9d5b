import { z } from 'zod';
import { ZId } from '../lib/zod-helpers';
import { JsonText, ZJsonText } from '../rest/json-text';
import { agentProcedure, router, teamProcedure } from '../trpc';
import { cancelAtSupplier } from '../suppliers/cancel-at-supplier';
import { cancelBooking, updateBooking } from './change-booking';
import { auditActorOf } from '../audit/actor';
import { createBooking } from './create-booking';
import { getBooking, listBookings } from './read-bookings';
import { ZBookingCancelled, ZBookingCreated, ZBookingDetail, ZBookingList, ZBookingUpdated, type TBookingList } from './response-schemas';
import { ZBookingCreateInput, ZBookingListQuery, ZBookingPatchInput } from './schemas';
import { actorOf } from './status';

const tags = ['bookings'];
const byId = z.object({ id: ZId });

export const bookingsRouter = router({
  create: teamProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/v1/bookings',
        tags,
        summary: 'Create a manual booking',
        description:
          'Records a booking made outside the API (a manual booking: any supplier, amounts typed by the agent) for a customer of the team (201).',
      },
      status: 201,
      rateLimit: 'bookings',
    })
    .input(ZBookingCreateInput)
    .output(ZBookingCreated)
    .mutation(({ ctx, input }) => createBooking(ctx.db, ctx.caller.teamId, actorOf(ctx.caller), input)),

  list: teamProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/v1/bookings',
        tags,
        summary: 'List bookings',
        description:
          "The team's bookings (hotel, flight and manual), newest first, filtered by `status`, `type`, `customer_id` and start date range. Paginated with `page` and `limit` (default 20, max 100).",
      },
      rateLimit: 'bookings',
      freshTeam: true,
    })
    .input(ZBookingListQuery)
    // Cached JSON bytes (list-cache.ts), sent as they are: built from typed rows, not re-validated.
    .output(ZJsonText(ZBookingList))
    .query(async ({ ctx, input }) => new JsonText<TBookingList>([await listBookings(ctx.db, ctx.caller.team, input)])),

  get: teamProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/v1/bookings/{id}',
        tags,
        summary: 'Get a booking',
        description: "One booking of the team with its customer, items and payment; 404 for another team's booking.",
      },
      rateLimit: 'bookings',
    })
    .input(byId)
    .output(ZBookingDetail)
    .query(({ ctx, input }) => getBooking(ctx.db, ctx.caller.teamId, input.id)),

  update: teamProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/api/v1/bookings/{id}',
        tags,
        summary: 'Change a booking or its status',
        description:
          'Changes the fields sent (title, dates, amount, notes) or moves the status along the allowed transitions; another move answers 400 INVALID_STATUS_TRANSITION.',
      },
      rateLimit: 'bookings',
    })
    .input(ZBookingPatchInput)
    .output(ZBookingUpdated)
    .mutation(({ ctx, input }) => updateBooking(ctx.db, ctx.caller.teamId, actorOf(ctx.caller), input, auditActorOf(ctx))),

  delete: teamProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/api/v1/bookings/{id}',
        tags,
        summary: 'Cancel a booking (soft)',
        description:
          'Cancels a booking (kept, status `cancelled`); an open PIX or boleto charge is closed with it. A completed or already cancelled booking answers 400 INVALID_STATUS_TRANSITION.',
      },
      rateLimit: 'bookings',
    })
    .input(byId)
    .output(ZBookingCancelled)
    .mutation(({ ctx, input }) => cancelBooking(ctx.db, ctx.caller.teamId, actorOf(ctx.caller), input.id, auditActorOf(ctx))),

  /** Panel: cancel a cancelled booking's reservation at its supplier. */
  cancelAtSupplier: agentProcedure
    .input(byId)
    .mutation(({ ctx, input }) => cancelAtSupplier(ctx.db, ctx.caller.teamId, input.id, auditActorOf(ctx))),
});
