import type { Db } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { dateOut } from '../lib/zod-helpers';
import { lockSharedQuote } from './find-quote';
import { appendHistory } from './history';
import { presentPublicQuote, publicQuoteInclude } from './present';
import { effectiveStatus } from './validity';

export type CustomerAnswer = 'accepted' | 'declined';

function assertVersionSeen(seen: string | undefined, current: string): void {
  if (!seen) throw ApiError.conflict('Quote version missing; reload the quote and accept it again');
  if (seen !== current) throw ApiError.conflict('Quote changed since it was viewed; reload it');
}

/** The quote behind a share link as the customer may see it; a draft is not public yet (404). */
export async function getPublicQuote(db: Db, shareToken: string) {
  const row = await db.quote.findFirst({ where: { shareToken, status: { not: 'draft' } }, include: publicQuoteInclude });
  if (!row) throw ApiError.notFound('Quote');
  return presentPublicQuote(row, clock.now());
}

/**
 * The customer's answer on the share page: only a sent quote still within its validity can be
 * answered, once (a second answer, or one after expiry, is 400). An accept must name the version of
 * the offer it was shown: a quote edited since is 409, so nobody accepts a total they never saw.
 * Recorded with the customer as actor.
 */
export async function answerPublicQuote(
  db: Db,
  shareToken: string,
  answer: CustomerAnswer,
  sent: { reason?: string | null; version?: string } = {},
) {
  const now = clock.now();
  const row = await db.$transaction(async (tx) => {
    const id = await lockSharedQuote(tx, shareToken);
    const quote = await tx.quote.findUniqueOrThrow({ where: { id }, include: publicQuoteInclude });
    const status = effectiveStatus(quote.status, dateOut(quote.validUntil)!, now);
    if (status !== 'sent') {
      throw new ApiError(400, 'INVALID_STATUS_TRANSITION', `This quote can no longer be answered: it is ${status}`);
    }
    if (answer === 'accepted') assertVersionSeen(sent.version, presentPublicQuote(quote, now).version);
    const note = answer === 'declined' && sent.reason ? sent.reason : null;
    await tx.quote.update({ where: { id }, data: { status: answer, declineReason: note, updatedAt: now } });
    await appendHistory(tx, id, { status: answer, actor: { type: 'customer', name: quote.customer.fullName }, note }, now);
    return tx.quote.findUniqueOrThrow({ where: { id }, include: publicQuoteInclude });
  });
  return presentPublicQuote(row, now);
}
