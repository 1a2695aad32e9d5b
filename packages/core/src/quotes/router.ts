import { z } from 'zod';
import { ZId } from '../lib/zod-helpers';
import { router, teamProcedure, type Meta } from '../trpc';
import { convertQuote } from './convert-quote';
import { createQuote } from './create-quote';
import { deleteQuote } from './delete-quote';
import { actorOf } from './history';
import { getQuote, listQuotes } from './read-quotes';
import { ZQuote, ZQuoteConverted, ZQuoteDeleted, ZQuoteDetail, ZQuoteList } from './response-schemas';
import { ZQuoteCreateInput, ZQuoteListQuery, ZQuotePatchInput } from './schemas';
import { updateQuote } from './update-quote';

const tags = ['quotes'];
const byId = z.object({ id: ZId });
const meta = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: `/api/v1/${string}`, summary: string, description: string): Meta => ({
  openapi: { method, path, tags, summary, description },
  rateLimit: 'quotes',
});

export const quotesRouter = router({
  create: teamProcedure
    .meta({
      ...meta(
        'POST',
        '/api/v1/quotes',
        'Create a quote (draft)',
        'Creates a draft quote for a customer with its items (hotels, flights, experiences, free items) and totals (201). Send it by changing its status to `sent`.',
      ),
      status: 201,
    })
    .input(ZQuoteCreateInput)
    .output(z.object({ quote: ZQuote }))
    .mutation(async ({ ctx, input }) => ({ quote: await createQuote(ctx.db, ctx.caller.teamId, actorOf(ctx.caller), input) })),

  list: teamProcedure
    .meta(
      meta(
        'GET',
        '/api/v1/quotes',
        'List quotes',
        "The team's quotes (summary fields), newest first, filtered by `status` and `customer_id`. Paginated with `page` and `limit` (default 50, max 100).",
      ),
    )
    .input(ZQuoteListQuery)
    .output(ZQuoteList)
    .query(({ ctx, input }) => listQuotes(ctx.db, ctx.caller.teamId, input)),

  get: teamProcedure
    .meta(
      meta(
        'GET',
        '/api/v1/quotes/{id}',
        'Get a quote with its items and history',
        'One quote of the team with its items, totals, share link and status history.',
      ),
    )
    .input(byId)
    .output(ZQuoteDetail)
    .query(({ ctx, input }) => getQuote(ctx.db, ctx.caller.teamId, input.id)),

  update: teamProcedure
    .meta(
      meta(
        'PATCH',
        '/api/v1/quotes/{id}',
        'Change a quote, its items or its status',
        'Changes a draft or sent quote (fields, items) or its status along the allowed transitions; others answer 400 INVALID_STATUS_TRANSITION.',
      ),
    )
    .input(ZQuotePatchInput)
    .output(z.object({ quote: ZQuote }))
    .mutation(async ({ ctx, input }) => ({ quote: await updateQuote(ctx.db, ctx.caller.teamId, actorOf(ctx.caller), input) })),

  delete: teamProcedure
    .meta(
      meta(
        'DELETE',
        '/api/v1/quotes/{id}',
        'Delete a draft quote',
        'Deletes a draft quote; a quote already sent answers 400 INVALID_STATUS_TRANSITION (cancel it with PATCH instead).',
      ),
    )
    .input(byId)
    .output(ZQuoteDeleted)
    .mutation(({ ctx, input }) => deleteQuote(ctx.db, ctx.caller.teamId, input.id)),

  convert: teamProcedure
    .meta({
      ...meta(
        'POST',
        '/api/v1/quotes/{id}/convert',
        'Convert an accepted quote into a booking',
        'Turns an accepted quote into a booking of the same customer and amounts (201); only accepted quotes convert.',
      ),
      status: 201,
    })
    .input(byId)
    .output(ZQuoteConverted)
    .mutation(({ ctx, input }) => convertQuote(ctx.db, ctx.caller.teamId, actorOf(ctx.caller), input.id)),
});
