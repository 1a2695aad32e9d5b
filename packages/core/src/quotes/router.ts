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
const meta = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: `/api/v1/${string}`, summary: string): Meta => ({
  openapi: { method, path, tags, summary },
  rateLimit: 'quotes',
});

export const quotesRouter = router({
  create: teamProcedure
    .meta({ ...meta('POST', '/api/v1/quotes', 'Create a quote (draft)'), status: 201 })
    .input(ZQuoteCreateInput)
    .output(z.object({ quote: ZQuote }))
    .mutation(async ({ ctx, input }) => ({ quote: await createQuote(ctx.db, ctx.caller.teamId, actorOf(ctx.caller), input) })),

  list: teamProcedure
    .meta(meta('GET', '/api/v1/quotes', 'List quotes'))
    .input(ZQuoteListQuery)
    .output(ZQuoteList)
    .query(({ ctx, input }) => listQuotes(ctx.db, ctx.caller.teamId, input)),

  get: teamProcedure
    .meta(meta('GET', '/api/v1/quotes/{id}', 'Get a quote with its items and history'))
    .input(byId)
    .output(ZQuoteDetail)
    .query(({ ctx, input }) => getQuote(ctx.db, ctx.caller.teamId, input.id)),

  update: teamProcedure
    .meta(meta('PATCH', '/api/v1/quotes/{id}', 'Change a quote, its items or its status'))
    .input(ZQuotePatchInput)
    .output(z.object({ quote: ZQuote }))
    .mutation(async ({ ctx, input }) => ({ quote: await updateQuote(ctx.db, ctx.caller.teamId, actorOf(ctx.caller), input) })),

  delete: teamProcedure
    .meta(meta('DELETE', '/api/v1/quotes/{id}', 'Delete a draft quote'))
    .input(byId)
    .output(ZQuoteDeleted)
    .mutation(({ ctx, input }) => deleteQuote(ctx.db, ctx.caller.teamId, input.id)),

  convert: teamProcedure
    .meta({ ...meta('POST', '/api/v1/quotes/{id}/convert', 'Convert an accepted quote into a booking'), status: 201 })
    .input(byId)
    .output(ZQuoteConverted)
    .mutation(({ ctx, input }) => convertQuote(ctx.db, ctx.caller.teamId, actorOf(ctx.caller), input.id)),
});
