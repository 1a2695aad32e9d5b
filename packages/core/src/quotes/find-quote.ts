import type { Prisma } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { isUuid } from '../lib/zod-helpers';
import { quoteInclude } from './present';

type Tx = Prisma.TransactionClient;

/**
 * The team's quote, row-locked so a status check and its write cannot interleave with another
 * change (a second convert, the customer answering, the expiry job). Another team's quote, or an id
 * that is not a UUID, reads exactly like a missing one.
 */
export async function lockTeamQuote(tx: Tx, teamId: string, id: string) {
  if (!isUuid(id)) throw ApiError.notFound('Quote');
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM quotes WHERE id = ${id}::uuid AND team_id = ${teamId}::uuid FOR UPDATE`;
  if (locked.length === 0) throw ApiError.notFound('Quote');
  return tx.quote.findUniqueOrThrow({ where: { id }, include: quoteInclude });
}

/** The quote behind a share token, row-locked; drafts are not public yet, so they read as missing. */
export async function lockSharedQuote(tx: Tx, shareToken: string) {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM quotes WHERE share_token = ${shareToken} AND status <> 'draft' FOR UPDATE`;
  if (locked.length === 0) throw ApiError.notFound('Quote');
  return locked[0]!.id;
}
