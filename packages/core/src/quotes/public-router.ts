import { z } from 'zod';
import { publicProcedure, router, type Meta } from '../trpc';
import { answerPublicQuote, getPublicQuote } from './public-quote';
import { ZPublicQuote } from './response-schemas';
import { ZQuoteAcceptInput, ZQuoteDeclineInput } from './schemas';

const tags = ['public quotes'];
const byToken = z.object({ token: z.string().min(1) });
const meta = (method: 'GET' | 'POST', path: `/api/public/${string}`, summary: string, description: string): Meta => ({
  openapi: { method, path, tags, summary, description },
  rateLimit: 'public',
});

/** Behind the share link: no authentication, limited per client address, never a team or customer id. */
export const publicQuotesRouter = router({
  get: publicProcedure
    .meta(
      meta(
        'GET',
        '/api/public/quotes/{token}',
        'The quote behind a share link',
        'The quote behind a share link, as the customer sees it (no internal prices or notes), with the `version` to send when answering. No key.',
      ),
    )
    .input(byToken)
    .output(ZPublicQuote)
    .query(({ ctx, input }) => getPublicQuote(ctx.db, input.token)),

  // The contract does not show these endpoints; an accept without the version seen is refused (409)
  // like a stale one, so no client can accept a total the customer was never shown.
  accept: publicProcedure
    .meta(
      meta(
        'POST',
        '/api/public/quotes/{token}/accept',
        'The customer accepts a sent quote: body `version` as GET showed it (409 when missing or stale)',
        "The customer accepts a sent quote. The body's `version` must be the one GET showed: a quote changed since answers 409 CONFLICT. No key.",
      ),
    )
    .input(ZQuoteAcceptInput)
    .output(ZPublicQuote)
    .mutation(({ ctx, input }) => answerPublicQuote(ctx.db, input.token, 'accepted', { version: input.version })),

  decline: publicProcedure
    .meta(
      meta(
        'POST',
        '/api/public/quotes/{token}/decline',
        'The customer declines a sent quote',
        'The customer declines a sent quote, with an optional reason. No key.',
      ),
    )
    .input(ZQuoteDeclineInput)
    .output(ZPublicQuote)
    .mutation(({ ctx, input }) => answerPublicQuote(ctx.db, input.token, 'declined', { reason: input.reason || null })),
});
